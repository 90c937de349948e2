#!/usr/bin/env bash
# The ConanCenter recipe (packaging/conan-center/argon2-cpp) held to what ConanCenter runs, offline:
#
#   conan_center.sh SOURCE BUILD CONAN SHARED_TOOLS
#
# BUILD is a build folder of SOURCE (for `meson dist`), SHARED_TOOLS ../shared/tools/conan-center
# (the hook, the linters, ConanCenter's highway and xsimd recipes and its recipe for the
# reference library). The recipe is tried as ConanCenter's build service would, with its sources
# from this tree's `meson dist` tarball (a conandata.yml of the test's own, file://), its
# requirements from ConanCenter's own recipes: highway/1.3.0 over a download cache seeded with
# Debian's identical tarball; xsimd/13.2.0 with a conandata.yml of the test's own, because
# Debian's xsimd source tarballs cannot be downloaded here: its source a tarball made from
# Debian's libxsimd-dev 13.2.0 package (the headers and the copyright file, all the recipe
# packages), checked by its sha256. Then:
#   - the hook at every step: no error but KB-H055 (a false positive under Conan 2: it fires on
#     any recipe with requirements()),
#   - yamllint and ConanCenter's two YAML linters clean; pylint's messages on the recipe no other
#     than those it prints on ConanCenter's own highway recipe here (its plugin imports Conan 1),
#   - conan create static and shared with the profile `conan profile detect` writes, static with
#     with_highway and with_xsimd (their backends built), and static with clang and Ninja, where
#     the test_package also imports the module; each test_package's programs verify,
#   - the drop-in: ConanCenter's test_package for `argon2`, unchanged, against ours through
#     [replace_requires], with the profile's own cppstd; its encoded string the reference's.
# A tool missing exits 77 (skipped, with the reason).
set -euo pipefail
source_root=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
conan=$3
tools=$(cd "$4" && pwd)
recipe=$source_root/packaging/conan-center/argon2-cpp

# The compilers are the profiles' business: Conan's detection reads CC and CXX (a clang
# phase sets them), and a profile that says clang 19 without naming its executables builds with
# the unversioned clang++ (Debian 12: clang 14).
unset CC CXX
skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }
[ -x "$conan" ] || skip "no Conan at $conan"
for tool in yamllint pylint meson pkg-config cmake; do
  command -v "$tool" >/dev/null || skip "$tool not found (tools/setup-debian.sh installs it)"
done
/usr/bin/python3 -c 'import strictyaml, argon2.low_level' 2>/dev/null \
  || skip "python3-strictyaml or python3-argon2 missing (tools/setup-debian.sh installs them)"
highway_tarball=$source_root/subprojects/packagecache/highway_1.3.0.orig.tar.gz
[ -f "$highway_tarball" ] || skip "no $highway_tarball (the highway wrap downloads it)"
command -v clang++-19 >/dev/null || skip "clang++-19 not found (tools/setup-debian.sh installs it)"
xsimd_deb=libxsimd-dev_13.2.0-1_amd64.deb
xsimd_deb_sha256=60878acfc02bfca76e8c31d53a1b9fdff490c319e53f620f4327c9786eaf631f

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log=$work/last.log
# Runs a command with its output in $log; on failure shows it and fails.
quiet() { "$@" >"$log" 2>&1 || { cat "$log"; fail "$*"; }; }
# The hook's errors in $log other than KB-H055.
hook_errors() {
  grep -E 'HOOK - hook_conan_center\.py.*ERROR' "$log" | grep -v 'KB-H055' || true
}
check_hook() {  # check_hook STEP: the hook ran, no error but KB-H055; its warnings named
  local errors warnings
  grep -q 'HOOK - hook_conan_center\.py' "$log" || { cat "$log"; fail "$1: ConanCenter's hook did not run"; }
  errors=$(hook_errors)
  [ -z "$errors" ] || { echo "$errors"; fail "$1: ConanCenter's hook reports errors"; }
  warnings=$(grep -E 'HOOK - hook_conan_center\.py.*WARN' "$log" | grep -oE 'KB-H[0-9]+' | sort -u | paste -sd' ')
  echo "     hook, $1: errors KB-H055 only; warnings: ${warnings:-none}"
}

# --- linters -------------------------------------------------------------------------------
quiet yamllint --config-file "$tools/linter/yamllint_rules.yml" -f parsable \
  "$recipe/config.yml" "$recipe/all/conandata.yml"
