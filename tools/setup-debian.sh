#!/usr/bin/env bash
# Installs the Debian 12 (bookworm) or 13 (trixie) packages a job needs. Idempotent.
#   setup-debian.sh build   building and running the library (the main job): compilers, Meson,
#                           Ninja, pkg-config, and the headers of the optional SIMD adapters
#   setup-debian.sh quick   also what the quick suite and the kernel tests need: Boost.Test, the
#                           reference library, CLI and argon2-cffi, libsodium (oracles),
#                           clang-format 19
#   setup-debian.sh system  quick's, and what the npm package's node test needs: the wasm32
#                           toolchain and Debian's node (the system phase: test-all.sh)
#   setup-debian.sh all     (the default) also every test and benchmark: Boost.Test, the
#                           reference library and CLI (oracles), Python's argon2-cffi (a real
#                           client), libsodium and Botan (peers), valgrind, the cross
#                           toolchains (wasm32; aarch64, armhf and s390x with qemu; mingw-w64
#                           with wine64), libc++, node and the npm peers (pinned
#                           by bench/node/package-lock.json), Chromium and the npm package's
#                           test tools (tests/npm/tools/package-lock.json), CMake 3.28+ from bookworm-backports
#                           with clang-scan-deps for the packaging tests, the Python packages
#                           that ../shared/tools/conan runs on, cpp-httplib, SQLite and wrk
#                           (the example login service and its load test), and a second Meson
#                           (1.7.0 from bookworm-backports, unpacked in .tools/, Debian's 1.0.1
#                           untouched) and the newest (sid's, unpacked in .tools/meson-newest):
#                           the test command runs its phases on all three
#   setup-debian.sh newest  on Debian sid only: quick's packages with sid's GCC and its newest
#                           clang in place of clang-19 (test-all.sh's sid phase)
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${1:-all}

build_packages=(
  clang-19 g++ meson ninja-build pkg-config    # toolchain (clang-19 for the module)
  dpkg-dev                                     # dpkg-architecture: Meson's Debian libdir (lib/<multiarch>)
  libhwy-dev libxsimd-dev                      # Highway and xsimd, for the *-highway, *-xsimd backends
)
quick_packages=(
  libboost-test-dev                            # Boost.Test
  libargon2-dev argon2 python3-argon2 python3  # the reference: differential oracle, CLI oracle, real client
  libsodium-dev                                # Salsa20's and scrypt's oracle
  clang-format-19 git                          # the format test (git lists the files)
  groff-base                                   # the man page rendered (test cli_help)
)
wasm_packages=(
  wasi-libc libc++-19-dev-wasm32 libclang-rt-19-dev-wasm32 lld-19 llvm-19  # the WebAssembly builds
)
test_packages=(
  libclang-rt-19-dev                           # libFuzzer and the ASan/UBSan/TSan runtimes
  libbotan-2-dev binutils                      # benchmark peer; objdump for the ISA probe
  valgrind                                     # callgrind regression net; memcheck constant-time check
  g++-aarch64-linux-gnu qemu-user              # the AArch64 NEON build, run under qemu
  g++-arm-linux-gnueabihf g++-s390x-linux-gnu  # 32-bit armhf (NEON) and big-endian s390x, under qemu
  g++-mingw-w64-x86-64-posix wine64            # Windows x86-64, run under wine
  git clang-tools-19                           # packaging tests: meson dist, wrap-git; clang-scan-deps
  curl                                         # exact files from Debian's pool: the dependency matrix, the newest Meson
  libcpp-httplib-dev libsqlite3-dev wrk        # the example login service and its load test
  libc++-19-dev libc++abi-19-dev               # the libcxx phase: clang on libc++ (macOS's library)
  clang-tidy-19 doxygen                        # tidy and api_reference tests (.clang-tidy, docs/Doxyfile)
  python3-requests python3-urllib3 python3-yaml python3-jinja2 python3-colorama  # Conan 2.8.1 from
  python3-fasteners python3-patch-ng python3-distro python3-dateutil            # ../shared/tools
  pylint yamllint python3-strictyaml           # ConanCenter's recipe linters (tests/packaging/conan_center.sh)
  chromium firefox-esr                         # the npm package in real browsers (tests/npm/browser)
)

# What differs between the releases: GCC 11 (ConanCenter's GCC, the gcc11 phase) is in Debian 12
# only; Debian 13's own CMake (3.31) and Meson (1.7.0) are the versions Debian 12 takes from
# bookworm-backports.
codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if [ "$profile" = newest ]; then
  case "$(cat /etc/debian_version)" in
    */sid) ;;
    *) echo "setup-debian.sh newest is for Debian sid, not $(cat /etc/debian_version)" >&2; exit 2 ;;
  esac
  # sid's newest clang: the clang-N with the highest N that its package lists name.
  $sudo apt-get update -q
  newest_clang=$(apt-cache pkgnames clang- | grep -E '^clang-[0-9]+$' | sort -V | tail -n 1)
  build_packages=("${build_packages[@]/clang-19/$newest_clang}")
  # clang-format stays out: the format test takes clang-format 19's verdict only.
  mapfile -t quick_packages < <(printf '%s\n' "${quick_packages[@]}" | grep -vx clang-format-19)
else
  case "$codename" in
    bookworm) test_packages+=(g++-11) ;;
    trixie) test_packages+=(cmake) ;;
    *) echo "setup-debian.sh knows Debian 12 (bookworm) and 13 (trixie), not '$codename'" >&2; exit 2 ;;
  esac
