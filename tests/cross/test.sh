#!/usr/bin/env bash
# Meson test: build the library for another target and run the self-test there
# (wasm32: node's WASI; aarch64: qemu-aarch64).   test.sh TARGET SOURCE_ROOT BUILD_DIR SHARED_DIR
set -euo pipefail
target=$1
src=$2
out=$3/cross/$target
shared=$4
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
bash "$src/tests/cross/build.sh" "$target" "$src" "$out"
case "$target" in
  wasm32) node --no-warnings "$src/tests/cross/run_wasi.mjs" "$out/wasm_selftest.wasm" "$shared" ;;
  # Emulated, so the vector rows stop at 256 KiB (the 64 MiB+ ones take minutes under qemu).
  aarch64) qemu-aarch64 "$out/selftest_aarch64" "$shared" 256 ;;
esac
