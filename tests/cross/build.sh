#!/usr/bin/env bash
# Builds the library and the self-test (tests/cross/selftest.cpp) for another target, as plain
# compiler calls: Meson 1.0 cannot cross-build this and the native build in one tree.
#   build.sh wasm32  SOURCE_ROOT OUT_DIR [HIGHWAY_SOURCE]   clang-19 --target=wasm32-wasi
#       -msimd128 (Debian's wasi-libc, libc++-19-dev-wasm32, libclang-rt-19-dev-wasm32, lld-19);
#       backends: the table's wasm32 rows and scalar (and salsa20_table.txt's); also
#       argon2_bench.wasm, the benchmark's row.
#   build.sh aarch64 SOURCE_ROOT OUT_DIR [HIGHWAY_SOURCE]   aarch64-linux-gnu-g++
#       (g++-aarch64-linux-gnu), static, run with qemu-aarch64 (qemu-user); backends: the
#       table's aarch64 rows and scalar (and salsa20_table.txt's).
# HIGHWAY_SOURCE, Highway's source tree (the native build's subprojects/highway-1.0.3), adds the
# Highway family, with Highway's core (hwy/targets.cc) compiled for the target; - or none
# leaves the family out (a native build on Debian's libhwy has no source to cross-compile).
set -euo pipefail
target=$1
src=$2
out=$3
highway=${4:--}
mkdir -p "$out/obj"

# The backends come from backends/backend_table.txt: every row for this CPU family.
case "$target" in
  wasm32)
    cxx=(clang++-19 --target=wasm32-wasi -msimd128 -O2 -std=c++20 -fno-exceptions)
    compiler=clang
    link_flags=(-Wl,-z,stack-size=1048576)
    selftest=wasm_selftest.wasm
    ;;
  aarch64)
    cxx=(aarch64-linux-gnu-g++ -O2 -std=c++20 -pthread)
    compiler=gcc
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

