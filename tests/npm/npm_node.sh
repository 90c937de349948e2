#!/usr/bin/env bash
# The npm package under node (docs/wasm.md): built by its one command, then node_package.mjs
# under the node on PATH (Debian 13's own node 20 in the debian13 phase) and under Debian 12's
# own node 18 where tools/setup-debian.sh put it (.tools/node-18), and the engines without
# WebAssembly or without SIMD128. npm_package.sh takes it from there (npm pack, bundlers,
# browsers).
#   npm_node.sh SOURCE_ROOT BUILD_ROOT TEST_DATA
set -euo pipefail
src=$1 build=$2/npm-package test_data=$3
for need in clang++-19 wasm-ld-19 llvm-ar-19 node; do
  command -v "$need" >/dev/null || { echo "SKIPPED: $need not on PATH (tools/setup-debian.sh installs it)"; exit 77; }
done

package=$("$src/tools/build-npm-package.sh" "$build" | tail -n 1)
echo "package folder: $package"
hash_wasm=$src/bench/node/node_modules/hash-wasm
[ -d "$hash_wasm" ] || { echo "hash-wasm not installed in bench/node (tools/setup-debian.sh does it): its own results are not compared"; hash_wasm=; }
node18=$src/.tools/node-18/usr/bin/node
for run_node in node "$node18"; do
  [ "$run_node" = node ] || [ -x "$run_node" ] || continue
  library_path=${LD_LIBRARY_PATH:-}
  [ "$run_node" = node ] || library_path=$src/.tools/node-18/usr/lib/x86_64-linux-gnu
  echo "== node_package.mjs under node $(LD_LIBRARY_PATH=$library_path "$run_node" --version) ($run_node)"
  LD_LIBRARY_PATH=$library_path "$run_node" --expose-gc "$src/tests/npm/node_package.mjs" \
    "$package" "$src" "$test_data" $hash_wasm
done
# Engines without WebAssembly, and without SIMD128 (node 18 can switch it off).
node --no-expose-wasm "$src/tests/npm/node_engines.mjs" "$package" no-webassembly
if [ -x "$node18" ]; then
  LD_LIBRARY_PATH=$src/.tools/node-18/usr/lib/x86_64-linux-gnu "$node18" --no-experimental-wasm-simd \
    "$src/tests/npm/node_engines.mjs" "$package" no-simd128
else
  echo "(no node 18 in .tools/node-18: the scalar module chosen by feature detection is not run)"
fi
