#!/usr/bin/env bash
# Every way a user gets argon2, tried as that user would, from a clean build of this source:
#
#   routes.sh ROUTE SOURCE CXX REFERENCE_CLI MESON_VERSION
#
#   installed          meson install, then pkg-config (a C and a C++ program by
#                      hand), a Meson project on pkg-config (header and module compiled
#                      from the installed interface, under two sets of consumer flags), and a
#                      CMake project (find_package: C, header, `import argon2;`, and the static
#                      library), with the libdir Meson chose (lib/<multiarch>, lib64 or lib)
#   wrap-file          a Meson project whose subprojects/argon2.wrap names this project's
#                      `meson dist` tarball in its packagecache
#   wrap-git           the same with a [wrap-git] pointing at a local clone
#   conan              conan create (shared and static) with test_package
#   conan-windows      the same for Windows x86-64 (a mingw-w64 host profile), the
#                      test_package's programs run under wine64 (wine-run.sh)
#   highway-fallback   this project built with subprojects/highway.wrap instead of Debian's
#                      libhwy-dev (Meson downloads Highway's tarball from Debian's archive;
#                      skipped, saying so, only when Meson reports that it cannot reach it)
#
# REFERENCE_CLI is the reference `argon2` (empty: not found, skipped); MESON_VERSION the version
# of the Meson that configured the calling build, which must be the one on PATH: every route
# runs that Meson.
#
# Each program hashes and verifies a password; its PHC string must be the reference CLI's.
# With a compiler other than clang the module is not offered, and the CMake route checks that
# the package says why. A route whose tool is missing exits 77 (skipped, with the reason).
set -euo pipefail
route=$1
source_root=$(cd "$2" && pwd)
cxx=$3
reference_cli=$4
meson_version=$5
case "$cxx" in
  *clang++*) cc=${cxx/clang++/clang}; is_clang=1 ;;
  *g++*)     cc=${cxx/g++/gcc};       is_clang=0 ;;
  *) echo "unknown compiler $cxx"; exit 1 ;;
esac
consumers=$source_root/tests/packaging/consumers

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }
# Runs a command quietly; on failure shows its output and fails the route.
quiet() {
  local log=$work/last.log
  "$@" >"$log" 2>&1 || { cat "$log"; fail "$*"; }
}

[ -n "$reference_cli" ] && [ -x "$reference_cli" ] \
  || skip "the reference CLI \`argon2\` (Debian package argon2) is not on PATH"
found_meson=$(meson --version)
[ "$found_meson" = "$meson_version" ] \
  || fail "meson on PATH is $found_meson, the calling build's is $meson_version"
expected=$(printf '%s' password | "$reference_cli" somesalt -id -t 1 -k 64 -p 1 -e)
checked=0
check_program() {  # check_program LABEL PROGRAM
  local got
  got=$("$2") || fail "$1: exit status $?"
  [ "$got" = "$expected" ] || fail "$1: printed '$got', the reference CLI '$expected'"
  echo "ok   $1"
  checked=$((checked + 1))
}
check_programs() {  # check_programs LABEL BUILD_DIR: every app_* the consumer built
  local program
  for program in app_c app_header app_module; do
    if [ -x "$2/$program" ]; then
      check_program "$1 $program" "$2/$program"
    elif [ "$program" != app_module ] || [ "$is_clang" = 1 ]; then
      fail "$1: $program was not built"
    fi
  done
}

cmake_at_least_3_28() {
  command -v cmake >/dev/null || return 1
  local v
  v=$(cmake --version | sed -n 's/^cmake version \([0-9]*\.[0-9]*\).*/\1/p')
  [ "$(printf '%s\n3.28\n' "$v" | sort -V | head -1)" = 3.28 ]
}

