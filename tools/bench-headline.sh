#!/usr/bin/env bash
# The README's performance table in one argon2-bench run: ours built with every backend
# (build/, -Dbackends=all) and the default build (build-best/, -Dbackends=best, loaded as a
# libargon2-compatible library) beside argon2-rust, the reference C, libsodium and Botan, on the
# README's configurations; then bench/results/headline/ (results.md with every arm's min and
# max, results.json, summary.md) and the README's table from summary.md. Extra arguments go to
# argon2-bench (e.g. --reps 11).
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/setup-debian.sh
[ -d build ] || CXX=clang++-19 meson setup build --buildtype=release -Dbackends=all
[ -d build-best ] || CXX=clang++-19 meson setup build-best --buildtype=release -Dbackends=best \
  -Dtests=disabled -Dbench=disabled -Dexamples=disabled -Dcli=false
meson compile -C build argon2-bench
meson compile -C build-best
build/bench/argon2-bench \
  --configs 64MiB-t1-p1,64MiB-t3-p1,64MiB-t1-p4,256MiB-t1-p1,in-cache-1MiB-t64-p1,owasp-19MiB-t2-p1 \
  --reps 7 --arms ours,extra-1,argon2-rust,reference-c,libsodium,botan --no-backends \
  --extra-lib "ours, default build (-Dbackends=best)=build-best/libargon2.so.1" \
  --out bench/results/headline "$@"
python3 bench/render_charts.py bench/results/headline
python3 tests/lint/doc_excerpts.py README.md . --write
