# The options of the ASan + UBSan build: the test command's asan phase configures build-asan/
# with them, the fuzz campaigns run in that folder (or configure it the same way), and the
# coverage runs add clang's coverage flags to them. Sourced by those three scripts.
asan_options=(--buildtype=debugoptimized -Db_sanitize=address,undefined -Db_lundef=false
              -Dfuzz=true -Dbench=disabled -Dbackends=all)