# ---------------------------------------------------------------------------------------------
route_installed() {
  local prefix=$work/prefix
  quiet env CXX="$cxx" meson setup "$work/lib-build" "$source_root" --prefix "$prefix" \
    -Ddefault_library=both -Dtests=disabled -Dbench=disabled
  quiet meson compile -C "$work/lib-build"
  quiet meson install -C "$work/lib-build"
  local pcdir
  pcdir=$(dirname "$(find "$prefix" -name libargon2.pc)")
  export PKG_CONFIG_PATH=$pcdir

  # pkg-config by hand: what a Makefile does.
  local libdir
  libdir=$(pkg-config --variable=libdir libargon2)
  # shellcheck disable=SC2046
  quiet "$cc" "$consumers/app_c.c" -o "$work/app_c" $(pkg-config --cflags --libs libargon2) -Wl,-rpath,"$libdir"
  check_program "pkg-config: C" "$work/app_c"
  # shellcheck disable=SC2046
  quiet "$cxx" -std=c++20 "$consumers/app_header.cpp" -o "$work/app_header" \
    $(pkg-config --cflags --libs libargon2) -Wl,-rpath,"$libdir"
  check_program "pkg-config: C++ header" "$work/app_header"

  # A Meson project on pkg-config; the module under two different sets of consumer flags.
  local flags
  for flags in "--buildtype=debug" "--buildtype=release -Dcpp_std=gnu++20 -Dcpp_args=-fno-exceptions"; do
    rm -rf "$work/meson-consumer"
    # shellcheck disable=SC2086
    quiet env CC="$cc" CXX="$cxx" LDFLAGS="-Wl,-rpath,$libdir" meson setup "$work/meson-consumer" \
      "$consumers/meson" -Droute=installed $flags
    quiet meson compile -C "$work/meson-consumer"
    check_programs "meson on pkg-config ($flags):" "$work/meson-consumer"
  done

  if ! cmake_at_least_3_28; then
    skip "CMake 3.28 or later is needed for the CMake route (found: $(cmake --version 2>/dev/null | head -1))"
  fi
  # CMake, shared: header and C always; the module with clang. With another compiler, asking
  # for the module must fail at configure time with the reason.
  local cmake_args=(-G Ninja -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx"
                    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_RPATH="$libdir")
  if [ "$is_clang" = 1 ]; then
    # Consumer flags of its own (-O1, -pthread) reach the module's interface too.
    quiet cmake -S "$consumers/cmake" -B "$work/cmake-shared" "${cmake_args[@]}" \
      -DARGON2_REQUIRE_MODULE=ON -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS="-O1 -pthread"
  else
    if cmake -S "$consumers/cmake" -B "$work/cmake-refused" "${cmake_args[@]}" \
         -DARGON2_REQUIRE_MODULE=ON >"$work/refused.log" 2>&1; then
      fail "CMake: COMPONENTS module was accepted with $cxx"
    fi
    tr -s ' \n' ' ' <"$work/refused.log" | grep -q "argon2::module is unavailable: .*needs clang" \
      || { cat "$work/refused.log"; fail "CMake: no reason given for the missing module"; }
    echo "ok   CMake with $cxx: COMPONENTS module refused, saying why"
    quiet cmake -S "$consumers/cmake" -B "$work/cmake-shared" "${cmake_args[@]}"
    grep -q "argon2: no argon2::module: " "$work/last.log" || fail "CMake: no status line about the module"
  fi
  quiet cmake --build "$work/cmake-shared"
  check_programs "CMake:" "$work/cmake-shared"

  quiet cmake -S "$consumers/cmake" -B "$work/cmake-static" "${cmake_args[@]}" -DARGON2_LINK_STATIC=ON
  quiet cmake --build "$work/cmake-static"
  for program in app_c app_header; do
    if readelf -d "$work/cmake-static/$program" | grep -q 'libargon2\.so'; then
      fail "CMake static: $program links libargon2.so"
    fi
  done
  check_program "CMake static: C" "$work/cmake-static/app_c"
  check_program "CMake static: C++ header" "$work/cmake-static/app_header"

  # lib64, Meson's libdir on Debian without dpkg-dev: Debian's CMake and pkg-config do not look
  # there, so the documented way in (docs/packaging.md) is pointing them at it (argon2_DIR, PKG_CONFIG_PATH).
  local prefix64=$work/prefix-lib64
  quiet env CXX="$cxx" meson setup "$work/lib64-build" "$source_root" --prefix "$prefix64" \
    --libdir=lib64 -Dbackends=scalar -Dcli=false -Dmodule=disabled -Dtests=disabled -Dbench=disabled
  quiet meson install -C "$work/lib64-build"
  # shellcheck disable=SC2046
  quiet "$cc" "$consumers/app_c.c" -o "$work/app_c64" \
    $(PKG_CONFIG_PATH=$prefix64/lib64/pkgconfig pkg-config --cflags --libs libargon2) -Wl,-rpath,"$prefix64/lib64"
  check_program "lib64: pkg-config with PKG_CONFIG_PATH" "$work/app_c64"
  quiet cmake -S "$consumers/cmake" -B "$work/cmake-lib64" -G Ninja -DCMAKE_C_COMPILER="$cc" \
    -DCMAKE_CXX_COMPILER="$cxx" -Dargon2_DIR="$prefix64/lib64/cmake/argon2" -DCMAKE_BUILD_RPATH="$prefix64/lib64"
  quiet cmake --build "$work/cmake-lib64"
  check_program "lib64: CMake with argon2_DIR, C" "$work/cmake-lib64/app_c"
  check_program "lib64: CMake with argon2_DIR, C++ header" "$work/cmake-lib64/app_header"
}

