#!/usr/bin/env bash
# The browser benchmark (docs/wasm.md, "How fast"): builds the npm package, installs the peers
# bench/browser/package-lock.json pins, and runs bench/browser/run.mjs under node and in
# Debian's Chromium and Firefox ESR; writes bench/results/browser/ (results.json, summary.md,
# readme.md, chart.svg).
#   tools/bench-browser.sh [REPS]      (default 7)
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${1:-7}
package=$(tools/build-npm-package.sh | tail -n 1)
if [ ! -d bench/browser/node_modules/hash-wasm ] || [ ! -d bench/browser/node_modules/argon2id ] ||
   [ ! -d bench/browser/node_modules/argon2-browser ]; then
  (cd bench/browser && npm ci --no-audit --no-fund --loglevel=error)
fi
[ -d tests/npm/tools/node_modules/playwright-core ] || bash tools/setup-debian.sh all
node bench/browser/run.mjs --package "$package" --tools tests/npm/tools --reps "$reps" \
  --out bench/results/browser --command "tools/bench-browser.sh $reps"
