#!/usr/bin/env bash
# Runs a command on another Debian release, in a minimal chroot of it made with debootstrap:
# the working tree (tracked files and untracked ones git does not ignore) copied to
# /work/argon2 inside, ../shared (where present) mounted read-only at /work/shared, /proc,
# /sys and /dev from the host. The chroot is kept in .tools/chroot-SUITE for the next run (a
# fresh machine makes it in a minute or two); the copy of the tree is made anew each run, its
# build folders kept.
#   debian-chroot.sh [--no-shared] SUITE COMMAND...   e.g. debian-chroot.sh trixie bash tools/main-job.sh
# --no-shared: ../shared stays out of reach (the tests must find everything in the repository).
# Needs root (debootstrap, chroot, mount).
set -euo pipefail
cd "$(dirname "$0")/.."
with_shared=true
if [ "${1:-}" = --no-shared ]; then
  with_shared=false
  shift
fi
suite=$1
shift
root=$PWD/.tools/chroot-$suite

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if ! command -v debootstrap >/dev/null 2>&1; then
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends debootstrap
fi
if [ ! -x "$root/usr/bin/apt-get" ]; then
  $sudo rm -rf "$root"
  mkdir -p "$(dirname "$root")"
  $sudo debootstrap --variant=minbase "$suite" "$root" http://deb.debian.org/debian >"$root.log" 2>&1 \
    || { tail -20 "$root.log"; exit 1; }
fi
$sudo cp /etc/resolv.conf "$root/etc/resolv.conf"
# The host's own certificate authorities (a proxy's, say): the chroot trusts what the host does
# (ca-certificates takes them in when it is installed there, or now if it already is).
if [ -d /usr/local/share/ca-certificates ]; then
  $sudo mkdir -p "$root/usr/local/share/ca-certificates"
  $sudo cp -r /usr/local/share/ca-certificates/. "$root/usr/local/share/ca-certificates/"
  if [ -x "$root/usr/sbin/update-ca-certificates" ]; then
    $sudo chroot "$root" /usr/sbin/update-ca-certificates >/dev/null
  fi
fi

mounts=()
cleanup() {
  local i
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    $sudo umount -R "${mounts[i]}" 2>/dev/null || $sudo umount -R -l "${mounts[i]}" || true
  done
}
trap cleanup EXIT
mount_into() {  # mount_into TARGET MOUNT_ARGS...
  $sudo mkdir -p "$1"
  local target=$1
  shift
  $sudo mount "$@" "$target"
  mounts+=("$target")
}
mount_into "$root/proc" -t proc proc
mount_into "$root/sys" --rbind /sys
mount_into "$root/dev" --rbind /dev
if [ "$with_shared" = true ] && [ -d ../shared ]; then
  mount_into "$root/work/shared" --bind -o ro "$(cd ../shared && pwd)"
fi

# The tree, as a clean clone would have it plus what is not committed yet, and the repository
# itself (.git: the tests list files with git, meson dist and the wrap-git route clone it);
# build folders stay.
tree=$root/work/argon2
$sudo mkdir -p "$tree"
$sudo find "$tree" -mindepth 1 -maxdepth 1 ! -name 'build*' ! -name .tools -exec rm -rf {} +
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  { git ls-files -z --cached --others --exclude-standard; printf '%s\0' .git; } \
    | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done \
    | $sudo tar --null -T - -cf - | $sudo tar -C "$tree" -xf -
else
  $sudo tar --exclude='./build*' --exclude=./.tools -cf - . | $sudo tar -C "$tree" -xf -
fi

echo "== $(cat "$root/etc/debian_version") ($suite) chroot: $*"
$sudo chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  LANG=C.UTF-8 ${CI:+CI=$CI} ${NODE_EXTRA_CA_CERTS:+NODE_EXTRA_CA_CERTS=$NODE_EXTRA_CA_CERTS} bash -c 'cd /work/argon2 && "$@"' bash "$@"
