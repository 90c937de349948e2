#!/usr/bin/env bash
# Option combinations that cannot work stop at `meson setup` with the reason, instead of
# failing later at link time.   setup_refusals.sh SOURCE_ROOT CXX
set -euo pipefail
source_root=$1
cxx=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

refused() {  # refused LABEL EXPECTED_MESSAGE [meson setup args...]
  local label=$1 message=$2
  shift 2
  rm -rf "$work/build"
  if CXX=$cxx meson setup "$work/build" "$source_root" -Dtests=disabled -Dbench=disabled "$@" \
       >"$work/log" 2>&1; then
    echo "FAIL $label: meson setup accepted $*"
    status=1
  elif grep -qF -- "$message" "$work/log"; then
    echo "ok   $label: refused at setup: $message"
  else
    echo "FAIL $label: refused without the reason '$message':"
    cat "$work/log"
    status=1
  fi
}

case "$cxx" in
  *clang++*)
    refused "fuzz without a sanitizer" "-Dfuzz=true needs a sanitizer and lazy symbols" -Dfuzz=true
    refused "fuzz without lazy symbols" "-Dfuzz=true needs a sanitizer and lazy symbols" \
      -Dfuzz=true -Db_sanitize=address
    ;;
  *)
    refused "fuzz with $cxx" "-Dfuzz=true needs clang" -Dfuzz=true
    refused "module with $cxx" "The C++20 module needs clang" -Dmodule=enabled
    ;;
esac
exit $status
