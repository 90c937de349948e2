#!/usr/bin/env bash
# A fuzzing campaign: every libFuzzer target (or those named) under ASan + UBSan, for a time or
# a number of executions each, with its dictionary (tests/fuzz/meson.build says which),
# value profiling and several jobs, starting from tests/fuzz/corpus/<target>.tar and
# tests/fuzz/regressions/<target>; then what it found merged (minimized) into the corpus (the
# archive packed again by tests/fuzz/corpus.py: git stores it as a delta), which
# the test command replays with the regressions. The regressions are read, never rewritten:
# an input that once found a bug stays by name. One line per
# target: executions, seconds, corpus size, findings. A finding is kept in
# build-asan/campaign/<target>/ (crash-*, leak-*, timeout-*, oom-*) and ends the campaign
# with exit status 1; rerun it as `build-asan/tests/fuzz/fuzz_<target> FILE`.
#   fuzz-campaign.sh [--seconds N | --runs N] [--jobs N] [TARGET...]
# --seconds: per target (default 600); --runs: executions per target, shared by the jobs.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

seconds=600 runs="" jobs=$(nproc) targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    -*) echo "unknown option $1 (--seconds N, --runs N, --jobs N)" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done

build=$root/build-asan  # the ASan + UBSan build of the test command (tools/test-all.sh asan)
source tools/asan-options.sh
if [ ! -f "$build/build.ninja" ]; then
  CXX=clang++-19 meson setup "$build" "${asan_options[@]}" >/dev/null
fi
if [ ${#targets[@]} -eq 0 ]; then
  for f in tests/fuzz/fuzz_*.cpp; do
    name=${f##*/fuzz_}
    name=${name%.cpp}
    [ "$name" = support ] || targets+=("$name")
  done
fi
ninja -C "$build" "${targets[@]/#/tests/fuzz/fuzz_}" >/dev/null

dictionary_of() {  # the -dict argument run_short.sh gets from tests/fuzz/meson.build
  case "$1" in
    phc_decode|verify|capi) echo "-dict=$root/tests/fuzz/dicts/phc.dict" ;;
    scrypt_decode) echo "-dict=$root/tests/fuzz/dicts/scrypt.dict" ;;
  esac
}

for t in "${targets[@]}"; do
  exe=$build/tests/fuzz/fuzz_$t
  [ -x "$exe" ] || { echo "no fuzz target $t in $build" >&2; exit 2; }
  archive=$root/tests/fuzz/corpus/$t.tar
  regressions=()
  [ -d "$root/tests/fuzz/regressions/$t" ] && regressions=("$root/tests/fuzz/regressions/$t")
  work=$build/campaign/$t
  rm -rf "$work"
  mkdir -p "$work/found"
  corpus=$work/corpus  # the archive's inputs, unpacked; packed again after the merge
  if [ -f "$archive" ]; then
    python3 "$root/tests/fuzz/corpus.py" unpack "$archive" "$corpus"
  else
    mkdir -p "$corpus"
  fi
  limit=(-max_total_time="$seconds")
  [ -n "$runs" ] && limit=(-runs=$(((runs + jobs - 1) / jobs)))
  dict=$(dictionary_of "$t")
  started=$(date +%s)
  status=0
  (cd "$work" && "$exe" "${limit[@]}" ${dict:+"$dict"} -use_value_profile=1 -jobs="$jobs" \
     -workers="$jobs" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
     -artifact_prefix="$work/" found "$corpus" "${regressions[@]}" >/dev/null 2>&1) || status=$?
  elapsed=$(($(date +%s) - started))
  executions=$(cat "$work"/fuzz-*.log 2>/dev/null |
               sed -n 's/^stat::number_of_executed_units: *//p' | awk '{s += $1} END {print s + 0}')
  findings=$(find "$work" -maxdepth 1 \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' \
             -o -name 'oom-*' \) | wc -l)
  if [ "$findings" -eq 0 ]; then
    # Minimized: only the inputs that add coverage beyond the regressions stay in the corpus
    # (the regressions start the merge as what is already kept, and leave it afterwards).
    mkdir -p "$work/merged"
    for r in "${regressions[@]}"; do cp "$r"/* "$work/merged"/; done
    "$exe" -merge=1 -use_value_profile=1 "$work/merged" "$corpus" "$work/found" >/dev/null 2>&1
    for r in "${regressions[@]}"; do
      for f in "$r"/*; do rm -f "$work/merged/${f##*/}"; done
    done
    find "$corpus" -type f -delete
    find "$work/merged" -type f -exec cp {} "$corpus"/ \;
    python3 "$root/tests/fuzz/corpus.py" pack "$corpus" "$archive" >/dev/null
  fi
  files=$(find "$corpus" -type f | wc -l)
  bytes=$(du -sb "$corpus" | cut -f1)
  echo "$t: $executions executions in $elapsed s ($jobs jobs), corpus $files files ($bytes bytes), findings $findings"
  if [ "$findings" -ne 0 ] || { [ "$status" -ne 0 ] && [ -z "$runs" ] && [ "$elapsed" -lt "$seconds" ]; }; then
    echo "$t: stopped (exit $status); its logs and inputs are in $work" >&2
    exit 1
  fi
done
