#!/usr/bin/env bash
# Option combinations that cannot work stop at `meson setup` with the reason, instead of
# failing later at link time.   setup_refusals.sh SOURCE_ROOT CXX
set -euo pipefail
source_root=$1
cxx=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

refused() {  # refused LABEL EXPECTED_MESSAGE [meson setup args...]
  local label=$1 message=$2
  shift 2
  rm -rf "$work/build"
  if CXX=$cxx meson setup "$work/build" "$source_root" -Dtests=disabled -Dbench=disabled "$@" \
       >"$work/log" 2>&1; then
    echo "FAIL $label: meson setup accepted $*"
    status=1
  elif grep -qF -- "$message" "$work/log"; then
    echo "ok   $label: refused at setup: $message"
  else
    echo "FAIL $label: refused without the reason '$message':"
    cat "$work/log"
    status=1
  fi
}

# clang-cl (Debian's clang-cl-19 and lld-link-19, under the names Meson recognizes) in a cross
# file for Windows: Meson's cross sanity check only compiles, so the project's own check is
# what refuses it. MSVC has the same argument syntax and is refused by the same check.
clang_cl_refused() {
  local tool
  for tool in clang-cl-19 lld-link-19 llvm-lib-19; do
    command -v "$tool" >/dev/null || { echo "FAIL clang-cl: $tool not found (tools/setup-debian.sh installs it)"; status=1; return; }
  done
  mkdir -p "$work/bin"
  ln -sf "$(command -v clang-cl-19)" "$work/bin/clang-cl"
  ln -sf "$(command -v lld-link-19)" "$work/bin/lld-link"
  ln -sf "$(command -v llvm-lib-19)" "$work/bin/llvm-lib"
  cat >"$work/clang-cl.ini" <<EOF
[binaries]
c = '$work/bin/clang-cl'
cpp = '$work/bin/clang-cl'
c_ld = 'lld-link'
cpp_ld = 'lld-link'
ar = '$work/bin/llvm-lib'

[host_machine]
system = 'windows'
cpu_family = 'x86_64'
cpu = 'x86_64'
endian = 'little'
EOF
  PATH=$work/bin:$PATH refused "clang-cl" "MSVC and clang-cl are not supported" \
    --cross-file "$work/clang-cl.ini"
}

case "$cxx" in
  *clang++*)
    # Meson 1.0.1 cannot identify clang-cl on Linux ("no pre-processor defines"); the clang
    # phase, on Meson 1.7, runs this check.
    if printf '%s\n' 1.7.0 "$(meson --version)" | sort -V -C; then
      clang_cl_refused
    else
      echo "note clang-cl: checked on Meson 1.7 and later only; this is $(meson --version)"
    fi
    refused "fuzz without a sanitizer" "-Dfuzz=true needs a sanitizer and lazy symbols" -Dfuzz=true
    refused "fuzz without lazy symbols" "-Dfuzz=true needs a sanitizer and lazy symbols" \
      -Dfuzz=true -Db_sanitize=address
    ;;
  *)
    refused "fuzz with $cxx" "-Dfuzz=true needs clang" -Dfuzz=true
    refused "module with $cxx" "The C++20 module needs clang" -Dmodule=enabled
    ;;
esac
exit $status
