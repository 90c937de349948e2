#!/usr/bin/env bash
# Formatting: every C and C++ source as .clang-format says, with clang-format 19 (older ones
# format concepts and lambdas differently); .clang-format-ignore names the exceptions.
#   format.sh SOURCE_ROOT CLANG_FORMAT
# CLANG_FORMAT empty (not found on PATH): skipped, saying so (exit 77).
set -euo pipefail
source_root=$1 clang_format=${2:-}
if [ -z "$clang_format" ]; then
  echo "SKIPPED: clang-format-19 not found on PATH (tools/setup-debian.sh installs it)"
  exit 77
fi
cd "$source_root"
patterns=('*.c' '*.h' '*.cpp' '*.hpp' '*.cppm')  # not the .in templates: @name@ is not C++
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -d '' sources < <(git ls-files -z -- "${patterns[@]}")
else  # a release tarball: the project's own folders
  names=()
  for p in "${patterns[@]}"; do names+=(-o -name "$p"); done
  mapfile -d '' sources < <(find backends bench cli cross harness include modules src tests \
    test_package -type f \( "${names[@]:1}" \) -print0 2>/dev/null)
fi
[ "${#sources[@]}" -gt 0 ] || { echo "no sources found under $source_root" >&2; exit 1; }
if "$clang_format" --dry-run -Werror "${sources[@]}"; then
  echo "${#sources[@]} files formatted as .clang-format says"
else
  echo "to fix: clang-format-19 -i on the files named above" >&2
  exit 1
fi
