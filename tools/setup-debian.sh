#!/usr/bin/env bash
# Installs every Debian 12 package the build, the tests and the benchmarks need. Idempotent.
set -euo pipefail

packages=(
  clang-19 g++ meson ninja-build pkg-config    # toolchain (clang-19 for the module)
  libboost-test-dev                            # Boost.Test
  libargon2-dev argon2 python3-argon2 python3  # the reference: differential oracle, CLI oracle, real client
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
