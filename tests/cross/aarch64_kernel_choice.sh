#!/usr/bin/env bash
# Which AArch64 kernels each CPU model is offered, under qemu-user:
#   aarch64_kernel_choice.sh SELFTEST TEST_DATA
# SHA3 is picked only where the kernel says the CPU has it: qemu's Cortex-A72 (Armv8.0) has
# not, and then neon-sha3 is unsupported (forcing it fails: see the self-test) and not chosen.
# Highway runs SVE2_128 only where SVE vectors are 128 bits: not at qemu's default 512.
set -euo pipefail
selftest=$1
test_data=$2
command -v qemu-aarch64 >/dev/null || { echo "SKIPPED: qemu-aarch64 (qemu-user) not on PATH"; exit 77; }
run() { qemu-aarch64 -L /usr/aarch64-linux-gnu -cpu "$@"; }
max=$(run max "$selftest" --list)
a72=$(run cortex-a72 "$selftest" --list)
printf 'cpu max:\n%s\ncpu cortex-a72:\n%s\n' "$max" "$a72"
grep -qx "neon-sha3 supported chosen" <<<"$max" ||
  { echo "FAIL: neon-sha3 is not chosen on a CPU with SHA3" >&2; exit 1; }
grep -qx "neon-sha3 unsupported" <<<"$a72" ||
  { echo "FAIL: neon-sha3 is offered on a CPU without SHA3" >&2; exit 1; }
grep -qx "highway-sve2_128 unsupported" <<<"$max" ||
  { echo "FAIL: highway-sve2_128 is offered where SVE vectors are not 128 bits" >&2; exit 1; }
# On the Armv8.0 CPU the kernels it has still pass the traces (no vector rows: 0 KiB).
run cortex-a72 "$selftest" --allow-unsupported "$test_data" 0 | tail -1
