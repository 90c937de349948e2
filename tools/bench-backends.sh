#!/usr/bin/env bash
# docs/backends.md's figures in one run: every backend side by side, under both compilers we
# build with, in cache (argon2-bench, 1 MiB, t=64, every compiled backend forced in turn beside
# the dispatched one) and alone (argon2-kernel-loop); the WebAssembly module's backends under
# node beside hash-wasm; and the AArch64 backends by the instructions one block runs (timing
# under qemu means nothing: the `kernel_instructions` cross test's count). Writes
# bench/results/backends/{clang,gcc,wasm}/, aarch64-instructions.txt and summary.md, then the
# tables in docs/backends.md.
#   bench-backends.sh [REPS]   (argon2-bench repetitions and kernel-loop rounds, default 15)
# Builds it needs and lacks: build/ (clang, -Dbackends=all), build-gcc/ (GCC 12, the same),
# build/cross/wasm32-wasi and build/cross/aarch64-linux (cross/*.ini).
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${1:-15}
out=bench/results/backends

bash tools/setup-debian.sh
setup() {  # setup DIR CXX [MESON_ARGS...]: configures DIR once
  local dir=$1 cxx=$2
  shift 2
  [ -f "$dir/build.ninja" ] || CXX=$cxx meson setup "$dir" . --buildtype=release -Dbackends=all "$@"
}
setup build clang++-19
setup build-gcc g++-12 -Dexamples=disabled -Dtests=disabled
setup build/cross/wasm32-wasi clang++-19 --cross-file cross/wasm32-wasi.ini
setup build/cross/aarch64-linux clang++-19 --cross-file cross/aarch64-linux.ini
meson compile -C build argon2:executable argon2-bench argon2-kernel-loop
meson compile -C build-gcc argon2:executable argon2-bench argon2-kernel-loop
meson compile -C build/cross/wasm32-wasi bench/argon2_bench.wasm
meson compile -C build/cross/aarch64-linux argon2-kernel-loop

rm -rf "$out"
mkdir -p "$out"
for compiler in clang gcc; do
  dir=build
  [ "$compiler" = clang ] || dir=build-gcc
  # Every backend this build compiled and this CPU runs: the dispatched one as the arm "ours",
  # each other as its own forced arm.
  arms=ours
  while read -r name state chosen; do
    [ "$state" = supported ] && [ -z "$chosen" ] && arms+=",ours-$name"
  done < <("$dir/argon2" --backends)
  "$dir/bench/argon2-bench" --configs in-cache-1MiB-t64-p1 --reps "$reps" --arms "$arms" \
    --out "$out/$compiler"
  "$dir/bench/argon2-kernel-loop" "$reps" | tee "$out/$compiler/kernel-loop.md"
done
# The wasm arms run the module build/ was configured to load: build/cross/wasm32-wasi's.
build/bench/argon2-bench --configs in-cache-1MiB-t64-p1 --reps "$reps" \
  --arms 'ours-wasm*,hash-wasm' --out "$out/wasm"
{
  aarch64-linux-gnu-g++ --version | head -n 1
  bash tests/cross/aarch64_kernel_instructions.sh aarch64-linux-gnu-objdump \
    build/cross/aarch64-linux/bench/libkernel_loop_*.a
} | tee "$out/aarch64-instructions.txt"

python3 bench/render_backends.py "$out"
python3 tests/lint/doc_excerpts.py README.md . --write
