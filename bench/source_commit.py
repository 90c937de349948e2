#!/usr/bin/env python3
"""The commit a benchmark's figures come from: `git describe` of the source tree, with
"-dirty" when a tracked file differs from it, bench/results/ aside (a run that writes its
results there must not mark the next one dirty). Prints "unknown (not a git checkout)" outside
a git checkout.
    source_commit.py [SOURCE_ROOT]"""
import os
import subprocess
import sys


def source_commit(root: str) -> str:
    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", root, *args], capture_output=True, text=True,
                              check=True).stdout.strip()
    try:
        commit = git("describe", "--always", "--abbrev=12", "--exclude=*")
        changed = git("status", "--porcelain", "--untracked-files=no", "--", ".",
                      ":(exclude)bench/results")
    except (OSError, subprocess.CalledProcessError):
        return "unknown (not a git checkout)"
    return commit + ("-dirty" if changed else "")


if __name__ == "__main__":
    print(source_commit(sys.argv[1] if len(sys.argv) > 1 else
                        os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")))
