#!/usr/bin/env bash
# The dependency matrix: the xsimd and Highway kernel sets built against exact versions of both,
# one row per Debian release's pair (what its users build with), each row passing the
# known-answer traces (kat), the adapters and the differential against the reference for the
# sets it built. A row whose build has a warning, or that built and passed no set of xsimd or no
# set of Highway, fails. A table of the rows is printed at the end.
#   dependency-matrix.sh [--out DIR] [ROW...]   rows: debian12 debian13 sid (default: all)
# --out DIR also writes the table to DIR/summary.md under a line that says when, at which commit,
# with which command and where it ran (docs/backends.md shows bench/results/dependency-matrix's).
# Runs with the Meson and the C++ compiler it finds (meson on PATH, CXX; clang++-19 by default).
set -euo pipefail
shopt -s inherit_errexit  # a failed download or build inside $(...) stops the script
cd "$(dirname "$0")/.."

# Exact versions, from Debian's pool (the one registry here): xsimd as its -dev package (headers
# only), Highway as the .orig.tar.gz of its source package (the same bytes as the GitHub archive
# ConanCenter's recipe names), whose core subprojects/packagefiles/highway builds. To bump a row:
# take the new libxsimd-dev's Filename and SHA256 from dists/<suite>/main/binary-amd64/Packages,
# the new highway_<version>.orig.tar.gz and its sha256 from dists/<suite>/main/source/Sources
# (or `apt-cache showsrc highway`), then run this script. Debian drops a version from the pool
# some time after a newer one replaces it; the download then fails, and the row must be bumped.
pool=http://deb.debian.org/debian/pool/main
declare -A xsimd_deb xsimd_sha highway_version highway_sha
xsimd_deb[debian12]=libxsimd-dev_8.1.0-7_amd64.deb
xsimd_sha[debian12]=5ee562aa083ddfbb991a741da4ce164878d8f5ef30a250df3e6e1688562dc53f
highway_version[debian12]=1.0.3
highway_sha[debian12]=566fc77315878473d9a6bd815f7de78c73734acdcb745c3dde8579560ac5440e
xsimd_deb[debian13]=libxsimd-dev_13.2.0-1_amd64.deb
xsimd_sha[debian13]=60878acfc02bfca76e8c31d53a1b9fdff490c319e53f620f4327c9786eaf631f
highway_version[debian13]=1.2.0
highway_sha[debian13]=7e0be78b8318e8bdbf6fa545d2ecb4c90f947df03f7aadc42c1967f019e63343
xsimd_deb[sid]=libxsimd-dev_14.3.0-1_amd64.deb
xsimd_sha[sid]=db8e1d6e030df0c8be04be1b5e0b7b23d5cc056a57180d074bb4716f787cdf79
highway_version[sid]=1.3.0
highway_sha[sid]=07b3c1ba2c1096878a85a31a5b9b3757427af963b1141ca904db2f9f4afe0bc2

out=
if [ "${1:-}" = --out ]; then
  out=$2
  shift 2
fi
command="tools/dependency-matrix.sh${out:+ --out $out}${*:+ $*}"
started=$(date -u '+%Y-%m-%d %H:%M UTC')
commit=$(python3 bench/source_commit.py .)
rows=("$@")
[ "${#rows[@]}" -gt 0 ] || rows=(debian12 debian13 sid)
cxx=${CXX:-clang++-19}
deps=$PWD/.tools/deps
mkdir -p "$deps"

