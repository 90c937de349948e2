#!/usr/bin/env bash
# The option that chooses the backends, and its old name: -Dbackends=best (the default), all, or
# names; -Dkernels=best|all still configures, with Meson's deprecation notice and our message,
# to what -Dbackends=best|all does; malformed values stop at setup with the reason. Configure
# only: the backends a configuration builds are its argon2_kernels_* targets.
#   option_names.sh SOURCE_ROOT CXX
set -euo pipefail
source_root=$1
cxx=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

setup() {  # setup ARGS...: meson setup's status, its log in $work/log
  rm -rf "$work/build"
  CXX=$cxx meson setup "$work/build" "$source_root" -Dtests=disabled -Dbench=disabled \
    -Dexamples=disabled -Dmodule=disabled -Dcli=false "$@" >"$work/log" 2>&1
}
sets() {  # the backends the configured build compiles
  meson introspect --targets "$work/build" | python3 -c '
import json, sys
print(" ".join(sorted(t["name"][len("argon2_kernels_"):] for t in json.load(sys.stdin)
                      if t["name"].startswith("argon2_kernels_"))))'
}
check() {  # check LABEL OK_STATUS TEXT
  if [ "$2" -eq 0 ]; then echo "ok   $1: $3"; else echo "FAIL $1: $3"; cat "$work/log"; status=1; fi
}

setup; best=$(sets)
setup -Dbackends=best; explicit_best=$(sets)
setup -Dbackends=all; all=$(sets)
[ -n "$best" ] && [ "$best" = "$explicit_best" ] && [ "$best" != "$all" ]
check "default" $? "best: $best; all: $all"

for value in best all; do
  expected=$best
  [ "$value" = all ] && expected=$all
  setup -Dkernels=$value
  got=$(sets)
  # Meson 1.0 quotes the name with ', 1.12 with ".
  [ "$got" = "$expected" ] && grep -q "DEPRECATION: Option .kernels. is deprecated" "$work/log" \
    && grep -q "Message: -Dkernels=$value is read as -Dbackends=$value" "$work/log"
  check "-Dkernels=$value (deprecated)" $? "builds what -Dbackends=$value does, and says so: $got"
done

setup -Dkernels=all -Dbackends=scalar,avx2-tuned
got=$(sets)
[ "$got" = "$(printf '%s\n' scalar avx2_tuned | sort | paste -sd' ')" ]
check "-Dkernels=all with names" $? "the names win: $got"

refused() {  # refused LABEL MESSAGE ARGS...
  local label=$1 message=$2
  shift 2
  ! setup "$@" && grep -qF -- "$message" "$work/log"
  check "$label" $? "refused at setup: $message"
}
refused "an unknown name" 'unknown backend "avx1024-magic"; kernel_sets.txt has: best all scalar' \
  -Dbackends=avx1024-magic
refused "best with names" "best stands alone" -Dbackends=best,scalar
refused "all with names" "all stands alone" -Dbackends=scalar,all
exit $status
