#!/usr/bin/env bash
# Meson test: build the library for another target and run the self-test there
# (wasm32: node's WASI; aarch64: qemu-aarch64); on aarch64 also the static instruction counts
# of its kernels.   test.sh TARGET SOURCE_ROOT BUILD_DIR SHARED_DIR HIGHWAY_SOURCE|-
set -euo pipefail
target=$1
src=$2
out=$3/cross/$target
shared=$4
highway=${5:--}
case "$target" in
  wasm32) needs=(/usr/lib/wasm32-wasi/libc.a /usr/lib/llvm-19/lib/wasm32-wasi/libc++.a /usr/bin/node) ;;
  aarch64) needs=(/usr/bin/aarch64-linux-gnu-g++ /usr/bin/qemu-aarch64) ;;
esac
for need in "${needs[@]}"; do
  if [ ! -e "$need" ]; then
    echo "SKIPPED: $need missing (tools/setup-debian.sh installs it)"
    exit 77
  fi
done
bash "$src/tests/cross/build.sh" "$target" "$src" "$out" "$highway"
log=$out/selftest.log
case "$target" in
  wasm32) node --no-warnings "$src/tests/cross/run_wasi.mjs" "$out/wasm_selftest.wasm" "$shared" | tee "$log" ;;
  # Emulated, so the vector rows stop at 256 KiB (the 64 MiB+ ones take minutes under qemu).
  # qemu's "max" CPU has every extension (SHA3 among them), so every backend must run.
  aarch64) qemu-aarch64 -cpu max "$out/selftest_aarch64" "$shared" 256 | tee "$log" ;;
esac
if grep -q "not run: this CPU cannot run it" "$log"; then
  echo "FAIL: a backend was left out; every backend must run here" >&2
  exit 1
fi

if [ "$target" = aarch64 ]; then
  # SHA3 is picked only where the kernel says the CPU has it: qemu's Cortex-A72 (Armv8.0) has
  # not, and then neon-sha3 is unsupported (forcing it fails: see the self-test) and not chosen.
  qemu-aarch64 -cpu max "$out/selftest_aarch64" --list | tee "$out/backends-max.txt"
  qemu-aarch64 -cpu cortex-a72 "$out/selftest_aarch64" --list | tee "$out/backends-a72.txt"
  grep -qx "neon-sha3 supported chosen" "$out/backends-max.txt" ||
    { echo "FAIL: neon-sha3 is not chosen on a CPU with SHA3" >&2; exit 1; }
  grep -qx "neon-sha3 unsupported" "$out/backends-a72.txt" ||
    { echo "FAIL: neon-sha3 is offered on a CPU without SHA3" >&2; exit 1; }
  qemu-aarch64 -cpu cortex-a72 "$out/selftest_aarch64" "$shared" 0 | tail -1

  # Timing under qemu means nothing, so the aarch64 kernels are compared by what they execute
  # per block: the instructions of each kernel loop (bench/kernel_loop: one compress per
  # iteration, straight-line code, plus a few for the loop), counted in the object code, with
  # the compress function where the compiler kept it apart; stack: loads and stores of spilled
  # state (sp-relative).
  echo "aarch64 kernels, static instructions per block (objdump of bench/kernel_loop's loops):"
  printf '%-16s %6s %5s %5s %5s %5s\n' backend total xar eor tbl stack
  for object in "$out"/loops/*.o; do
    aarch64-linux-gnu-objdump -d --no-show-raw-insn -C "$object" | awk -v file="$(basename "$object" .o)" '
      /^[0-9a-f]+ <.*kernel_loop_[a-z0-9_]*\(/ { inside = 1; next }
      /^$/ { inside = 0 }
      inside && /^ +[0-9a-f]+:\t/ {
        total++
        if ($2 == "xar") xar++
        if ($2 == "eor") eor++
        if ($2 == "tbl") tbl++
        if ($0 ~ /\[sp/) stack++
      }
      END {
        name = file; gsub(/_/, "-", name); if (name == "highway") name = "highway-neon"
        printf "%-16s %6d %5d %5d %5d %5d\n", name, total, xar, eor, tbl, stack
        if (total < 500) { print "FAIL: " name ": no kernel loop found" > "/dev/stderr"; exit 1 }
        if (name == "neon-sha3" && xar < 100) { print "FAIL: neon-sha3 does not use xar" > "/dev/stderr"; exit 1 }
      }'
  done
fi
