#!/usr/bin/env bash
# The xsimd version range (backends/meson.build): real xsimd headers presented through a .pc of
# this test's own under versions outside the range are left out with a message under
# -Dxsimd=auto and refused under -Dxsimd=enabled; the same headers under their own version build
# the xsimd kernel sets (the control: it shows the other two can fail).
#   xsimd_range.sh SOURCE_ROOT CXX
set -euo pipefail
source_root=$1
cxx=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

real_pc=$(pkg-config --path xsimd 2>/dev/null || true)
if [ -z "$real_pc" ]; then
  echo "FAIL no xsimd on PKG_CONFIG_PATH: this test needs real xsimd headers"
  exit 1
fi
real_version=$(pkg-config --modversion xsimd)
includedir=$(pkg-config --variable=includedir xsimd)

present() {  # present VERSION: a pkg-config folder whose xsimd.pc says VERSION
  mkdir -p "$work/pc-$1"
  printf '%s\n' "Name: xsimd" "Description: real headers, version $1 for this test" \
    "Version: $1" "Cflags: -I$includedir" >"$work/pc-$1/xsimd.pc"
  echo "$work/pc-$1"
}

setup() {  # setup VERSION XSIMD_FEATURE: meson setup's exit code; its log in $work/log
  rm -rf "$work/build"
  PKG_CONFIG_PATH=$(present "$1") CXX=$cxx meson setup "$work/build" "$source_root" \
    --fatal-meson-warnings -Dtests=disabled -Dbench=disabled -Dexamples=disabled \
    -Dmodule=disabled -Dcli=false -Dbackends=all -Dxsimd="$2" >"$work/log" 2>&1
}

xsimd_targets() {  # the names of the configured xsimd kernel-set targets
  meson introspect --targets "$work/build" \
    | python3 -c 'import json,sys; print(" ".join(t["name"] for t in json.load(sys.stdin) if "xsimd" in t["name"]))'
}

check() {  # check LABEL TEXT STATUS: an ok line for status 0, else a FAIL line and the log
  if [ "$3" -eq 0 ]; then echo "ok   $1: $2"; else echo "FAIL $1: $2"; cat "$work/log"; status=1; fi
}

# The control: the headers' own version builds the xsimd sets.
if setup "$real_version" auto && [ -n "$(xsimd_targets)" ]; then
  check "xsimd $real_version, auto" "built: $(xsimd_targets)" 0
else
  check "xsimd $real_version, auto" "the xsimd sets were not configured" 1
fi

for outside in 8.0.0 15.0.0; do
  message="xsimd $outside is outside the supported range"
  if setup "$outside" auto && grep -q "Message: $message" "$work/log" && [ -z "$(xsimd_targets)" ]; then
    check "xsimd $outside, auto" "left out, configure says: $message" 0
  else
    check "xsimd $outside, auto" "expected a configure that leaves the xsimd sets out with '$message'" 1
  fi
  if ! setup "$outside" enabled && grep -q "ERROR: .*$message" "$work/log"; then
    check "xsimd $outside, enabled" "refused: $(grep -o "$message.*" "$work/log")" 0
  else
    check "xsimd $outside, enabled" "expected meson setup to stop with '$message'" 1
  fi
done
exit $status