fetch() {  # fetch URL SHA256: the file in $deps, downloaded once and checked every time
  local url=$1 sha=$2 file=$deps/${1##*/}
  if [ ! -f "$file" ]; then
    curl -fsS --retry 3 -o "$file.part" "$url"
    mv "$file.part" "$file"
  fi
  echo "$sha  $file" | sha256sum -c --quiet - || { rm -f "$file"; echo "checksum mismatch: $url" >&2; return 1; }
}

# xsimd's headers, unpacked from the package, and a .pc of ours naming them.
xsimd_headers() {  # xsimd_headers ROW: prints the pkg-config folder
  local deb=${xsimd_deb[$1]} dir
  dir=$deps/${deb%.deb}
  fetch "$pool/x/xsimd/$deb" "${xsimd_sha[$1]}"
  if [ ! -d "$dir/usr/include/xsimd" ]; then
    rm -rf "$dir"
    dpkg-deb -x "$deps/$deb" "$dir"
  fi
  local version
  version=$(sed -n 's/^Version: //p' "$dir"/usr/lib/*/pkgconfig/xsimd.pc)
  mkdir -p "$dir/pkgconfig"
  printf '%s\n' "Name: xsimd" "Description: xsimd $version from Debian's $deb" "Version: $version" \
    "Cflags: -I$dir/usr/include" >"$dir/pkgconfig/xsimd.pc"
  echo "$dir/pkgconfig"
}

# Highway's core from its source, built as the wrap builds it, and a .pc of ours naming it.
highway_core() {  # highway_core ROW: prints the pkg-config folder
  local version=${highway_version[$1]} tarball src build
  tarball=highway_$version.orig.tar.gz
  src=$deps/highway-$version
  build=$deps/highway-$version-build
  fetch "$pool/h/highway/$tarball" "${highway_sha[$1]}"
  if [ ! -f "$src/hwy/highway.h" ]; then
    rm -rf "$src"
    tar -xzf "$deps/$tarball" -C "$deps"
  fi
  cp subprojects/packagefiles/highway/meson.build "$src/meson.build"
  [ -f "$build/build.ninja" ] || CXX=$cxx meson setup "$build" "$src" --buildtype=release >/dev/null
  meson compile -C "$build" >/dev/null
  mkdir -p "$build/pkgconfig"
  printf '%s\n' "Name: libhwy" "Description: Highway $version's core from Debian's $tarball" \
    "Version: $version" "Cflags: -I$src -DHWY_STATIC_DEFINE" "Libs: $build/libhwy.a" \
    >"$build/pkgconfig/libhwy.pc"
  echo "$build/pkgconfig"
}

found() {  # found DEPENDENCY SETUP_LOG: the version meson setup found
  sed -n "s/^Run-time dependency $1 found: YES \(.*\)\$/\1/p" "$2"
}

table=()
status=0
for row in "${rows[@]}"; do
  [ -n "${xsimd_deb[$row]:-}" ] || { echo "unknown row $row (debian12, debian13, sid)" >&2; exit 2; }
  t0=$(date +%s)
  echo "== matrix row $row: start $(date -u +%H:%M:%S)"
  pc=$(xsimd_headers "$row"):$(highway_core "$row")
  dir=build-matrix/$row
  rm -rf "$dir"
  mkdir -p build-matrix
  # Only the xsimd sets and Highway's family (scalar is always there), from the .pc files above
  # (no fallback to the bundled wrap), warnings as errors.
  PKG_CONFIG_PATH=$pc CXX=$cxx meson setup "$dir" --fatal-meson-warnings --buildtype=release \
    -Dwerror=true -Dforce_fallback_for= -Dxsimd=enabled -Dhighway=enabled \
    -Dbackends=avx512-xsimd,avx2-xsimd,highway -Dmodule=disabled -Dcli=false -Dbench=disabled \
    -Dexamples=disabled -Dtests=enabled >"$dir.setup.log" 2>&1 || { cat "$dir.setup.log"; exit 1; }
  xsimd_found=$(found xsimd "$dir.setup.log")
  highway_found=$(found libhwy "$dir.setup.log")
  echo "== $row: xsimd $xsimd_found, Highway $highway_found"
  result=passed
  if ! meson compile -C "$dir" adapter_check test_kat test_differential; then
    result="failed to build"
  # 300 differential cases a row (ARGON2_DIFF_CASES overrides): what a row checks is these sets
  # built against these versions; the clang phase runs the test's 1,000 on the same sets.
  elif ! ARGON2_DIFF_CASES=${ARGON2_DIFF_CASES:-300} \
      meson test -C "$dir" --no-rebuild --print-errorlogs kat adapters differential; then
    result="failed its tests"
  fi
  passed=$(sed -n 's/^ok   \([a-z0-9_-]*\): .*/\1/p' "$dir/meson-logs/testlog.txt" 2>/dev/null | sort -u | paste -sd' ')
  if [ "$result" = passed ]; then
    case " $passed " in *-xsimd\ *) ;; *) result="passed no xsimd set" ;; esac
    case " $passed " in *\ highway-*) ;; *) result="passed no Highway set" ;; esac
  fi
  [ "$result" = passed ] || status=1
  table+=("| $row | $xsimd_found | $highway_found | $result | $passed | $(($(date +%s) - t0)) s |")
  echo "== matrix row $row: $result"
done

tools="$("$cxx" --version | head -n 1), Meson $(meson --version)"
summary=(
  "| row | xsimd | Highway | kat, adapters, differential | sets passed | time |"
  "| --- | --- | --- | --- | --- | ---: |"
  "${table[@]}"
)
echo "== dependency matrix ($tools)"
printf '%s\n' "${summary[@]}"
if [ -n "$out" ]; then
  mkdir -p "$out"
  cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
  {
    echo "Measured $started at commit $commit: \`$command\`; ${cpu:-$(uname -m)}, $(nproc) logical CPUs, $tools."
    echo
    printf '%s\n' "${summary[@]}"
  } >"$out/summary.md"
fi
exit $status
