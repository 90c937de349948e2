#!/usr/bin/env bash
# Every test: set up, build with clang-19 (library, module, CLI, tests) and run the whole
# suite; then build the header path with GCC 12 and run the suite there too.
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/setup-debian.sh

[ -d build ] || CXX=clang++-19 meson setup build --buildtype=release
meson compile -C build
meson test -C build --print-errorlogs

[ -d build-gcc ] || CXX=g++ meson setup build-gcc --buildtype=release -Dmodule=disabled
meson compile -C build-gcc
meson test -C build-gcc --print-errorlogs
