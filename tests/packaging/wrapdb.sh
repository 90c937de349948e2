#!/usr/bin/env bash
# The WrapDB wrap (packaging/wrapdb) held to what WrapDB runs, offline, as its README says a
# submission is checked: a clone of the wrapdb repository (../shared/tools/wrapdb/wrapdb.bundle)
# with the wrap and its releases.json and ci_config.json entries added and committed, this
# tree's `meson dist` tarball in subprojects/packagecache/ (the wrap's source_hash made the
# tarball's: the committed wrap names the release's), then tools/sanity_checks.py: the metadata,
# and TestReleases (meson setup with --fatal-meson-warnings, as ci_config.json leaves it, and the
# provided dependencies and programs checked; compile; `meson test --suite argon2-cpp`;
# install), once with each Meson. WrapDB builds the wrap at its own default buildtype, debug.
#   wrapdb.sh SOURCE BUILD WRAPDB_BUNDLE MESON...
# A tool missing exits 77 (skipped, with the reason).
set -euo pipefail
source_root=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
bundle=$3
shift 3
mesons=("$@")

# WrapDB's CI builds with the system's default compilers (cc and c++), whatever CC and CXX the
# calling phase set.
unset CC CXX
skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }
[ -f "$bundle" ] || skip "no wrapdb bundle at $bundle"
for meson in "${mesons[@]}"; do
  [ -x "$meson" ] || skip "no Meson at $meson (tools/setup-debian.sh unpacks it)"
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log=$work/last.log
quiet() { "$@" >"$log" 2>&1 || { cat "$log"; fail "$*"; }; }

version=$(sed -n "s/^  version: '\(.*\)',$/\1/p" "$source_root/meson.build")
quiet meson dist -C "$build" --no-tests --formats xztar --allow-dirty
tarball=$build/meson-dist/argon2-cpp-$version.tar.xz
[ -f "$tarball" ] || fail "meson dist made no $tarball"

quiet git clone "$bundle" "$work/wrapdb"
cd "$work/wrapdb"
sed "s/^source_hash = .*/source_hash = $(sha256sum "$tarball" | cut -d' ' -f1)/" \
  "$source_root/packaging/wrapdb/argon2-cpp.wrap" >subprojects/argon2-cpp.wrap
/usr/bin/python3 - "$source_root/packaging/wrapdb" <<'PY'
import json, sys
for name in ("releases.json", "ci_config.json"):
    with open(name) as f:
        table = json.load(f)
    with open(f"{sys.argv[1]}/{name}") as f:
        table.update(json.load(f))
    with open(name, "w") as f:
        json.dump(table, f, indent=2)
        f.write("\n")
PY
quiet /usr/bin/python3 tools/format.py
quiet git add -A
quiet git -c user.name=wrapdb.sh -c user.email=wrapdb.sh@localhost commit -m "argon2-cpp $version-1"
mkdir -p subprojects/packagecache
cp "$tarball" subprojects/packagecache/

for meson in "${mesons[@]}"; do
  mkdir -p "$work/bin"
  ln -sfn "$meson" "$work/bin/meson"
  found=$(PATH=$work/bin:$PATH meson --version)
  rm -rf _build
  # Without CI set: it would install debian_packages with apt.
  env -u CI PATH="$work/bin:$PATH" TEST_SKIP_BUILD=yes /usr/bin/python3 tools/sanity_checks.py >"$log" 2>&1 \
    || { cat "$log"; fail "sanity_checks.py (metadata), Meson $found"; }
  echo "ok   sanity_checks.py, metadata only, Meson $found: $(tail -n 1 "$log")"
  env -u CI PATH="$work/bin:$PATH" /usr/bin/python3 tools/sanity_checks.py TestReleases >"$log" 2>&1 \
    || { cat "$log"; fail "sanity_checks.py TestReleases, Meson $found"; }
  tests=$(sed -n 's/^Ok: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
  [ "${tests:-0}" -gt 0 ] || { cat "$log"; fail "meson test --suite argon2-cpp ran no test (Meson $found)"; }
  echo "ok   sanity_checks.py TestReleases, Meson $found: set up with fatal warnings, built," \
    "meson test --suite argon2-cpp ran $tests tests, installed; $(tail -n 1 "$log")"
done
