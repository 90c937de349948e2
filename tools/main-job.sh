#!/usr/bin/env bash
# The main job: set up, build, then hash a sample password with the CLI (PHC string, time,
# verification, and with --info the backend that ran), and verify the string once more.
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/setup-debian.sh build
[ -d build ] || CXX=clang++-19 meson setup build --buildtype=release
meson compile -C build

echo "== argon2id, 64 MiB, t=3, p=4 (RFC 9106 second recommendation)"
encoded=$(printf '%s' 'correct horse battery staple' | build/argon2 saltsaltsalt -id -t 3 -k 65536 -p 4 --info | tee /dev/stderr | sed -n 's/^Encoded:\t//p')
echo "== verifying $encoded"
printf '%s' 'correct horse battery staple' | build/argon2 --verify "$encoded"