for linter in config_yaml_linter.py:config.yml conandata_yaml_linter.py:all/conandata.yml; do
  output=$(/usr/bin/python3 "$tools/linter/${linter%%:*}" "$recipe/${linter#*:}")
  [ -z "$output" ] || { echo "$output"; fail "${linter%%:*} on ${linter#*:}"; }
done
echo "ok   yamllint and ConanCenter's YAML linters: clean"
pylint_ids() {  # the message ids pylint prints for a recipe, sorted, one per line
  PYTHONPATH="$tools:$(dirname "$(dirname "$conan")")/conan-2.8.1" /usr/bin/pylint \
    --rcfile="$tools/linter/$1" "$2" 2>/dev/null | grep -oE ': [CEFRW][0-9]{4}: ' | sort -u || true
}
ours=$(pylint_ids pylintrc_recipe "$recipe/all/conanfile.py")
theirs=$(pylint_ids pylintrc_recipe "$tools/recipes/highway/all/conanfile.py")
extra=$(comm -23 <(echo "$ours") <(echo "$theirs"))
[ -z "$extra" ] || fail "pylint: messages $extra on our recipe that ConanCenter's highway recipe does not get"
echo "ok   pylint (pylintrc_recipe): no message beyond those on ConanCenter's own recipe ($(echo $ours))"
ours=$(pylint_ids pylintrc_testpackage "$recipe/all/test_package/conanfile.py")
theirs=$(pylint_ids pylintrc_testpackage "$tools/recipes/highway/all/test_package/conanfile.py")
extra=$(comm -23 <(echo "$ours") <(echo "$theirs"))
[ -z "$extra" ] || fail "pylint: messages $extra on our test_package that ConanCenter's highway test_package does not get"
echo "ok   pylint (pylintrc_testpackage): no message beyond those on ConanCenter's own test_package ($(echo $ours))"

# --- a Conan home as ConanCenter's service has it, offline -------------------------------------
export CONAN_HOME=$work/conan-home
quiet "$conan" profile detect
mkdir -p "$CONAN_HOME/extensions/hooks"
cp "$tools/hooks/hook_conan_center.py" "$CONAN_HOME/extensions/hooks/"
cat >>"$CONAN_HOME/profiles/default" <<EOF

[platform_tool_requires]
meson/$(meson --version)

[conf]
tools.gnu:pkg_config=pkg-config
EOF
mkdir -p "$work/download-cache/s"
cp "$highway_tarball" "$work/download-cache/s/$(sha256sum "$highway_tarball" | cut -d' ' -f1)"
echo "core.sources:download_cache=$work/download-cache" >>"$CONAN_HOME/global.conf"
quiet "$conan" export "$tools/recipes/highway/all" --version 1.3.0

# xsimd/13.2.0: ConanCenter's recipe, unchanged, with a conandata.yml naming a tarball of
# Debian's package of that version (downloaded once into .tools/deps, as the dependency matrix
# does), laid out as the recipe expects: include/ and LICENSE under one top folder.
deps=$source_root/.tools/deps
mkdir -p "$deps"
if [ ! -f "$deps/$xsimd_deb" ]; then
  curl -fsS --retry 3 -o "$deps/$xsimd_deb.part" "http://deb.debian.org/debian/pool/main/x/xsimd/$xsimd_deb"
  mv "$deps/$xsimd_deb.part" "$deps/$xsimd_deb"
fi
echo "$xsimd_deb_sha256  $deps/$xsimd_deb" | sha256sum -c --quiet - || fail "$xsimd_deb: checksum mismatch"
dpkg-deb -x "$deps/$xsimd_deb" "$work/xsimd-deb"
mkdir -p "$work/xsimd-13.2.0"
cp -r "$work/xsimd-deb/usr/include" "$work/xsimd-13.2.0/include"
cp "$work/xsimd-deb/usr/share/doc/libxsimd-dev/copyright" "$work/xsimd-13.2.0/LICENSE"
tar -C "$work" -czf "$work/xsimd-13.2.0.tar.gz" xsimd-13.2.0
cp -r "$tools/recipes/xsimd" "$work/xsimd-recipe"
cat >"$work/xsimd-recipe/all/conandata.yml" <<EOF
sources:
  "13.2.0":
    url: "file://$work/xsimd-13.2.0.tar.gz"
    sha256: "$(sha256sum "$work/xsimd-13.2.0.tar.gz" | cut -d' ' -f1)"
