#!/usr/bin/env bash
# A short fuzzing run for the test suite: the committed corpus and regressions plus whatever the
# fuzzer finds in SECONDS seconds (kept in WORK_DIR, not in the source tree). Prints libFuzzer's
# final statistics (executions, coverage) for SECURITY.md. Fails on any finding.
#   run_short.sh FUZZER WORK_DIR SECONDS [-dict=FILE] SEED_DIR...
# New inputs go to WORK_DIR, the first corpus directory; the seed directories are only read.
set -euo pipefail
fuzzer=$1 work=$2 seconds=$3
shift 3
mkdir -p "$work"
# A finding exits 1, not libFuzzer's default 77 (which Meson would count as skipped).
exec "$fuzzer" -max_total_time="$seconds" -print_final_stats=1 -timeout=20 -rss_limit_mb=4096 \
  -error_exitcode=1 -timeout_exitcode=1 -artifact_prefix="$work/" "$work" "$@"
