#!/usr/bin/env bash
# Runs tests/unit/constant_time_check.cpp under valgrind memcheck: our comparison and decoding must
# give no error with the secret bytes undefined; the early-exit control must give some (otherwise
# this check could not fail).   constant_time.sh CHECK_PROGRAM
set -uo pipefail
program=$1
run() { valgrind --quiet --error-exitcode=99 --exit-on-first-error=no "$program" "$@" 2>&1; }

out=$(run); status=$?
echo "$out"
if [ $status -ne 0 ]; then
  echo "FAIL: memcheck saw secret-dependent branches or indexing (status $status)"; exit 1
fi
control=$(run --control); control_status=$?
if [ $control_status -ne 99 ] || ! grep -q 'depends on uninitialised value' <<<"$control"; then
  echo "$control"
  echo "FAIL: the early-exit control was not caught (status $control_status): the check is blind"; exit 1
fi
echo "ok: no secret-dependent branch or index in base64_decode + constant_time_equal;" \
     "the early-exit control was caught ($(grep -c 'depends on uninitialised' <<<"$control") reports)"