EOF
quiet "$conan" export "$work/xsimd-recipe/all" --version 13.2.0

# A second host profile: clang and Ninja, where CMake can build the module.
{
  sed -e 's/^compiler=.*/compiler=clang/' -e 's/^compiler.version=.*/compiler.version=19/' \
    -e 's/^compiler.cppstd=.*/compiler.cppstd=20/' "$CONAN_HOME/profiles/default"
  printf '%s\n' "tools.build:compiler_executables={'c': 'clang-19', 'cpp': 'clang++-19'}" \
    "tools.cmake.cmaketoolchain:generator=Ninja"
} >"$CONAN_HOME/profiles/clang"

# The recipe with a conandata.yml for this tree's tarball.
version=$(sed -n "s/^  version: '\(.*\)',$/\1/p" "$source_root/meson.build")
quiet meson dist -C "$build" --no-tests --formats xztar --allow-dirty
tarball=$(ls "$build"/meson-dist/argon2-cpp-"$version".tar.xz)
cp -r "$recipe" "$work/recipe"
cat >"$work/recipe/all/conandata.yml" <<EOF
sources:
  "$version":
    url: "file://$tarball"
    sha256: "$(sha256sum "$tarball" | cut -d' ' -f1)"
EOF

# --- conan create ----------------------------------------------------------------------------
create() {  # create LABEL PROGRAMS CONAN_ARGS...: conan create, the hook, the test_package
  local label=$1 programs=$2
  shift 2
  quiet "$conan" create "$work/recipe/all" --version "$version" --build=missing --no-remote \
    -s "argon2-cpp/*:compiler.cppstd=20" "$@"
  check_hook "conan create $label"
  [ "$(grep -c ': verified$' "$log")" = "$programs" ] \
    || { cat "$log"; fail "conan create $label: not $programs test_package programs verified"; }
}
create "shared=False" 2 -o "argon2-cpp/*:shared=False"
echo "ok   conan create shared=False: the hook's only error KB-H055, test_package verifies (C, C++)"
create "shared=True" 2 -o "argon2-cpp/*:shared=True"
echo "ok   conan create shared=True: the hook's only error KB-H055, test_package verifies (C, C++)"
create "with_highway=True with_xsimd=True" 2 -o "argon2-cpp/*:with_highway=True" \
  -o "argon2-cpp/*:with_xsimd=True" -o "argon2-cpp/*:backends=all"
for found in "libhwy found: YES 1.3.0" "xsimd found: YES 13.2.0"; do
  grep -q "Run-time dependency $found" "$log" \
    || { cat "$log"; fail "with_highway/with_xsimd: ConanCenter's package was not used ($found)"; }
done
tr -s ' \n' ' ' <"$log" | grep -Eq "backends ?: [a-z0-9 -]*avx512-xsimd [a-z0-9 -]*avx2-xsimd [a-z0-9 -]*highway" \
  || { cat "$log"; fail "with_highway/with_xsimd: their backends were not built"; }
echo "ok   conan create with_highway=True with_xsimd=True: highway/1.3.0 and xsimd/13.2.0 used, their backends built"
create "clang" 3 -pr:h clang
echo "ok   conan create with clang and Ninja: test_package verifies (C, C++, import argon2;)"

# --- the drop-in -------------------------------------------------------------------------------
cp "$CONAN_HOME/profiles/default" "$CONAN_HOME/profiles/dropin"
printf '\n[replace_requires]\nargon2/*: argon2-cpp/%s\n' "$version" >>"$CONAN_HOME/profiles/dropin"
# The program hashes "password" with the salt "SALTSTR" and its NUL (it passes sizeof(salt)).
expected=$(/usr/bin/python3 -c 'from argon2.low_level import hash_secret, Type
print(hash_secret(b"password", b"SALTSTR\0", 2, 65536, 2, 32, Type.ID).decode())')
for shared in False True; do
  cp -r "$tools/existing-argon2-recipe/recipes/argon2/all/test_package" "$work/dropin-$shared"
  quiet "$conan" test "$work/dropin-$shared" argon2/20190702 -pr dropin --no-remote \
    -o "argon2-cpp/*:shared=$shared"
  grep -qF "Encoded password: ${expected}Verify password OK" "$log" \
    || { cat "$log"; fail "drop-in shared=$shared: not the reference's string, or not verified"; }
  echo "ok   ConanCenter's argon2 test_package on ours (shared=$shared): the reference's string, verified"
done
