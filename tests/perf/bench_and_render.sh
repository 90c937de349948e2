#!/usr/bin/env bash
# A benchmark on its smoke settings, then its renderer over what it wrote: the tables and
# charts that docs/performance.md publishes come from that script, so it runs here too.
#   bench_and_render.sh RENDER_SCRIPT OUT_DIR BENCH [BENCH_ARGS...]
set -euo pipefail
render=$1 out=$2
shift 2
"$@" --out "$out"
python3 "$render" "$out"
head -n 1 "$out/summary.md"
