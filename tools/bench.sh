#!/usr/bin/env bash
# The whole comparison: set up, build (release), run argon2-bench over every configuration and
# the memory sweep, write bench/results/{results.md,results.json,*.svg}. Extra arguments go to
# argon2-bench (e.g. --reps 11, --type i, --extra-lib /path/to/libargon2.so.1).
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/setup-debian.sh
[ -d build ] || CXX=clang++-19 meson setup build --buildtype=release
meson compile -C build

# Our WebAssembly build, for its rows: the cross build the test suite runs (cross/wasm32-wasi.ini),
# whose bench/argon2_bench.wasm the benchmark loads.
wasm=build/cross/wasm32-wasi
[ -f "$wasm/build.ninja" ] || meson setup "$wasm" . --cross-file cross/wasm32-wasi.ini
meson compile -C "$wasm" bench/argon2_bench.wasm
build/bench/argon2-bench --sweep --out bench/results "$@"
python3 bench/render_charts.py bench/results
