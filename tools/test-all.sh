#!/usr/bin/env bash
# Every test: set up, build with clang-19 (library, module, CLI, tests) and run the whole
# suite; build the header path with GCC 12 and run the suite there; then the suite again under
# ASan + UBSan (with a short run of every fuzzer) and under TSan (the setups in
# tests/meson.build say what each leaves out and why).
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/setup-debian.sh

[ -d build ] || CXX=clang++-19 meson setup build --buildtype=release
meson compile -C build
meson test -C build --print-errorlogs

[ -d build-gcc ] || CXX=g++ meson setup build-gcc --buildtype=release -Dmodule=disabled
meson compile -C build-gcc
meson test -C build-gcc --print-errorlogs

[ -d build-asan ] || CXX=clang++-19 meson setup build-asan --buildtype=debugoptimized \
  -Db_sanitize=address,undefined -Db_lundef=false -Dfuzz=true -Dbench=disabled
meson compile -C build-asan
meson test -C build-asan --setup asan --print-errorlogs

[ -d build-tsan ] || CXX=clang++-19 meson setup build-tsan --buildtype=debugoptimized \
  -Db_sanitize=thread -Db_lundef=false -Dbench=disabled
meson compile -C build-tsan
meson test -C build-tsan --setup tsan --print-errorlogs
