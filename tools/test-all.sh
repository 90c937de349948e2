#!/usr/bin/env bash
# Every test: set up, then six phases, each a build and its `meson test`:
#   clang   clang-19 release (library, module, CLI, tests, benchmark), every kernel
#           (-Dkernels=all), on Meson 1.7.0
#   gcc     GCC 12 release (the header path), the default kernels (best), Meson 1.0.1
#   gcc11   GCC 11 release (ConanCenter's GCC): library, CLI and the suite, without the
#           packaging routes and cross builds the gcc phase already runs, Meson 1.0.1
#   libcxx  clang-19 on libc++ with the plain POSIX OS layer (-Dos=posix): what macOS has
#           (libc++, no Linux extras); the library, module, CLI, the suite and clang-tidy under
#           libc++'s headers, without the routes and cross builds (the clang phase runs those),
#           Meson 1.0.1
#   asan    clang-19 with ASan + UBSan and a short run of every fuzzer, every kernel, Meson 1.0.1
#   tsan    clang-19 with TSan, the default kernels, Meson 1.0.1
# The packaging routes and the cross builds run in the clang and the gcc phase, so on both
# Mesons. What the sanitizer setups leave out, and why, is in tests/meson.build. Each phase's
# wall time is printed as it ends and all of them at the end (also when a phase fails).
#   test-all.sh            all six phases
#   test-all.sh PHASE...   only those (e.g. `test-all.sh gcc`)
set -euo pipefail
cd "$(dirname "$0")/.."

phases=("$@")
[ "${#phases[@]}" -gt 0 ] || phases=(clang gcc gcc11 libcxx asan tsan)

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

timed setup bash tools/setup-debian.sh
debian_meson=/usr/bin/meson
source tools/asan-options.sh
second_meson=$PWD/.tools/meson-1.7.0/bin/meson

# configure MESON DIR ARGS...: meson setup, warnings fatal; a folder left by another Meson
# version is set up afresh (Meson refuses to reuse it).
configure() {
  local meson=$1 dir=$2
  shift 2
  if [ -f "$dir/meson-info/meson-info.json" ]; then
    local made_by
    made_by=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["meson_version"]["full"])' \
      "$dir/meson-info/meson-info.json")
    [ "$made_by" = "$("$meson" --version)" ] && return 0
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
  PATH=$path "$meson" test -C "$dir" --print-errorlogs "${test_args[@]}"
}

for p in "${phases[@]}"; do
  case "$p" in
    clang) CXX=clang++-19 timed clang phase clang "$second_meson" build --buildtype=release -Dkernels=all ;;
    gcc)   CXX=g++ timed gcc phase gcc "$debian_meson" build-gcc --buildtype=release -Dmodule=disabled ;;
    gcc11) CXX=g++-11 timed gcc11 phase gcc11 "$debian_meson" build-gcc11 --buildtype=release -Dmodule=disabled \
             -Dbench=disabled -- --no-suite packaging --no-suite cross ;;
    libcxx) CXX="clang++-19 -stdlib=libc++" timed libcxx phase libcxx "$debian_meson" build-libcxx --buildtype=release \
             -Dos=posix -Dbench=disabled -- --no-suite packaging --no-suite cross ;;
    asan)  CXX=clang++-19 timed asan phase asan "$debian_meson" build-asan "${asan_options[@]}" -- --setup asan ;;
    tsan)  CXX=clang++-19 timed tsan phase tsan "$debian_meson" build-tsan --buildtype=debugoptimized \
             -Db_sanitize=thread -Db_lundef=false -Dbench=disabled -- --setup tsan ;;
    *) echo "unknown phase $p (clang, gcc, gcc11, libcxx, asan, tsan)" >&2; exit 2 ;;
  esac
done
