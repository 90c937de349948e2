#!/usr/bin/env bash
# Every test: set up, then eight phases, each a build and its `meson test` (or several):
#   clang   clang-19 release (library, module, CLI, tests, benchmark), every kernel
#           (-Dbackends=all), on Meson 1.7.0; the cross builds but the Windows GCC one
#   gcc     GCC 12 release (the header path), the default backends (best), Meson 1.0.1; its
#           tests with ../shared out of reach (tools/without-shared.sh), whose skips must be
#           those tests/skips-without-shared.txt lists; of the cross builds only the Windows GCC
#           one (suite cross_oldest_meson: the clang phase runs the others)
#   gcc11   GCC 11 release (ConanCenter's GCC): library, CLI and the suite, without the
#           packaging routes and cross builds the gcc phase already runs, Meson 1.0.1
#   libcxx  clang-19 on libc++ with the plain POSIX OS layer (-Dos=posix): what macOS has
#           (libc++, no Linux extras); the library, module, CLI and the suite under libc++'s
#           headers, without the routes, cross builds and clang-tidy (the clang phase runs those),
#           on the newest Meson (sid's, .tools/meson-newest: what Homebrew and WrapDB's CI have)
#   asan    clang-19 with ASan + UBSan and a short run of every fuzzer (15 s each), every kernel,
#           Meson 1.0.1
#   tsan    clang-19 with TSan, the default backends (best), Meson 1.0.1
#   matrix  clang-19, the xsimd and Highway sets against the exact versions of Debian 12, 13
#           and sid (tools/dependency-matrix.sh: kat, adapters, differential per row), Meson 1.7.0
#   debian13  the system phase on Debian 13 (trixie), in a chroot (tools/debian-chroot.sh)
#           where ../shared is out of reach: the tests it runs need nothing outside the repository
# and phases not in the default list:
#   system  clang-19 and then GCC, each with the xsimd and Highway of the Debian it runs on
#           (-Dforce_fallback_for=), warnings as errors: the library, CLI and module, the quick
#           suite and the kernel tests, on Debian's Meson; and with clang the npm package under
#           that Debian's own node (test npm_node)
#   newest  sid's GCC and then its newest clang, the default build (Highway from its wrap),
#           warnings as errors: the library, CLI and module, the quick suite and the kernel
#           tests, on sid's Meson and Boost
#   sid     the newest phase on Debian sid, in a chroot where ../shared is out of reach: what
#           the next compilers, Meson and Boost change, found before users on them do. Run by
#           hand, not by CI: sid moves under a gate from one day to the next
# The packaging routes run in the clang and the gcc phase, so on Meson 1.7.0 and 1.0.1 (but the
# git wrap and the Highway fallback, suite packaging_newer_meson, on Meson 1.7.0 only); each cross
# build once: Windows GCC in the gcc phase (Meson 1.0.1), the others in the clang phase. What the
# sanitizer setups leave out, and why, is in tests/meson.build. Each phase's wall time is printed
# as it ends and all of them at the end (also when a phase fails).
#   test-all.sh            all eight phases
#   test-all.sh PHASE...   only those (e.g. `test-all.sh gcc`)
set -euo pipefail
cd "$(dirname "$0")/.."

phases=("$@")
[ "${#phases[@]}" -gt 0 ] || phases=(clang gcc gcc11 libcxx asan tsan matrix debian13)

started=$(date +%s)
times=()
report() {
  echo "== phase times (s): ${times[*]:-none} · total $(($(date +%s) - started))"
}
trap report EXIT
timed() {  # timed NAME COMMAND...: runs it, records its wall time
  local name=$1 t0
  shift
  t0=$(date +%s)
  echo "== $name: start $(date -u +%H:%M:%S)"
  "$@"
  times+=("$name=$(($(date +%s) - t0))")
  echo "== $name: $(($(date +%s) - t0)) s"
}

# The system phase alone (what the debian13 phase runs in its chroot) needs only the system
# profile's packages.
if [ "${phases[*]}" = system ] || [ "${phases[*]}" = newest ]; then
  timed setup bash tools/setup-debian.sh "${phases[*]}"
else
  timed setup bash tools/setup-debian.sh
fi
codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
debian_meson=/usr/bin/meson
source tools/asan-options.sh
# Meson 1.7.0: unpacked from bookworm-backports on Debian 12; Debian 13's own.
second_meson=$PWD/.tools/meson-1.7.0/bin/meson
[ -x "$second_meson" ] || second_meson=$debian_meson
newest_meson=$PWD/.tools/meson-newest/bin/meson
# The calibration test's 1 s goal in the clang phase only: the others time the same code.
short_goals=100,250

# configure MESON DIR ARGS...: meson setup, warnings fatal; a folder left by another Meson
# version, or by a setup that failed, is set up afresh (Meson refuses to reuse it).
configure() {
  local meson=$1 dir=$2
  shift 2
  [ -f "$dir/build.ninja" ] || rm -rf "$dir"  # a failed setup leaves meson-info behind
  if [ -f "$dir/meson-info/meson-info.json" ]; then
    local made_by
    made_by=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["meson_version"]["full"])' \
      "$dir/meson-info/meson-info.json")
    if [ "$made_by" = "$("$meson" --version)" ]; then  # the same Meson: this phase's options
      "$meson" setup --reconfigure "$dir" --fatal-meson-warnings "$@"
      return
    fi
    rm -rf "$dir"
  fi
  "$meson" setup "$dir" --fatal-meson-warnings "$@"
}