# ---------------------------------------------------------------------------------------------
# The consumer of a wrap: its own copy of the Meson consumer, with subprojects/argon2.wrap.
meson_wrap_consumer() {  # meson_wrap_consumer LABEL [meson setup args...]
  local label=$1
  shift
  quiet env CC="$cc" CXX="$cxx" meson setup "$work/consumer/build" "$work/consumer" -Droute=wrap "$@"
  quiet meson compile -C "$work/consumer/build"
  # Of the tests, the subproject builds only those that need nothing beyond the build.
  local rooms
  rooms=$(cd "$work/consumer/build/subprojects" && ls -d -- */tests/* 2>/dev/null | sed 's|^[^/]*/||' | sort -u | paste -sd' ')
  [ "$rooms" = tests/standalone ] \
    || fail "$label: the subproject built the test rooms '$rooms', not tests/standalone alone"
  check_programs "$label" "$work/consumer/build"
}

route_wrap_file() {
  git -C "$source_root" rev-parse --git-dir >/dev/null 2>&1 || skip "meson dist needs a git checkout"
  # The tarball a release would publish: meson dist of what is committed.
  quiet env CXX="$cxx" meson setup "$work/dist-build" "$source_root" -Dtests=disabled -Dbench=disabled
  quiet meson dist -C "$work/dist-build" --no-tests --formats xztar --allow-dirty
  local tarball
  tarball=$(ls "$work/dist-build/meson-dist/"*.tar.xz)
  local version
  version=$(basename "$tarball" .tar.xz)
  version=${version#argon2-cpp-}

  setup_consumer
  mkdir -p "$work/consumer/subprojects/packagecache"
  cp "$tarball" "$work/consumer/subprojects/packagecache/"
  write_file_wrap "$version" "$(sha256sum "$tarball" | cut -d' ' -f1)"
  meson_wrap_consumer "wrap-file:" --wrap-mode=nodownload

  # The hash is checked: one wrong digit and Meson refuses the tarball.
  setup_consumer
  mkdir -p "$work/consumer/subprojects/packagecache"
  cp "$tarball" "$work/consumer/subprojects/packagecache/"
  write_file_wrap "$version" "$(sha256sum "$tarball" | cut -d' ' -f1 | tr '0-9a-f' '1-9a-f0')"
  if env CC="$cc" CXX="$cxx" meson setup "$work/consumer/build" "$work/consumer" -Droute=wrap \
       --wrap-mode=nodownload >"$work/badhash.log" 2>&1; then
    fail "wrap-file: a tarball with the wrong hash was accepted"
  fi
  grep -qi "hash" "$work/badhash.log" || { cat "$work/badhash.log"; fail "wrap-file: no hash error"; }
  echo "ok   wrap-file: a wrong source_hash is refused"
}

route_wrap_git() {
  git -C "$source_root" rev-parse --git-dir >/dev/null 2>&1 || skip "wrap-git needs a git checkout"
  quiet git clone -q "$source_root" "$work/clone"
  setup_consumer
  write_git_wrap "$work/clone" HEAD
  meson_wrap_consumer "wrap-git:"
  # The subproject compiles the module with its own cpp_std: a consumer on another standard
  # sets the subproject's to match (docs/packaging.md says so).
  rm -rf "$work/consumer/build"
  meson_wrap_consumer "wrap-git (gnu++20, release):" --buildtype=release -Dcpp_std=gnu++20 \
    -Dargon2:cpp_std=gnu++20
}

# The consumer project laid out as a user's: meson.build, meson_options.txt, and the programs
# beside it (the repository keeps them one level up, shared with the CMake consumer).
setup_consumer() {
  rm -rf "$work/consumer"
  mkdir -p "$work/consumer/subprojects"
  sed "s|'\.\./|'|" "$consumers/meson/meson.build" >"$work/consumer/meson.build"
  cp "$consumers/meson/meson_options.txt" "$consumers"/app_* "$work/consumer/"
}

# The wraps a user writes (docs/packaging.md shows these files), with the blanks filled in.
write_file_wrap() {  # write_file_wrap VERSION SHA256
  sed -e "s|@VERSION@|$1|g" -e "s|@URL@|https://releases.invalid/argon2-cpp|" -e "s|@SHA256@|$2|" \
    "$consumers/meson/wraps/argon2-file.wrap" >"$work/consumer/subprojects/argon2.wrap"
}
write_git_wrap() {  # write_git_wrap REPOSITORY REVISION
  sed -e "s|@REPOSITORY@|$1|" -e "s|@REVISION@|$2|" \
    "$consumers/meson/wraps/argon2-git.wrap" >"$work/consumer/subprojects/argon2.wrap"
}

# ---------------------------------------------------------------------------------------------
# check_test_package LABEL WANT: the test_package's lines in the last log, each program's PHC
# string the reference CLI's, WANT programs in all.
check_test_package() {
  local label=$1 want=$2 line programs=0
  while read -r line; do
    set -- $line
    [ "$6" = "$expected" ] || fail "$label: $4 $5 printed '$6', the reference CLI '$expected'"
    echo "ok   $label: test_package $4 $5"
    programs=$((programs + 1))
  done < <(grep -o "argon2-cpp test_package: ok .*" "$work/last.log" | tr -d '\r')
  [ "$programs" = "$want" ] || { cat "$work/last.log"; fail "$label: $programs programs ran, $want expected"; }
  checked=$((checked + programs))
}

# The Conan to run (ARGON2_CONAN, else the one on PATH, else ../shared/tools/conan), in a
# CONAN_HOME of this run's own.
use_conan() {
  conan=$(command -v conan || echo "$source_root/../shared/tools/conan")
  [ -n "${ARGON2_CONAN:-}" ] && conan=$ARGON2_CONAN
  [ -x "$conan" ] || skip "no Conan at $conan (set ARGON2_CONAN)"
  cmake_at_least_3_28 || skip "the Conan test_package needs CMake 3.28 or later"
  export CONAN_HOME=$work/conan-home
  quiet "$conan" profile detect
}

route_conan() {
  local conan
  use_conan
  local profile=$CONAN_HOME/profiles/default
  local compiler_name version
  if [ "$is_clang" = 1 ]; then
    compiler_name=clang
    version=$("$cxx" -dumpversion | cut -d. -f1)
  else
    compiler_name=gcc
    version=$("$cxx" -dumpversion | cut -d. -f1)
  fi
  cat >"$profile" <<EOF
[settings]
arch=x86_64
build_type=Release
compiler=$compiler_name
compiler.cppstd=20
compiler.libcxx=libstdc++11
compiler.version=$version
os=Linux

[platform_tool_requires]
meson/$meson_version

[conf]
tools.build:compiler_executables={'c': '$cc', 'cpp': '$cxx'}
tools.cmake.cmaketoolchain:generator=Ninja
tools.gnu:pkg_config=pkg-config
EOF
  local shared
  for shared in True False; do
    quiet "$conan" create "$source_root" -o "argon2-cpp/*:shared=$shared" --build=missing --no-remote
    check_test_package "conan create shared=$shared" "$([ "$is_clang" = 1 ] && echo 6 || echo 4)"
    # Meson's summary (wrapped over lines) lists the backends built: of the dependency-free
    # ones, per ISA tier the one the compiler's dispatch order reaches (backends=best), as this
    # build's backends/meson.build worked it out (ARGON2_BEST_WITHOUT_DEPENDENCIES).
    local best built
    best=$(tr ' ' '\n' <<<"${ARGON2_BEST_WITHOUT_DEPENDENCIES:?the test environment names best}" | sort | paste -sd' ')
    built=$(tr -s ' \n' ' ' <"$work/last.log" | sed -n 's/.* backends \{0,1\}: \(.*\) C++20 module.*/\1/p' \
      | tr ' ' '\n' | sed '/^$/d' | sort | paste -sd' ')
    [ "$built" = "$best" ] \
      || fail "conan shared=$shared: the default package built '$built', not best: '$best'"
    if [ "$is_clang" = 0 ]; then
      tr -s ' \n' ' ' <"$work/last.log" | grep -q "argon2: no argon2::module: the library was built by gcc" \
        || { cat "$work/last.log"; fail "conan: the test_package's CMake run did not say why there is no module"; }
      echo "ok   conan create shared=$shared: no argon2::module with $cxx, and the reason given"
    fi
  done
}

# ---------------------------------------------------------------------------------------------
route_highway_fallback() {
  # A copy of the source (tracked files), so the download lands in the copy's subprojects/.
  mkdir -p "$work/src"
  # One tar reads the whole list (xargs would start several, each writing its own archive).
  git -C "$source_root" ls-files -z |
    tar -C "$source_root" -cf - --null --no-recursion -T - | tar -xf - -C "$work/src"
  if ! env CXX="$cxx" meson setup "$work/hwy-build" "$work/src" --force-fallback-for=libhwy \
       -Dtests=disabled -Dbench=disabled -Dbackends=highway >"$work/last.log" 2>&1; then
    cat "$work/last.log"
    grep -Eq "urlopen error|Name or service not known|Temporary failure in name resolution|Network is unreachable" \
      "$work/last.log" && skip "Meson could not download Highway's tarball (no network)"
    fail "highway-fallback: meson setup"
  fi
  grep -q "Subproject highway finished" "$work/last.log" || fail "highway-fallback: the wrap was not used"
  quiet meson compile -C "$work/hwy-build"
  # Every Highway target this CPU runs (one backend each) must print the reference's string.
  local backend listed=0
  for backend in $("$work/hwy-build/argon2" --backends | awk -F'\t' '$1 ~ /^highway-/ && $2 == "supported" {print $1}'); do
    local got
    got=$(printf '%s' password | ARGON2_BACKEND=$backend "$work/hwy-build/argon2" somesalt -id -t 1 -k 64 -p 1 -e)
    [ "$got" = "$expected" ] || fail "highway-fallback: $backend printed '$got', the reference '$expected'"
    echo "ok   highway-fallback: $backend"
    checked=$((checked + 1))
    listed=1
  done
  [ "$listed" = 1 ] || fail "highway-fallback: no Highway target listed as supported"
}

# Conan for Windows: a mingw-w64 host profile on this Linux build machine (what an MSYS2 user's
# profile says, with the cross compilers named), shared and static, and the test_package's
# CMake and Meson consumers run under wine (wine-run.sh: the package's bin/ and the toolchain's
# runtime DLLs on the path, as in an MSYS2 shell).
route_conan_windows() {
  local tool conan
  for tool in x86_64-w64-mingw32-g++-posix /usr/lib/wine/wine64; do
    command -v "$tool" >/dev/null || skip "$tool is not installed (tools/setup-debian.sh installs it)"
  done
  use_conan
  cat >"$CONAN_HOME/profiles/windows" <<'EOF'
# [windows-profile]
[settings]
os=Windows
arch=x86_64
build_type=Release
compiler=gcc
compiler.version=12
compiler.libcxx=libstdc++11
compiler.threads=posix
compiler.exception=seh
compiler.cppstd=20

[conf]
tools.build:compiler_executables={'c': 'x86_64-w64-mingw32-gcc-posix', 'cpp': 'x86_64-w64-mingw32-g++-posix', 'rc': 'x86_64-w64-mingw32-windres'}
tools.cmake.cmaketoolchain:generator=Ninja
tools.gnu:pkg_config=pkg-config

[buildenv]
AR=x86_64-w64-mingw32-ar
STRIP=x86_64-w64-mingw32-strip
RC=x86_64-w64-mingw32-windres
# [/windows-profile]
EOF
  # The recipe's tool_requires("meson/..."), met offline by the Meson on PATH.
  printf '\n[platform_tool_requires]\nmeson/%s\n' "$meson_version" >>"$CONAN_HOME/profiles/windows"
  local runner="user.argon2-cpp:runner=sh $source_root/tests/packaging/wine-run.sh"
  # A Visual Studio profile is refused with the reason, before anything is built.
  sed -e 's/^compiler=gcc/compiler=msvc/' -e 's/^compiler.version=12/compiler.version=193/' \
      -e '/^compiler.libcxx/d' -e '/^compiler.threads/d' -e '/^compiler.exception/d' \
      -e 's/^compiler.cppstd=20/compiler.cppstd=20\ncompiler.runtime=dynamic/' \
      "$CONAN_HOME/profiles/windows" >"$CONAN_HOME/profiles/msvc"
  if "$conan" create "$source_root" -pr:h msvc -pr:b default --no-remote >"$work/last.log" 2>&1; then
    fail "conan-windows: a Visual Studio profile was accepted"
  fi
  grep -q "MSVC and clang-cl are not supported" "$work/last.log" \
    || { cat "$work/last.log"; fail "conan-windows: a Visual Studio profile was refused without the reason"; }
  echo "ok   conan create -pr:h msvc: refused, saying why"
  checked=$((checked + 1))

  local shared
  for shared in True False; do
    quiet "$conan" create "$source_root" -pr:h windows -pr:b default -o "argon2-cpp/*:shared=$shared" \
      -c "$runner" --build=missing --no-remote
    check_test_package "conan create (Windows, wine) shared=$shared" 4
    # Shared, the programs load the package's DLL; static, they do not.
    local program imports
    for program in "$source_root"/test_package/build/windows-gcc/{cmake,meson}/app_*.exe; do
      imports=$(x86_64-w64-mingw32-objdump -p "$program" | grep -c "DLL Name: libargon2-1.dll" || true)
      [ "$imports" = "$([ "$shared" = True ] && echo 1 || echo 0)" ] \
        || fail "conan-windows shared=$shared: $program imports libargon2-1.dll $imports times"
    done
    echo "ok   conan create (Windows) shared=$shared: the programs $([ "$shared" = True ] || echo "do not ")load libargon2-1.dll"
  done
}

case "$route" in
  installed) route_installed ;;
  highway-fallback) route_highway_fallback ;;
  wrap-file) route_wrap_file ;;
  wrap-git)  route_wrap_git ;;
  conan)     route_conan ;;
  conan-windows) route_conan_windows ;;
  *) echo "unknown route $route"; exit 1 ;;
esac
echo "$checked checks passed ($route, $cxx)"
