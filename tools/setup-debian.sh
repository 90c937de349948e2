#!/usr/bin/env bash
# Installs the Debian 12 packages a job needs. Idempotent.
#   setup-debian.sh build   building and running the library (the main job): compilers, Meson,
#                           Ninja, pkg-config, and the headers of the optional SIMD adapters
#   setup-debian.sh all     (the default) also every test and benchmark: Boost.Test, the
#                           reference library and CLI (oracles), Python's argon2-cffi (a real
#                           client), libsodium and Botan (peers), valgrind, the cross
#                           toolchains (wasm32; aarch64, armhf and s390x with qemu; mingw-w64
#                           with wine64), libc++, node and the npm peers (pinned
#                           by bench/node/package-lock.json), CMake 3.28+ from bookworm-backports
#                           with clang-scan-deps for the packaging tests, the Python packages
#                           that ../shared/tools/conan runs on, cpp-httplib, SQLite and wrk
#                           (the example login service and its load test), and a second Meson
#                           (1.7.0 from bookworm-backports, unpacked in .tools/, Debian's 1.0.1
#                           untouched): the test command runs its phases on both
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${1:-all}

build_packages=(
  clang-19 g++ meson ninja-build pkg-config    # toolchain (clang-19 for the module)
  dpkg-dev                                     # dpkg-architecture: Meson's Debian libdir (lib/<multiarch>)
  libhwy-dev libxsimd-dev                      # Highway and xsimd, for the *-highway, *-xsimd backends
)
test_packages=(
  libclang-rt-19-dev                           # libFuzzer and the ASan/UBSan/TSan runtimes
  libboost-test-dev                            # Boost.Test
  libargon2-dev argon2 python3-argon2 python3  # the reference: differential oracle, CLI oracle, real client
  libsodium-dev libbotan-2-dev binutils        # benchmark peers; objdump for the ISA probe
  valgrind                                     # callgrind regression net; memcheck constant-time check
  wasi-libc libc++-19-dev-wasm32 libclang-rt-19-dev-wasm32 lld-19 llvm-19  # the WebAssembly SIMD128 build
  g++-aarch64-linux-gnu qemu-user              # the AArch64 NEON build, run under qemu
  g++-arm-linux-gnueabihf g++-s390x-linux-gnu  # 32-bit armhf (NEON) and big-endian s390x, under qemu
  g++-mingw-w64-x86-64-posix wine64            # Windows x86-64, run under wine
  git clang-tools-19                           # packaging tests: meson dist, wrap-git; clang-scan-deps
  g++-11                                       # the gcc11 phase: ConanCenter's GCC
  libcpp-httplib-dev libsqlite3-dev wrk        # the example login service and its load test
  libc++-19-dev libc++abi-19-dev               # the libcxx phase: clang on libc++ (macOS's library)
  clang-format-19 clang-tidy-19 doxygen        # format, tidy and api_reference tests (.clang-format,
                                               # .clang-tidy, docs/Doxyfile)
  python3-requests python3-urllib3 python3-yaml python3-jinja2 python3-colorama  # Conan 2.8.1 from
  python3-fasteners python3-patch-ng python3-distro python3-dateutil            # ../shared/tools
)

case "$profile" in
  build) packages=("${build_packages[@]}") ;;
  all)   packages=("${build_packages[@]}" "${test_packages[@]}") ;;
  *) echo "usage: $0 [build|all]" >&2; exit 2 ;;
esac

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
apt_install() { DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "$@"; }

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "$profile" = all ]; then
  # node and npm may come from Debian's nodejs/npm packages or from another nodejs build.
  command -v node >/dev/null 2>&1 || missing+=(nodejs)
  command -v npm >/dev/null 2>&1 || missing+=(npm)
fi
if [ "${#missing[@]}" -gt 0 ]; then
  $sudo apt-get update -q
  apt_install "${missing[@]}"
fi

[ "$profile" = all ] || exit 0

# From bookworm-backports (only what is named is taken from there): CMake 3.28 or later, which
# imports an installed C++ module, and Meson 1.7.0, the Meson most users have, beside Debian's.
with_backports() {
  if ! grep -rqs "bookworm-backports" /etc/apt/sources.list /etc/apt/sources.list.d/; then
    printf '%s\n' 'Types: deb' 'URIs: http://deb.debian.org/debian' 'Suites: bookworm-backports' \
      'Components: main' 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg' \
      | $sudo tee /etc/apt/sources.list.d/bookworm-backports.sources >/dev/null
    $sudo apt-get update -q
  elif [ -z "$(apt-cache madison meson | grep bookworm-backports)" ]; then
    $sudo apt-get update -q
  fi
}
cmake_version=""
if command -v cmake >/dev/null 2>&1; then
  cmake_version=$(cmake --version | sed -n 's/^cmake version \([0-9]*\.[0-9]*\).*/\1/p')
fi
if [ -z "$cmake_version" ] || [ "$(printf '%s\n3.28\n' "$cmake_version" | sort -V | head -1)" != 3.28 ]; then
  with_backports
  apt_install -t bookworm-backports cmake
fi
# The second Meson, unpacked, never installed: .tools/meson-<version>/bin/meson runs it (its own
# mesonbuild beside the launcher, so nothing else is needed on PYTHONPATH).
second_meson=1.7.0-1~bpo12+1
second_meson_dir=.tools/meson-${second_meson%%-*}
if [ ! -x "$second_meson_dir/bin/meson" ]; then
  with_backports
  download=$(mktemp -d)
  chmod 777 "$download"   # apt fetches as _apt
  (cd "$download" && apt-get download -q "meson=$second_meson")
  rm -rf "$second_meson_dir"
  mkdir -p "$second_meson_dir/bin"
  dpkg-deb -x "$download"/meson_*.deb "$second_meson_dir/unpacked"
  rm -rf "$download"
  packages=$second_meson_dir/unpacked/usr/lib/python3/dist-packages
  cp "$second_meson_dir/unpacked/usr/bin/meson" "$packages/meson"
  ln -s "../unpacked/usr/lib/python3/dist-packages/meson" "$second_meson_dir/bin/meson"
  "$second_meson_dir/bin/meson" --version
fi

# argon2-rust (through @node-rs/argon2) and hash-wasm for the benchmark.
if [ ! -d bench/node/node_modules/@node-rs/argon2 ] || [ ! -d bench/node/node_modules/hash-wasm ]; then
  (cd bench/node && npm ci --no-audit --no-fund --loglevel=error)
fi
