#!/usr/bin/env bash
# The npm package as its users get it (docs/wasm.md), after npm_node.sh: `npm pack`, installed
# from the tarball into an empty project with no network, hashing there with hash-wasm's options
# exactly as the reference CLI does; a TypeScript consumer type-checked, a page bundled by Vite
# and one by webpack, and the pages in Chromium and Firefox.
#   npm_package.sh SOURCE_ROOT BUILD_ROOT REFERENCE_CLI
set -euo pipefail
src=$1 build=$2/npm-package reference_cli=${3:-}
for need in clang++-19 wasm-ld-19 llvm-ar-19 node npm; do
  command -v "$need" >/dev/null || { echo "SKIPPED: $need not on PATH (tools/setup-debian.sh installs it)"; exit 77; }
done

# The package as npm_node.sh built and tested it under node (the same folder: a rebuild is a
# no-op).
package=$("$src/tools/build-npm-package.sh" "$build" | tail -n 1)
echo "package folder: $package"

# npm pack, and an empty project that installs the tarball offline.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tarball=$(cd "$work" && npm pack --silent "$package" | tail -n 1)
echo "npm pack: $tarball ($(stat -c %s "$work/$tarball") bytes): $(tar -tzf "$work/$tarball" | sed 's|^package/||' | sort | tr '\n' ' ')"
mkdir "$work/project"
(cd "$work/project" && echo '{"name": "consumer", "private": true, "type": "module"}' > package.json \
  && npm install --offline --no-audit --no-fund --loglevel=error "$work/$tarball" >/dev/null)
cp "$src/tests/npm/consumer.mjs" "$src/tests/npm/example.mjs" "$work/project/"

# The README's example, as shown there (doc_excerpts holds the two equal).
example=$(cd "$work/project" && node example.mjs)
case "$example" in
  \$argon2id\$v=19\$m=65536,t=3,p=4\$*$'\n'true) echo "ok   the README's example: $(echo "$example" | tr '\n' ' ')" ;;
  *) echo "FAIL: the README's example printed: $example"; exit 1 ;;
esac

if [ -z "$reference_cli" ]; then
  echo "SKIPPED: the reference CLI (argon2) is not on PATH: the installed package hashed nothing to compare"
  exit 77
fi
# type, t, log2 of m (the reference CLI's -m), p, tag length, password, salt; the first is
# Bitwarden's default (64 MiB, t=3, p=4).
cases=(
  "argon2id 3 16 4 32 password somesalt"
  "argon2i 2 12 1 16 hunter2 saltsaltsalt"
  "argon2d 1 10 3 64 pässwörd 0123456789abcdef"
)
requests=
expected=
browser_cases=
for c in "${cases[@]}"; do
  read -r type t log_m p len password salt <<<"$c"
  options=$(printf '{"iterations":%d,"memorySize":%d,"parallelism":%d,"hashLength":%d,"password":"%s","salt":"%s","outputType":"encoded"}' \
    "$t" $((1 << log_m)) "$p" "$len" "$password" "$salt")
  encoded=$(printf '%s' "$password" | "$reference_cli" "$salt" "-${type#argon2}" -t "$t" -m "$log_m" -p "$p" -l "$len" -e)
  requests+="{\"type\":\"$type\",${options:1}"$'\n'
  expected+=$encoded$'\n'
  browser_cases+="${browser_cases:+,}{\"type\":\"$type\",\"options\":$options,\"expected\":\"$encoded\"}"
done
got=$(cd "$work/project" && node consumer.mjs "$requests")
if [ "$got" != "${expected%$'\n'}" ]; then
  printf 'FAIL: the installed package and the reference CLI differ\nours:\n%s\nreference:\n%s\n' "$got" "$expected"
  exit 1
fi
printf 'ok   installed from the tarball, hash-wasm'"'"'s options give the reference CLI'"'"'s strings:\n%s\n' "$got"

# Real browsers, with the tools tests/npm/tools/package-lock.json pins (setup-debian.sh installs).
tools=$src/tests/npm/tools
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/firefox-esr ] || [ ! -d "$tools/node_modules/puppeteer-core" ]; then
  echo "SKIPPED: Chromium, Firefox ESR or the tools driving them (tests/npm/tools) missing: tools/setup-debian.sh installs them"
  exit 77
fi

# TypeScript: a consumer type-checks against the installed declarations (and its
# @ts-expect-error lines prove they refuse what the package refuses).
cp "$src/tests/npm/typescript/consumer.ts" "$src/tests/npm/typescript/tsconfig.json" "$work/project/"
(cd "$work/project" && node "$tools/node_modules/typescript/bin/tsc" -p tsconfig.json)
echo "ok   tsc $(node "$tools/node_modules/typescript/bin/tsc" --version): consumer.ts type-checks against index.d.ts"

# Vite 7 needs node 20.19 or later (Debian 12's own node is 18): with an older node on PATH the
# rest has run, and the test says what it left out rather than pass.
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'; then
  echo "SKIPPED: the node on PATH ($(node --version)) is older than Vite 7 needs (20.19): the Vite page and the browsers are not run"
  exit 77
fi

# Vite bundles a page that imports the package by its name (its .wasm files and its Worker
# become the bundle's assets); the browser test loads that page too.
cp "$src/tests/npm/vite/index.html" "$src/tests/npm/vite/vite.config.mjs" "$src/tests/npm/browser/bundled_page.mjs" \
  "$src/tests/npm/browser/run_cases.mjs" "$work/project/"
(cd "$work/project" && node "$tools/node_modules/vite/bin/vite.js" build --config vite.config.mjs --outDir dist)
echo "ok   vite $(node "$tools/node_modules/vite/bin/vite.js" --version | head -n 1) built: $(cd "$work/project/dist" && find . -type f | sort | tr '\n' ' ')"

# webpack 5, with its defaults, bundles the same page (into dist-webpack); its page loads the
# bundle as a classic script.
cp "$src/tests/npm/webpack/webpack.config.mjs" "$work/project/"
(cd "$work/project" && node "$tools/node_modules/webpack-cli/bin/cli.js" --config webpack.config.mjs --no-color)
cp "$src/tests/npm/webpack/index.html" "$work/project/dist-webpack/"
echo "ok   webpack $(node -p "require('$tools/node_modules/webpack/package.json').version") built: $(cd "$work/project/dist-webpack" && find . -type f | sort | tr '\n' ' ')"

echo "[$browser_cases]" > "$work/cases.json"
node "$src/tests/npm/browser/browser.mjs" "$package" "$tools" "$work/cases.json" "$work/project/dist" \
  "$work/project/dist-webpack" chromium firefox
