#!/usr/bin/env bash
# tools/bench-backends.sh on smoke settings, natively only: one in-cache repetition of the
# dispatched and every forced backend and one kernel-loop round, written twice as the clang and
# GCC runs the renderer expects; then bench/render_backends.py over them. No timing is asserted.
#   backends_render.sh RENDER_SCRIPT OUT_DIR ARGON2_BENCH ARGON2_KERNEL_LOOP
set -euo pipefail
render=$1 out=$2 bench=$3 loop=$4
rm -rf "$out"
for compiler in clang gcc; do
  "$bench" --configs in-cache-1MiB-t64-p1 --reps 1 --settle-ms 0 --arms 'ours*' --out "$out/$compiler"
  "$loop" 1 >"$out/$compiler/kernel-loop.md"
done
python3 "$render" "$out"
head -n 1 "$out/summary.md"
grep -c '^| `scalar` |' "$out/summary.md"
