#!/usr/bin/env bash
# Builds the library and the self-test (tests/cross/selftest.cpp) for another target, as plain
# compiler calls: Meson 1.0 cannot cross-build this and the native build in one tree.
#   build.sh wasm32  SOURCE_ROOT OUT_DIR   clang-19 --target=wasm32-wasi -msimd128 (Debian's
#       wasi-libc, libc++-19-dev-wasm32, libclang-rt-19-dev-wasm32, lld-19); backends
#       wasm-simd128 and scalar; also argon2_bench.wasm, the benchmark's row.
#   build.sh aarch64 SOURCE_ROOT OUT_DIR   aarch64-linux-gnu-g++ (g++-aarch64-linux-gnu), static,
#       run with qemu-aarch64 (qemu-user); backends neon-stdsimd and scalar.
set -euo pipefail
target=$1
src=$2
out=$3
mkdir -p "$out/obj"

case "$target" in
  wasm32)
    cxx=(clang++-19 --target=wasm32-wasi -msimd128 -O2 -std=c++20 -fno-exceptions)
    backend_id=wasm_simd128
    backend_source="$src/backends/generic/fill_vector.cpp"
    backend_flags=('-DARGON2_VECTOR_HEADER="backends/wasm/wasm128_vector.hpp"' -DARGON2_VECTOR=wasm128_vector)
    link_flags=(-Wl,-z,stack-size=1048576)
    selftest=wasm_selftest.wasm
    ;;
  aarch64)
    cxx=(aarch64-linux-gnu-g++ -O2 -std=c++20 -pthread)
    backend_id=neon_stdsimd
    backend_source="$src/backends/stdsimd/fill_stdsimd.cpp"
    backend_flags=(-DARGON2_LANES=4)
    link_flags=(-static)
    selftest=selftest_aarch64
    ;;
  *) echo "unknown target $target" >&2; exit 2 ;;
esac
cxx+=(-DNDEBUG -I"$src/include" -I"$src" -I"$out")

# argon2/version.hpp, as Meson generates it from project(version: ...).
version=$(sed -n "s/^  version: '\([0-9.]*\)',$/\1/p" "$src/meson.build" | head -1)
[ -n "$version" ] || { echo "no project version in $src/meson.build" >&2; exit 2; }
IFS=. read -r major minor patch <<<"$version"
mkdir -p "$out/argon2"
sed -e "s/@major@/$major/" -e "s/@minor@/$minor/" -e "s/@patch@/$patch/" -e "s/@version@/$version/" \
  "$src/include/argon2/version.hpp.in" >"$out/argon2/version.hpp"

upper=$(echo "$backend_id" | tr a-z A-Z)
printf '// %s build: the %s backend (plus scalar, always there).\n#define ARGON2_HAVE_%s 1\n' \
  "$target" "$backend_id" "$upper" > "$out/backends_config.hpp"

objects=()
compile() {  # compile SOURCE OBJECT [FLAGS...]
  local source=$1 object=$2
  shift 2
  "${cxx[@]}" "$@" -c "$source" -o "$out/obj/$object"
  objects+=("$out/obj/$object")
}
# Every ISA-free source of the library (the same files meson.build lists).
for layer in api core runtime capi; do
  for f in "$src/src/$layer"/*.cpp; do
    compile "$f" "${layer}_$(basename "$f" .cpp).o"
  done
done
compile "$src/backends/scalar/fill_scalar.cpp" backend_scalar.o -DARGON2_ISA=isa_scalar
compile "$backend_source" "backend_$backend_id.o" -DARGON2_ISA="isa_$backend_id" \
  -DARGON2_FILL_FUNCTION="fill_segments_$backend_id" \
  -DARGON2_FIRST_BLOCKS_FUNCTION="first_blocks_$backend_id" "${backend_flags[@]}"

library=("${objects[@]}")
compile "$src/tests/cross/selftest.cpp" selftest.o
"${cxx[@]}" "${objects[@]}" -o "$out/$selftest" "${link_flags[@]}"
echo "built $out/$selftest"

if [ "$target" = wasm32 ]; then
  # The benchmark's module: a reactor (no main) exporting alloc/release/hash; up to 4 GiB.
  objects=("${library[@]}")
  compile "$src/bench/wasm_bench_exports.cpp" wasm_bench_exports.o
  "${cxx[@]}" -mexec-model=reactor "${objects[@]}" -o "$out/argon2_bench.wasm" \
    "${link_flags[@]}" -Wl,--max-memory=4294967296
  echo "built $out/argon2_bench.wasm"
fi
