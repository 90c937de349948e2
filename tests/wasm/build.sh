#!/usr/bin/env bash
# Builds the library, the scalar and wasm-simd128 backends and the self-test for wasm32-wasi
# with SIMD128 (clang-19 and Debian's wasi-libc, libc++-19-dev-wasm32,
# libclang-rt-19-dev-wasm32, lld-19), as plain compiler calls: Meson 1.0 cannot cross-build this
# and the native build in one tree. Makes wasm_selftest.wasm (the test) and argon2_bench.wasm
# (the benchmark's row).   build.sh SOURCE_ROOT OUT_DIR
set -euo pipefail
src=$1
out=$2
mkdir -p "$out/obj"
cxx=(clang++-19 --target=wasm32-wasi -msimd128 -O2 -std=c++20 -fno-exceptions
     -DNDEBUG -I"$src/include" -I"$out")

cat > "$out/backends_config.hpp" <<'CONFIG'
// wasm32 build: the SIMD128 backend (plus scalar, always there).
#define ARGON2_HAVE_WASM_SIMD128 1
CONFIG

objects=()
compile() {  # compile SOURCE OBJECT [FLAGS...]
  local source=$1 object=$2
  shift 2
  "${cxx[@]}" "$@" -c "$source" -o "$out/obj/$object"
  objects+=("$out/obj/$object")
}
for f in base64 blake2b blake2b_long engine errors hasher operations phc random secure; do
  compile "$src/src/core/$f.cpp" "core_$f.o"
done
for f in arena cpu_features dispatch fill_runner; do
  compile "$src/src/runtime/$f.cpp" "runtime_$f.o"
done
compile "$src/src/capi/argon2_capi.cpp" capi.o
compile "$src/backends/scalar/fill_scalar.cpp" backend_scalar.o -DARGON2_ISA=isa_scalar
compile "$src/backends/generic/fill_vector.cpp" backend_wasm_simd128.o -DARGON2_ISA=isa_wasm_simd128 \
  -DARGON2_FILL_FUNCTION=fill_segment_wasm_simd128 \
  '-DARGON2_VECTOR_HEADER="../wasm/wasm128_vector.hpp"' -DARGON2_VECTOR=wasm128_vector
library=("${objects[@]}")
compile "$src/tests/wasm/wasm_selftest.cpp" selftest.o
"${cxx[@]}" "${objects[@]}" -o "$out/wasm_selftest.wasm" -Wl,-z,stack-size=1048576
echo "built $out/wasm_selftest.wasm"

# The benchmark's module: a reactor (no main) exporting alloc/release/hash; up to 4 GiB of memory.
objects=("${library[@]}")
compile "$src/tests/wasm/bench_exports.cpp" bench_exports.o
"${cxx[@]}" -mexec-model=reactor "${objects[@]}" -o "$out/argon2_bench.wasm" \
  -Wl,-z,stack-size=1048576 -Wl,--max-memory=4294967296
echo "built $out/argon2_bench.wasm"
