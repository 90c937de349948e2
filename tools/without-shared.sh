#!/usr/bin/env bash
# Runs a command with ../shared out of reach, as in a clone that has nothing beside it: where
# ../shared exists, in a mount namespace of its own with an empty read-only folder mounted over
# it (needs root: unshare and mount). The mount that holds ../shared is made private in that
# namespace first, so nothing mounted there reaches the rest of the machine; unshare's own
# --propagation private would change the root's, which a chroot (tools/debian-chroot.sh) refuses.
# The project's tests must find everything they need in the repository; the few that cannot
# skip, as tests/skips-without-shared.txt lists.
#   without-shared.sh COMMAND...
set -euo pipefail
shared=$(cd "$(dirname "$0")/../.." && pwd)/shared
if [ ! -e "$shared" ]; then
  exec "$@"
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
exec $sudo unshare --mount --propagation unchanged bash -c '
  holder=$(findmnt -n -o TARGET --target "$0") || exit 1
  mount --make-rprivate "$holder" || exit 1
  mount -t tmpfs -o ro,size=64k argon2-no-shared "$0" || exit 1
  [ -z "$(ls -A "$0")" ] || { echo "without-shared.sh: $0 is still readable" >&2; exit 1; }
  exec "$@"' "$shared" "$@"
