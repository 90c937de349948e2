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
  # qemu's "max" CPU has every extension (SHA3, SVE2 among them), and with 128-bit SVE
  # vectors (sve-max-vq=1) every backend must run, highway-sve2_128 too.
  aarch64) qemu-aarch64 -cpu max,sve-max-vq=1 "$out/selftest_aarch64" "$shared" 256 | tee "$log" ;;
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
  # Highway runs SVE2_128 only where SVE vectors are 128 bits: not at qemu's default 512.
  grep -qx "highway-sve2_128 unsupported" "$out/backends-max.txt" ||
    { echo "FAIL: highway-sve2_128 is offered where SVE vectors are not 128 bits" >&2; exit 1; }
  qemu-aarch64 -cpu cortex-a72 "$out/selftest_aarch64" "$shared" 0 | tail -1

  # Timing under qemu means nothing, so the aarch64 kernels are compared by what they execute
  # per block: the instructions of each kernel loop (bench/kernel_loop: one compress per
  # iteration, straight-line code, plus a few for the loop), counted in the object code, with
  # the compress function where the compiler kept it apart; memory: loads and stores (the blocks
  # take 256, the rest is spilled state).
  echo "aarch64 kernels, static instructions per block (objdump of bench/kernel_loop's loops):"
  printf '%-18s %6s %5s %5s %5s %6s\n' backend total xar eor tbl memory
  for object in "$out"/loops/*.o; do
    # One object per backend; the Highway family's holds one loop per target, told apart by
    # Highway's namespace (N_NEON, N_SVE2_128) in the function names.
    aarch64-linux-gnu-objdump -d --no-show-raw-insn -C "$object" | awk -v file="$(basename "$object" .o)" '
      /^[0-9a-f]+ <.*kernel_loop_[a-z0-9_]*\(/ {
        name = file; gsub(/_/, "-", name)
        if (match($0, /::N_[A-Z0-9_]+::/)) name = name "-" tolower(substr($0, RSTART + 4, RLENGTH - 6))
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
fi