fi

case "$profile" in
  build) packages=("${build_packages[@]}") ;;
  quick|newest) packages=("${build_packages[@]}" "${quick_packages[@]}") ;;
  system) packages=("${build_packages[@]}" "${quick_packages[@]}" "${wasm_packages[@]}") ;;
  all)   packages=("${build_packages[@]}" "${quick_packages[@]}" "${wasm_packages[@]}" "${test_packages[@]}") ;;
  *) echo "usage: $0 [build|quick|system|all|newest]" >&2; exit 2 ;;
esac

apt_install() { DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "$@"; }

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "$profile" = all ] || [ "$profile" = system ]; then
  # node and npm may come from Debian's nodejs/npm packages or from another nodejs build.
  command -v node >/dev/null 2>&1 || missing+=(nodejs)
fi
if [ "$profile" = all ]; then
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
# Other Mesons, unpacked, never installed: .tools/meson-<version>/bin/meson runs one (its own
# mesonbuild beside the launcher, so nothing else is needed on PYTHONPATH).
unpack_meson() {  # unpack_meson DIR DEB: DEB's Meson in DIR
  rm -rf "$1"
  mkdir -p "$1/bin"
  dpkg-deb -x "$2" "$1/unpacked"
  local packages=$1/unpacked/usr/lib/python3/dist-packages
  cp "$1/unpacked/usr/bin/meson" "$packages/meson"
  ln -s "../unpacked/usr/lib/python3/dist-packages/meson" "$1/bin/meson"
  "$1/bin/meson" --version
}
# Meson 1.7.0, the Meson of Debian 13, from bookworm-backports on Debian 12 (on 13 Debian's own
# is that version: there the test command runs its phases on it).
second_meson=1.7.0-1~bpo12+1
second_meson_dir=.tools/meson-${second_meson%%-*}
if [ "$codename" = bookworm ] && [ ! -x "$second_meson_dir/bin/meson" ]; then
  with_backports
  download=$(mktemp -d)
  chmod 777 "$download"   # apt fetches as _apt
  (cd "$download" && apt-get download -q "meson=$second_meson")
  unpack_meson "$second_meson_dir" "$download"/meson_*.deb
  rm -rf "$download"
fi
# The newest Meson (what WrapDB's CI installs), from sid's pool by its exact file and sha256 (it
# runs on Debian 12's Python). To bump: the Filename and SHA256 of meson in sid's
# dists/sid/main/binary-all/Packages; sid's pool drops a version soon after a newer one arrives.
newest_meson=meson_1.12.1-2_all.deb
newest_meson_sha=3fdbe63dacb2ae5a973a44a5c6955dfd940e20bf8464a24fb9a58e01127a634c
newest_meson_dir=.tools/meson-newest
if [ ! -x "$newest_meson_dir/bin/meson" ] || [ "$(cat "$newest_meson_dir/deb" 2>/dev/null)" != "$newest_meson" ]; then
  download=$(mktemp -d)
  curl -fsS --retry 3 -o "$download/$newest_meson" "http://deb.debian.org/debian/pool/main/m/meson/$newest_meson"
  echo "$newest_meson_sha  $download/$newest_meson" | sha256sum -c --quiet -
  unpack_meson "$newest_meson_dir" "$download/$newest_meson"
  echo "$newest_meson" >"$newest_meson_dir/deb"
  rm -rf "$download"
fi

# argon2-rust (through @node-rs/argon2) and hash-wasm for the benchmark.
if [ ! -d bench/node/node_modules/@node-rs/argon2 ] || [ ! -d bench/node/node_modules/hash-wasm ]; then
  (cd bench/node && npm ci --no-audit --no-fund --loglevel=error)
fi
# Debian 12's own node 18 in .tools/node-18, beside the node on PATH (which may be another
# build, such as NodeSource's 20): the npm package claims node >= 18, and its node tests run on
# both. Debian's node loads some of its own JavaScript from packages of its own.
if [ "$profile" = all ] && [ "$codename" = bookworm ]; then
  node18_version=$(apt-cache madison nodejs | awk '$3 ~ /deb12/ {print $3; exit}')
  if [ -n "$node18_version" ] && [ "$(cat .tools/node-18/version 2>/dev/null)" != "$node18_version" ]; then
    apt_install node-acorn node-cjs-module-lexer node-undici libuv1 libc-ares2 libnghttp2-14 libicu72 libbrotli1
    download=$(mktemp -d)
    (cd "$download" && apt-get download -q "nodejs=$node18_version" "libnode108=$node18_version")
    rm -rf .tools/node-18
    for deb in "$download"/*.deb; do dpkg-deb -x "$deb" .tools/node-18; done
    echo "$node18_version" >.tools/node-18/version
    rm -rf "$download"
  fi
fi

# What the npm package's tests drive: playwright-core and puppeteer-core (Debian's Chromium and
# Firefox ESR, no browser download), TypeScript, Vite and webpack, pinned by
# tests/npm/tools/package-lock.json.
if [ ! -f tests/npm/tools/node_modules/.package-lock.json ] ||
   ! cmp -s tests/npm/tools/package-lock.json tests/npm/tools/node_modules/.installed-lock.json; then
  (cd tests/npm/tools && npm ci --no-audit --no-fund --loglevel=error && cp package-lock.json node_modules/.installed-lock.json)
fi
