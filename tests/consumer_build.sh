#!/usr/bin/env bash
# Builds tests/consumer as its own project with this repository as its subproject, checks that
# the subproject built no tests, and runs the consumer's programs against the reference CLI.
set -euo pipefail
source_root=$1
compiler=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp -r "$source_root/tests/consumer/." "$work/"
mkdir -p "$work/subprojects"
ln -s "$source_root" "$work/subprojects/argon2-cpp"
CXX=$compiler meson setup "$work/build" "$work" >"$work/setup.log" 2>&1 || { cat "$work/setup.log"; exit 1; }
meson compile -C "$work/build" >"$work/compile.log" 2>&1 || { cat "$work/compile.log"; exit 1; }

# The subproject's tests stay off.
if ls "$work/build/subprojects/argon2-cpp/tests" >/dev/null 2>&1; then
  echo "FAIL: the subproject built its tests"; exit 1
fi

expected=$(printf '%s' password | /usr/bin/argon2 somesalt -id -t 1 -k 64 -p 1 -e)
status=0
for program in uses_header uses_module; do
  [ -x "$work/build/$program" ] || { [ "$program" = uses_module ] && [ "$compiler" != clang++-19 ] && continue; echo "FAIL: $program not built"; exit 1; }
  got=$("$work/build/$program")
  if [ "$got" = "$expected" ]; then echo "ok   $program: $got"; else echo "FAIL $program: $got != $expected"; status=1; fi
done
exit $status
