#!/usr/bin/env bash
# A short fuzzing run for the test suite: the committed seeds plus whatever the fuzzer finds in
# SECONDS seconds (kept in WORK_DIR, not in the source tree). Prints libFuzzer's final
# statistics (executions, coverage) for SECURITY.md. Fails on any finding.
#   run_short.sh FUZZER SEED_DIR WORK_DIR SECONDS [DICTIONARY]
set -euo pipefail
fuzzer=$1 seeds=$2 work=$3 seconds=$4
dictionary=()
[ $# -ge 5 ] && dictionary=(-dict="$5")
mkdir -p "$work"
# A finding exits 1, not libFuzzer's default 77 (which Meson would count as skipped).
exec "$fuzzer" -max_total_time="$seconds" -print_final_stats=1 -timeout=20 -rss_limit_mb=4096 \
  -error_exitcode=1 -timeout_exitcode=1 \
  "${dictionary[@]}" -artifact_prefix="$work/" "$work" "$seeds"
