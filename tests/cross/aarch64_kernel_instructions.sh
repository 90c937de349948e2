#!/usr/bin/env bash
# The AArch64 kernels compared by what they execute per block (timing under qemu means
# nothing): the instructions of each kernel loop (bench/kernel_loop: one compress per
# iteration, straight-line code, plus a few for the loop), counted in the object code, with
# the compress function where the compiler kept it apart; memory: loads and stores (the blocks
# take 256, the rest is spilled state).
#   aarch64_kernel_instructions.sh OBJDUMP LIBKERNEL_LOOP_<ID>.a...
# Not scalar, nor Highway's fallback target (SCALAR or EMU128, compiled where the static target
# is left out: it runs the same portable kernel): its permutation is a loop, so its static
# count is not what a block runs.
set -euo pipefail
objdump=$1
shift
printf '%-18s %6s %5s %5s %5s %6s\n' backend total xar eor tbl memory
for archive in "$@"; do
  id=$(basename "$archive" .a)
  id=${id#libkernel_loop_}
  [ "$id" != scalar ] || continue
  # One archive per backend; the Highway family's holds one loop per target, told apart by
  # Highway's namespace (N_NEON, N_SVE2_128) in the function names.
  "$objdump" -d --no-show-raw-insn -C "$archive" | awk -v file="$id" '
    /^[0-9a-f]+ <.*kernel_loop_[a-z0-9_]*\(/ {
      name = file; gsub(/_/, "-", name)
      if (match($0, /::N_[A-Z0-9_]+::/)) name = name "-" tolower(substr($0, RSTART + 4, RLENGTH - 6))
      if (name ~ /-(scalar|emu128)$/) { inside = 0; next }
      if (!(name in total)) order[++names] = name
      inside = 1; next
    }
    /^$/ { inside = 0 }
    inside && /^ +[0-9a-f]+:\t/ {
      total[name]++
      if ($2 == "xar") xar[name]++
      if ($2 == "eor") eor[name]++
      if ($2 == "tbl") tbl[name]++
      if ($2 ~ /^(ld|st)/) memory[name]++
    }
    END {
      if (names == 0) { print "FAIL: " file ": no kernel loop found" > "/dev/stderr"; exit 1 }
      for (i = 1; i <= names; i++) {
        n = order[i]
        printf "%-18s %6d %5d %5d %5d %6d\n", n, total[n], xar[n], eor[n], tbl[n], memory[n]
        if (total[n] < 500) { print "FAIL: " n ": no kernel loop found" > "/dev/stderr"; exit 1 }
        if (n == "neon-sha3" && xar[n] < 100) { print "FAIL: neon-sha3 does not use xar" > "/dev/stderr"; exit 1 }
      }
    }'
done
