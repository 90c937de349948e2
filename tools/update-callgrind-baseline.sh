#!/usr/bin/env bash
# Rewrites bench/callgrind-baseline.json with the instruction counts of today's build. Run it
# only when a change is meant to move them, and say in the commit message why they moved.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d build ] || CXX=clang++-19 meson setup build --buildtype=release
meson compile -C build
python3 tests/perf/callgrind_instruction_counts.py build/tests/perf/icount_hash build/argon2 bench/callgrind-baseline.json --update
