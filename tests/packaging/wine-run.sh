#!/bin/sh
# Runs a Windows program under wine64 (Debian's wine64 8.0), quietly, in a prefix of its own
# (created on first use): the runner of the Conan test_package for Windows (routes.sh, route
# conan-windows), as cross/x86_64-w64-mingw32.ini's exe_wrapper is for Meson's tests (Meson
# 1.0.1's machine files cannot name a script beside them, so that one is written inline).
#   wine-run.sh PROGRAM.exe ARGS...
# A program finds its DLLs where WINEPATH says and then in the folders of the Unix PATH (the
# test_package puts the package's bin/ there), as Windows would on its PATH.
export WINEDEBUG=-all
export WINEPREFIX="${ARGON2_WINEPREFIX:-$HOME/.wine-argon2}"
unix_path=$(printf '%s' "$PATH" | sed -e 's|^/|Z:/|' -e 's|:/|;Z:/|g')
# And the toolchain's runtime DLLs (libstdc++, libgcc, winpthread), which an MSYS2 shell has on
# its PATH (/mingw64/bin).
runtime=
for dll in libstdc++-6.dll libwinpthread-1.dll; do
  runtime="$runtime;Z:$(dirname "$(x86_64-w64-mingw32-g++-posix -print-file-name=$dll)")"
done
export WINEPATH="${WINEPATH:+$WINEPATH;}$unix_path$runtime"
# The wineserver is started first, detached from this command's output: started by wine64
# itself, it would inherit the pipes the caller reads, and a caller such as meson test would
# wait for it to exit (it lingers after the program).
/usr/lib/wine/wineserver64 -p30 </dev/null >/dev/null 2>&1
exec /usr/lib/wine/wine64 "$@"