# phase NAME MESON DIR SETUP_ARGS... -- TEST_ARGS...: with that Meson first on PATH (the packaging
# routes and cross builds the tests start run it too).
phase() {
  local name=$1 meson=$2 dir=$3
  shift 3
  local setup_args=() test_args=()
  while [ "$#" -gt 0 ] && [ "$1" != -- ]; do setup_args+=("$1"); shift; done
  [ "$#" -gt 0 ] && shift
  test_args=("$@")
  local bin=$PWD/.tools/meson-on-path/$name
  mkdir -p "$bin"
  ln -sfn "$meson" "$bin/meson"
  local path=$bin:$PATH
  PATH=$path configure "$meson" "$dir" "${setup_args[@]}"
  PATH=$path "$meson" compile -C "$dir"
  if [ "${WITHOUT_SHARED:-}" = 1 ]; then  # the whole suite with ../shared out of reach
    PATH=$path bash tools/without-shared.sh "$meson" test -C "$dir" --print-errorlogs "${test_args[@]}"
    python3 tools/check-skips.py "$dir/meson-logs/testlog.json" tests/skips-without-shared.txt
  else
    PATH=$path "$meson" test -C "$dir" --print-errorlogs "${test_args[@]}"
  fi
}

# per_compiler PREFIX NAME:CC:CXX... -- SETUP_ARGS... -- TEST_ARGS...: the phase PREFIX-NAME once
# per compiler, each in build-PREFIX-NAME on Debian's Meson, warnings as errors, without the
# benchmarks and examples.
per_compiler() {
  local prefix=$1 compilers=() compiler cc name
  shift
  while [ "$1" != -- ]; do compilers+=("$1"); shift; done
  shift
  for compiler in "${compilers[@]}"; do
    name=$prefix-${compiler%%:*}
    cc=${compiler#*:}
    CC=${cc%%:*} CXX=${compiler##*:} timed "$name" phase "$name" "$debian_meson" "build-$name" \
      --buildtype=release -Dwerror=true -Dbench=disabled -Dexamples=disabled "$@"
  done
}

for p in "${phases[@]}"; do
  case "$p" in
    clang) CC=clang-19 CXX=clang++-19 timed clang phase clang "$second_meson" build --buildtype=release -Dbackends=all \
             -- --no-suite cross_oldest_meson ;;
    gcc)   CC=gcc CXX=g++ WITHOUT_SHARED=1 ARGON2_CALIBRATION_GOALS_MS=$short_goals timed gcc phase gcc "$debian_meson" build-gcc --buildtype=release -Dmodule=disabled \
             -- --no-suite cross_newer_meson --no-suite packaging_newer_meson ;;
    gcc11) if ! command -v g++-11 >/dev/null 2>&1; then
             echo "== gcc11: not run: Debian $codename has no g++-11"; continue
           fi
           CC=gcc-11 CXX=g++-11 ARGON2_CALIBRATION_GOALS_MS=$short_goals timed gcc11 phase gcc11 "$debian_meson" build-gcc11 --buildtype=release -Dmodule=disabled \
             -Dbench=disabled -- --no-suite packaging --no-suite cross ;;
    libcxx) CC=clang-19 CXX="clang++-19 -stdlib=libc++" ARGON2_CALIBRATION_GOALS_MS=$short_goals timed libcxx phase libcxx "$newest_meson" build-libcxx --buildtype=release \
             -Dos=posix -Dbench=disabled -- --no-suite packaging --no-suite cross --no-suite tidy ;;
    asan)  CC=clang-19 CXX=clang++-19 timed asan phase asan "$debian_meson" build-asan "${asan_options[@]}" \
             -Dfuzz_seconds=15 -- --setup asan ;;
    tsan)  CC=clang-19 CXX=clang++-19 timed tsan phase tsan "$debian_meson" build-tsan --buildtype=debugoptimized \
             -Db_sanitize=thread -Db_lundef=false -Dbench=disabled -- --setup tsan ;;
    system) per_compiler system clang:clang-19:clang++-19 gcc:gcc:g++ -- -Dforce_fallback_for= \
              -Dxsimd=enabled -Dhighway=enabled -- --suite quick --suite kernels --suite kat --suite node ;;
    newest) newest_clang=$(find /usr/bin -name 'clang++-[0-9]*' -printf '%f\n' | sort -V | tail -n 1)
            per_compiler newest gcc:gcc:g++ "clang:${newest_clang/++/}:$newest_clang" -- \
              -- --suite quick --suite kernels --suite kat ;;
    sid) timed sid bash tools/debian-chroot.sh --no-shared sid bash tools/test-all.sh newest ;;
    debian13) if [ "$codename" = trixie ]; then  # this machine is Debian 13: no chroot needed
                timed debian13 bash tools/test-all.sh system
              else
                timed debian13 bash tools/debian-chroot.sh --no-shared trixie bash tools/test-all.sh system
              fi ;;
    matrix) PATH=$(dirname "$second_meson"):$PATH CXX=clang++-19 timed matrix bash tools/dependency-matrix.sh ;;
    *) echo "unknown phase $p (clang, gcc, gcc11, libcxx, asan, tsan, matrix, debian13, system, newest, sid)" >&2; exit 2 ;;
  esac
done
