#!/usr/bin/env bash
# Builds the npm package (docs/wasm.md): the wasm32 cross build of src/wasm/ (cross/wasm32-wasi.ini:
# clang-19 and lld-19; tools/setup-debian.sh installs them) and the JavaScript of packaging/npm/,
# put together in a folder that `npm pack` takes. Prints that folder's path on its last line.
#   tools/build-npm-package.sh [BUILD_DIR]     (default: build-npm in the repository)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath -m "${1:-$root/build-npm}")
modules=(argon2-simd128-shared argon2-simd128 argon2-scalar-shared argon2-scalar)

if [ -f "$build/build.ninja" ]; then
  meson setup --reconfigure "$build" "$root" --cross-file "$root/cross/wasm32-wasi.ini" >&2
else
  meson setup "$build" "$root" --cross-file "$root/cross/wasm32-wasi.ini" \
    -Dtests=disabled -Dbench=disabled -Dexamples=disabled >&2
fi
meson compile -C "$build" "${modules[@]}" >&2

package="$build/npm/argon2-cpp-wasm"
rm -rf "$package"
mkdir -p "$package"
cp "$root"/packaging/npm/src/*.js "$root/packaging/npm/index.d.ts" "$root/packaging/npm/README.md" \
  "$root/LICENSE" "$package/"
for module in "${modules[@]}"; do cp "$build/src/wasm/$module.wasm" "$package/"; done
version=$(meson introspect --projectinfo "$build" | python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')
sed "s/@VERSION@/$version/" "$root/packaging/npm/package.json.in" > "$package/package.json"
echo "$package"
