#!/usr/bin/env bash
# Line coverage of the library by the committed fuzz corpora: every target (or those named)
# built with clang's source-based coverage in build-fuzz-coverage/ (ASan + UBSan as the
# campaigns run, every kernel set), each corpus with its regressions replayed once (-runs=0),
# the profiles merged,
# and the library's lines covered per folder printed as a Markdown table (the files under
# src/, backends/ and include/; the harness and the tests themselves are left out), after a
# line that says when, at which commit and with which command.
#   fuzz-coverage.sh [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
build=$root/build-fuzz-coverage
source tools/asan-options.sh

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in tests/fuzz/fuzz_*.cpp; do
    name=${f##*/fuzz_}
    name=${name%.cpp}
    [ "$name" = support ] || targets+=("$name")
  done
fi
# Meson's configure checks run programs built with the coverage flags; their profiles go to the
# build folder, not to default.profraw in the source tree.
export LLVM_PROFILE_FILE=$build/configure-%p.profraw
if [ ! -f "$build/build.ninja" ]; then
  CXX=clang++-19 meson setup "$build" "${asan_options[@]}" \
    -Dcpp_args='-fprofile-instr-generate -fcoverage-mapping' \
    -Dcpp_link_args='-fprofile-instr-generate' >/dev/null
fi
ninja -C "$build" "${targets[@]/#/tests/fuzz/fuzz_}" >/dev/null

profiles=$build/coverage
rm -rf "$profiles"
mkdir -p "$profiles"
objects=()
started=$(date +%s)
for t in "${targets[@]}"; do
  exe=$build/tests/fuzz/fuzz_$t
  python3 "$root/tests/fuzz/corpus.py" unpack "$root/tests/fuzz/corpus/$t.tar" "$profiles/corpus-$t"
  inputs=("$profiles/corpus-$t")
  [ -d "$root/tests/fuzz/regressions/$t" ] && inputs+=("$root/tests/fuzz/regressions/$t")
  LLVM_PROFILE_FILE="$profiles/$t.profraw" "$exe" -runs=0 "${inputs[@]}" >/dev/null 2>&1
  objects+=(-object "$exe")
done
echo "replayed ${#targets[@]} corpora in $(($(date +%s) - started)) s" >&2
# The table's first line: when, at which commit, with which command (bench/provenance.hpp).
echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') at commit $(python3 bench/source_commit.py):" \
  "\`tools/fuzz-coverage.sh${*:+ $*}\`; the committed corpora and regressions of ${#targets[@]}" \
  "targets replayed once each, lines of src/, backends/ and include/ covered."
echo
llvm-profdata-19 merge -sparse "$profiles"/*.profraw -o "$profiles/all.profdata"
llvm-cov-19 export -summary-only -instr-profile "$profiles/all.profdata" "${objects[@]:1}" \
  > "$profiles/summary.json"
python3 - "$profiles/summary.json" "$root" <<'PY'
import collections
import json
import os
import sys

summary, root = sys.argv[1], sys.argv[2]
folders = collections.OrderedDict()
for f in json.load(open(summary))["data"][0]["files"]:
    path = os.path.relpath(f["filename"], root)
    if path.startswith("..") or not path.startswith(("src/", "backends/", "include/")):
        continue
    folder = os.path.dirname(path)
    covered, count = folders.get(folder, (0, 0))
    lines = f["summary"]["lines"]
    if lines["count"] == 0:  # a header of declarations only
        continue
    folders[folder] = (covered + lines["covered"], count + lines["count"])
print("| folder | lines covered | lines | % |")
print("| --- | ---: | ---: | ---: |")
total_covered = total = 0
for folder in sorted(folders):
    covered, count = folders[folder]
    total_covered += covered
    total += count
    print(f"| `{folder}/` | {covered} | {count} | {100 * covered / max(count, 1):.1f} |")
print(f"| all | {total_covered} | {total} | {100 * total_covered / max(total, 1):.1f} |")
PY
