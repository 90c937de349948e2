#!/usr/bin/env bash
# Meson test: build the WebAssembly modules, then run the self-test under node's WASI.
#   test.sh SOURCE_ROOT BUILD_DIR SHARED_DIR
set -euo pipefail
src=$1
out=$2/wasm
shared=$3
for need in /usr/lib/wasm32-wasi/libc.a /usr/lib/llvm-19/lib/wasm32-wasi/libc++.a; do
  if [ ! -e "$need" ]; then
    echo "SKIPPED: $need missing (Debian packages wasi-libc, libc++-19-dev-wasm32, libclang-rt-19-dev-wasm32, lld-19)"
    exit 77
  fi
done
command -v node >/dev/null || { echo "SKIPPED: node is not installed"; exit 77; }
bash "$src/tests/wasm/build.sh" "$src" "$out"
node --no-warnings "$src/tests/wasm/run_wasi.mjs" "$out/wasm_selftest.wasm" "$shared"
