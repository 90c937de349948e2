#!/usr/bin/env bash
# clang-tidy-19 over the library's translation units as this build compiles them (its
# compile_commands.json): src/, cli/, the kernel sets (generated under the build folder) and
# Highway's family, with the checks .clang-tidy names, every finding an error.
#   tidy.sh SOURCE_ROOT BUILD_ROOT CLANG_TIDY
# CLANG_TIDY empty (not found on PATH): skipped, saying so (exit 77).
set -euo pipefail
source_root=$1 build_root=$2 clang_tidy=${3:-}
if [ -z "$clang_tidy" ]; then
  echo "SKIPPED: clang-tidy-19 not found on PATH (tools/setup-debian.sh installs it)"
  exit 77
fi
mapfile -t units < <(python3 - "$source_root" "$build_root" <<'PY'
import json, os, sys
root, build = (os.path.realpath(p) for p in sys.argv[1:3])
wanted = [os.path.join(root, d) for d in ("src", "cli", "backends")] + [os.path.join(build, "backends")]
seen = set()
for entry in json.load(open(os.path.join(build, "compile_commands.json"))):
    path = os.path.realpath(os.path.join(entry["directory"], entry["file"]))
    if path.endswith(".cpp") and any(path.startswith(w + os.sep) for w in wanted) and path not in seen:
        seen.add(path)
        print(path)
PY
)
[ "${#units[@]}" -gt 0 ] || { echo "no library translation units in $build_root/compile_commands.json" >&2; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if printf '%s\0' "${units[@]}" |
   xargs -0 -n 4 -P "$(nproc)" "$clang_tidy" -p "$build_root" --quiet >"$log" 2>&1; then
  echo "${#units[@]} translation units clean under .clang-tidy"
else
  grep -E "(warning|error):" "$log" | sort -u
  echo "to fix: the findings above (.clang-tidy says which checks and why)" >&2
  exit 1
fi
