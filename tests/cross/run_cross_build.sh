#!/usr/bin/env bash
# The native build's `cross` suite: a cross build of this source with one of cross/*.ini, inside
# the native build folder, and its own tests (tests/cross/meson.build) under the cross file's
# emulator, exactly as a user would run them:
#   meson setup --cross-file cross/NAME.ini BUILD && meson test -C BUILD
#   run_cross_build.sh NAME SOURCE_ROOT BUILD_ROOT TEST_DATA MESON_VERSION BACKENDS
# The Meson on PATH must be the one that configured the native build (MESON_VERSION); the
# cross build compiles the backends the native one asked for (-Dbackends=BACKENDS: best, all or
# names; names of another CPU family are skipped there).
set -euo pipefail
name=$1
src=$2
build=$3/cross/$name
test_data=$4
meson_version=$5
backends=$6

# The toolchain and the emulator each cross file names.
case "$name" in
  aarch64-linux) needs=(aarch64-linux-gnu-g++ qemu-aarch64) ;;
  armhf-linux) needs=(arm-linux-gnueabihf-g++ qemu-arm) ;;
  s390x-linux) needs=(s390x-linux-gnu-g++ qemu-s390x) ;;
  x86_64-w64-mingw32) needs=(x86_64-w64-mingw32-g++-posix /usr/lib/wine/wine64) ;;
  x86_64-w64-mingw32-clang) needs=(clang++-19 x86_64-w64-mingw32-g++-posix /usr/lib/wine/wine64) ;;
  wasm32-wasi) needs=(clang++-19 llvm-ar-19 node) ;;
  *) needs=() ;;
esac
# A cross file layered on another (its header says so): Meson reads them in order.
cross_files=()
case "$name" in
  x86_64-w64-mingw32-clang) cross_files+=(--cross-file "$src/cross/x86_64-w64-mingw32.ini") ;;
esac
cross_files+=(--cross-file "$src/cross/$name.ini")
for need in "${needs[@]}"; do
  command -v "$need" >/dev/null || { echo "SKIPPED: $need not on PATH (tools/setup-debian.sh installs it)"; exit 77; }
done
found=$(meson --version)
[ "$found" = "$meson_version" ] || { echo "FAIL: meson on PATH is $found, the native build's is $meson_version"; exit 1; }

if [ -f "$build/build.ninja" ]; then
  meson setup --reconfigure "$build" "$src" "${cross_files[@]}" -Dtest_data="$test_data" \
    -Dbackends="$backends"
else
  meson setup "$build" "$src" "${cross_files[@]}" -Dtest_data="$test_data" \
    -Dbackends="$backends" --fatal-meson-warnings
fi
meson compile -C "$build"
meson test -C "$build" --print-errorlogs
