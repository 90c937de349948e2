#!/usr/bin/env bash
# The API reference: Doxygen over include/argon2/ (docs/Doxyfile), every public declaration
# documented, any warning an error. Writes the HTML to OUT_DIR (a temporary folder if none).
#   api_reference.sh SOURCE_ROOT BUILD_ROOT DOXYGEN VERSION [OUT_DIR]
# DOXYGEN empty (not found on PATH): skipped, saying so (exit 77).
set -euo pipefail
source_root=$1 build_root=$2 doxygen=${3:-} version=$4 out=${5:-}
if [ -z "$doxygen" ]; then
  echo "SKIPPED: doxygen not found on PATH (tools/setup-debian.sh installs it)"
  exit 77
fi
if [ -z "$out" ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"
export ARGON2_VERSION=$version ARGON2_DOCS_OUT=$out ARGON2_SOURCE_ROOT=$source_root
export ARGON2_BUILD_INCLUDE=$build_root/include
export ARGON2_VERSION_HEADER=$build_root/include/argon2/version.hpp
log=$out/doxygen.log
if "$doxygen" "$source_root/docs/Doxyfile" >"$log" 2>&1 && ! grep -q . "$log"; then
  echo "API reference: $(find "$out/html" -name '*.html' | wc -l) pages, every public declaration documented ($out/html)"
else
  sed "s|$source_root/||" "$log"
  echo "FAIL: Doxygen reported the above (docs/Doxyfile: undocumented public declarations are errors)" >&2
  exit 1
fi
