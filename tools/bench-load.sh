#!/usr/bin/env bash
# The full load run of the example login service (examples/login-service/load/login_load.py; the test login_load is
# its short form): wrk at 64 connections, 60 s per run, rounds alternating the memory governor
# on (512 MiB) and off, RFC 9106's second profile. Writes bench/results/load/{results.json,
# results.md,load.svg}. Extra arguments go to login_load.py (e.g. --rounds 3, --seconds 30).
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/setup-debian.sh
[ -d build ] || CXX=clang++-19 meson setup build --buildtype=release
ninja -C build examples/login-service/login-service argon2  # whichever Meson configured it
python3 examples/login-service/load/login_load.py build/examples/login-service/login-service build/argon2 \
  examples/login-service/load/login_load.lua --seconds 60 --users 400 --rounds 2 --out bench/results/load "$@"
