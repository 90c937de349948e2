#!/usr/bin/env bash
# Installs every Debian 12 package the build, the tests and the benchmarks need, and the
# benchmark's npm peers (pinned by bench/node/package-lock.json). Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  clang-19 g++ meson ninja-build pkg-config    # toolchain (clang-19 for the module)
  libclang-rt-19-dev                           # libFuzzer and the ASan/UBSan/TSan runtimes
  libboost-test-dev                            # Boost.Test
  libhwy-dev                                   # Highway, for the *-highway backends
  libxsimd-dev                                 # xsimd, for the *-xsimd backends
  libargon2-dev argon2 python3-argon2 python3  # the reference: differential oracle, CLI oracle, real client
  libsodium-dev libbotan-2-dev binutils        # benchmark peers; objdump for the ISA probe
  valgrind                                     # callgrind regression net; memcheck constant-time check
  wasi-libc libc++-19-dev-wasm32 libclang-rt-19-dev-wasm32 lld-19  # the WebAssembly SIMD128 build
  g++-aarch64-linux-gnu qemu-user              # the AArch64 NEON build, run under qemu
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# node and npm may come from Debian's nodejs/npm packages or from another nodejs build.
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ "${#missing[@]}" -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# argon2-rust (through @node-rs/argon2) and hash-wasm for the benchmark.
if [ ! -d bench/node/node_modules/@node-rs/argon2 ] || [ ! -d bench/node/node_modules/hash-wasm ]; then
  (cd bench/node && npm ci --no-audit --no-fund --loglevel=error)
fi