# backend_table.hpp, as backends/meson.build generates it (backend_table.hpp.in).
table="$src/backends/backend_table.txt"
# A row for this CPU family replaces an "any" row of the same name (as in backends/meson.build).
rows=$(awk -v cpu="$target" 'NR == FNR { if ($3 == cpu) specific[$1] = 1; next }
  $1 !~ /^#/ && $1 != "order" && ($3 == cpu || ($3 == "any" && !($1 in specific)))' "$table" "$table")
if [ "$highway" = - ]; then
  rows=$(awk '$5 != "libhwy"' <<<"$rows")
  echo "Highway: not built (no Highway source given)"
fi
[ -n "$rows" ] || { echo "no backend for $target in $table" >&2; exit 2; }
vector_backends=$(awk '$2 == "vector" {n = $1; gsub(/-/, "_", n); printf "X(%s, \"%s\", %s) ", n, $1, $4}' <<<"$rows")
backend_families=$(awk '$2 == "family" {printf "X(%s) ", $1}' <<<"$rows")
family_defines=$(awk '$2 == "family" {printf "#define ARGON2_HAVE_%s_FAMILY 1\\n", toupper($1)}' <<<"$rows")
dispatch_order=$(awk -v c="$compiler" '$1 == "order" && $2 == c {for (i = 3; i <= NF; i++) printf "%s\"%s\"", (i > 3 ? ", " : ""), $i}' "$table")
# The Salsa20 kernels: salsa20_table.txt's rows for this CPU family and any.
salsa20_table="$src/backends/salsa20_table.txt"
salsa20_rows=$(awk -v cpu="$target" 'NR == FNR { if ($3 == cpu) specific[$1] = 1; next }
  $1 !~ /^#/ && $1 != "order" && NF >= 6 && ($3 == cpu || ($3 == "any" && !($1 in specific)))' "$salsa20_table" "$salsa20_table")
if [ "$highway" = - ]; then
  salsa20_rows=$(awk '$5 != "libhwy"' <<<"$salsa20_rows")
fi
salsa20_kernels=$(awk '$2 == "vector" {n = $1; gsub(/-/, "_", n); printf "X(%s, \"%s\", %s) ", n, $1, $4}' <<<"$salsa20_rows")
salsa20_families=$(awk '$2 == "family" {printf "X(%s) ", $1}' <<<"$salsa20_rows")
salsa20_order=$(awk -v c="$compiler" '$1 == "order" && $2 == c {for (i = 3; i <= NF; i++) printf "%s\"%s\"", (i > 3 ? ", " : ""), $i}' "$salsa20_table")
sed -e "s|@vector_backends@|$vector_backends|" -e "s|@backend_families@|$backend_families|" \
  -e "s|@family_defines@|$family_defines|" \
  -e "s|@dispatch_order@|$dispatch_order|" -e "s|@compiler@|$compiler|" \
  -e "s|@salsa20_kernels@|$salsa20_kernels|" -e "s|@salsa20_families@|$salsa20_families|" -e "s|@salsa20_dispatch_order@|$salsa20_order|" \
  "$src/backends/backend_table.hpp.in" >"$out/backend_table.hpp"

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
while read -r name kind cpu check needs source flags; do
  id=${name//-/_}
  # The flags are words without spaces; their quotes are part of the macro values.
  # shellcheck disable=SC2086
  extra=()
  if [ "$needs" = libhwy ]; then
    extra=(-isystem "$highway" -DHWY_STATIC_DEFINE)
  fi
  compile "$src/backends/$source" "backend_$id.o" -DARGON2_ISA="isa_$id" \
    -DARGON2_FILL_FUNCTION="fill_segments_$id" -DARGON2_FIRST_BLOCKS_FUNCTION="first_blocks_$id" \
    "${extra[@]}" $flags
done <<<"$rows"
while read -r name kind cpu check needs source flags; do
  id=${name//-/_}
  # shellcheck disable=SC2086
  extra=()
  if [ "$needs" = libhwy ]; then
    extra=(-isystem "$highway" -DHWY_STATIC_DEFINE)
  fi
  compile "$src/backends/$source" "salsa20_$id.o" -DARGON2_ISA="isa_salsa20_$id" \
    -DARGON2_SALSA20_ID="$id" "${extra[@]}" $flags
done <<<"$salsa20_rows"
# Highway's core, as subprojects/packagefiles/highway builds it natively.
if [ "$highway" != - ]; then
  for f in targets per_target; do
    compile "$highway/hwy/$f.cc" "highway_$f.o" -isystem "$highway" -DHWY_STATIC_DEFINE
  done
fi

library=("${objects[@]}")
compile "$src/tests/cross/selftest.cpp" selftest.o
"${cxx[@]}" "${objects[@]}" -o "$out/$selftest" "${link_flags[@]}"
echo "built $out/$selftest"

if [ "$target" = aarch64 ]; then
  # The vector kernels alone, as bench/kernel_loop compiles them natively: one object per
  # backend, kept apart from the library, for test.sh's static instruction counts per block.
  # (Not scalar: its permutation is a loop, so its static count is not what a block runs.)
  mkdir -p "$out/loops"
  while read -r name kind cpu check needs source flags; do
    id=${name//-/_}
    if [ "$kind" = family ]; then
      # shellcheck disable=SC2086
      "${cxx[@]}" -isystem "$highway" -DHWY_STATIC_DEFINE -DARGON2_ISA="isa_loop_$id" $flags \
        -c "$src/bench/kernel_loop/${id}_loop.cpp" -o "$out/loops/$id.o"
    else
      # shellcheck disable=SC2086
      "${cxx[@]}" -DARGON2_ISA="isa_loop_$id" -DARGON2_LOOP_FUNCTION="kernel_loop_$id" $flags \
        -c "$src/bench/kernel_loop/backend_loop.cpp" -o "$out/loops/$id.o"
    fi
  done <<<"$rows"
  echo "built $out/loops"
fi

if [ "$target" = wasm32 ]; then
  # The benchmark's module: a reactor (no main) exporting alloc/release/hash; up to 4 GiB.
  objects=("${library[@]}")
  compile "$src/bench/wasm_bench_exports.cpp" wasm_bench_exports.o
  "${cxx[@]}" -mexec-model=reactor "${objects[@]}" -o "$out/argon2_bench.wasm" \
    "${link_flags[@]}" -Wl,--max-memory=4294967296
  echo "built $out/argon2_bench.wasm"
fi
