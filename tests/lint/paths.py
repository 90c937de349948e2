#!/usr/bin/env python3
"""Every repository path named in the code's comments and in the docs exists. A token that starts
with one of the repository's top folders (`backends/generic/round.hpp`, `tests/fuzz/`), with
`{a,b}` alternatives and `*` globs expanded, must name a tracked file or folder (a glob at least
one), from the root or from the naming file's own folder (as Meson's files() reads them).
A section cited as `docs/decisions.md#first-blocks` must be a heading there.
Placeholders (`backends/<isa>/...`, `cross/NAME.ini`) are not names; what a build or a tool makes
is listed below with where it lives. The CHANGELOG and bench/results/ are history (they name
what existed then), and other projects' paths are written `owner/repo:path`.

    paths.py SOURCE_ROOT
"""
import fnmatch
import functools
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(sys.argv[1])

# Names of things that are not in the repository, and where they are.
MADE_ELSEWHERE = {
    "backends/kernel_sets.hpp": "generated into the build folder from backends/kernel_sets.txt",
    "include/argon2/version.hpp": "configured into the build folder from version.hpp.in",
    "bench/argon2_bench.wasm": "the benchmark's WebAssembly module, in the wasm32-wasi build folder",
    "examples/login-service/login-service": "the example's program, in the build folder",
    "bench/node/node_modules": "npm's install of the node peers (tools/setup-debian.sh)",
    "bench/browser/node_modules": "npm's install of the browser benchmark's peers (tools/bench-browser.sh)",
    "tests/npm/tools/node_modules": "npm's install of the npm tests' tools (tools/setup-debian.sh)",
    "tests/npm/tools/node_modules/.package-lock.json": "npm's record of the npm tests' tools install",
    "tests/npm/tools/node_modules/.installed-lock.json": "tools/setup-debian.sh's record of the same",
    "subprojects/argon2.wrap": "the wrap file in a consuming project",
    "subprojects/packagecache": "Meson's download cache in a consuming project",
    "subprojects/argon2-cpp.wrap": "the wrap's place in WrapDB's repository (packaging/wrapdb/)",
    "tools/sanity_checks.py": "WrapDB's check, in the clone of its repository package_wrapdb makes",
    "tools/format.py": "WrapDB's formatter, in the same clone",
}
HISTORY = ("CHANGELOG.md", "bench/results/", "tests/data/", "tests/fuzz/corpus")
TEXT = {".md", ".cpp", ".hpp", ".h", ".c", ".cppm", ".py", ".sh", ".txt", ".build", ".ini",
        ".mjs", ".js", ".lua", ".in", ".wrap", ".1", ".cfg", ".toml", ".json"}

tracked = [t for t in subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                                     check=True, text=True).stdout.split("\0") if t]
tracked_set = set(tracked)
folders = {str(p) for t in tracked for p in pathlib.PurePosixPath(t).parents if str(p) != "."}
top = sorted({t.split("/")[0] for t in tracked if "/" in t})
TOKEN = re.compile(r"(?<![\w./$@:-])((?:" + "|".join(re.escape(t) for t in top) +
                   r")/[\w.*{},/+-]*)")
PLACEHOLDER = re.compile(r"[A-Z][A-Z0-9_]*(\.\w+)?")
# A section: docs/decisions.md#first-blocks, or a comment's "docs/decisions.md" and "// #x" on the
# next line.
ANCHOR = re.compile(r"((?:[\w-]+/)*[\w-]+\.md)(?:\n\s*(?://|#)\s*)?#([\w-]+)")


@functools.lru_cache(maxsize=None)
def anchors(markdown):
    """GitHub's anchors of a Markdown file's headings."""
    text = (ROOT / markdown).read_text()
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-")
            for h in re.findall(r"^#+ (.*)$", text, re.MULTILINE)}


def expand(path):
    m = re.search(r"\{([^{}]*)\}", path)
    if not m:
        return [path]
    return [x for alt in m.group(1).split(",") for x in expand(path[:m.start()] + alt + path[m.end():])]


def exists(path):
    if "*" in path:
        return any(fnmatch.fnmatchcase(n, path) for n in tracked) or \
            any(fnmatch.fnmatchcase(f, path) for f in folders)
    return path in tracked_set or path in folders


def names_something(path, folder):
    path = path.rstrip("/")
    if exists(path) or any(path == m or path.startswith(m + "/") for m in MADE_ELSEWHERE):
        return True
    nearby = str(pathlib.PurePosixPath(folder) / path)
    return folder != "." and exists(nearby)


missing, checked = [], 0
for name in tracked:
    p = pathlib.PurePosixPath(name)
    if name.startswith(HISTORY) or (p.suffix not in TEXT and p.name != "meson.build"):
        continue
    try:
        text = (ROOT / name).read_text()
    except UnicodeDecodeError:
        continue
    for m in ANCHOR.finditer(text):
        target = m.group(1) if "/" in m.group(1) else str(p.parent / m.group(1))
        if target in tracked_set:
            checked += 1
            if m.group(2) not in anchors(target):
                lineno = text.count("\n", 0, m.start()) + 1
                missing.append(f"{name}:{lineno}: {target}#{m.group(2)} (no such heading)")
    for lineno, line in enumerate(text.splitlines(), 1):
        line = re.sub(r"\S*/<[^>]*>\S*", " ", line)  # backends/<isa>/<isa>_vector.hpp
        for m in TOKEN.finditer(line):
            token = m.group(1).rstrip(".,;:)")
            if "{" in token and "}" not in token:
                token = token[:token.index("{")]  # alternatives that go on past the line
            if "..." in token:
                continue
            checked += 1
            for path in expand(token):
                placeholder = any(PLACEHOLDER.fullmatch(s) for s in path.rstrip("/").split("/")[1:])
                if not names_something(path, str(p.parent)) and not placeholder:
                    missing.append(f"{name}:{lineno}: {path}" + (f" (in {token})" if path != token else ""))

for m in missing:
    print(m)
print(f"{checked} path names read in {len(tracked)} tracked files, {len(missing)} naming nothing")
sys.exit(1 if missing else 0)
