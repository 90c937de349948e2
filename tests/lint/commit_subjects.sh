#!/usr/bin/env bash
# Commit subjects of at most 72 characters, git's convention (a short subject that fits
# `git log --oneline` and a mail subject; the why in the body): every commit since the first
# of the house issue that set the rule (HACKING.md, "Commits"), e075997; the history before it
# stays as it was written.
#   commit_subjects.sh SOURCE_ROOT
set -euo pipefail
cd "$1"
first=e075997b0bbaf4bdc99a497e2097880b489833a2
limit=72
if git cat-file -e "$first^{commit}" 2>/dev/null; then
  range=("$first^..HEAD")
elif [ "$(git rev-parse --is-shallow-repository)" = true ]; then
  echo "a shallow clone without $first: checking the commits it has"
  range=(HEAD)
else
  echo "the history holds no $first: not this repository's history?" >&2
  exit 1
fi
checked=0 long=0
while IFS= read -r line; do
  subject=${line#* }
  checked=$((checked + 1))
  if [ "${#subject}" -gt "$limit" ]; then
    long=$((long + 1))
    echo "${line%% *}: ${#subject} characters: $subject"
  fi
done < <(git log --format='%h %s' "${range[@]}")
echo "$checked commits since ${first:0:7}, $long with a subject over $limit characters"
[ "$long" -eq 0 ]
