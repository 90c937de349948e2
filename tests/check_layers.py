#!/usr/bin/env python3
"""The library's layers point one way: reads every #include "..." of the library's sources and
fails when a layer includes one above it (HACKING.md, "Where things are").

    check_layers.py SOURCE_ROOT

Bottom up: include/ (the public API), src/os/ (the OS layer), src/core/ (ISA-free), backends/ (the kernels),
src/engine/ (dispatch, memory, threads, the drivers), src/api/ + src/capi/ + modules/ (the API
and the C ABI). A layer may include its own folder and any layer below. kernel_sets.hpp,
generated from the kernels' tables into the build folder, belongs to backends/. Prints the edges
between layers it found, then any violation.
"""
import os
import re
import sys

LAYERS = [
    ("public API", ["include"]),
    ("OS", ["src/os"]),
    ("core", ["src/core"]),
    ("kernels", ["backends"]),
    ("engine", ["src/engine"]),
    ("API and C ABI", ["src/api", "src/capi", "modules"]),
]
GENERATED = {"kernel_sets.hpp": "backends/kernel_sets.hpp", "version.hpp": "include/argon2/version.hpp"}
SOURCE_SUFFIXES = (".c", ".h", ".cpp", ".hpp", ".cppm", ".hpp.in")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def layer_of(path):
    for rank, (name, folders) in enumerate(LAYERS):
        if any(path == f or path.startswith(f + "/") for f in folders):
            return rank
    return None


def resolve(root, including, target):
    """The repository path an include names: relative to the including file, then to the
    repository root (internal headers are named from there), then the public include/ folder."""
    for base in (os.path.dirname(including), "", "include"):
        candidate = os.path.normpath(os.path.join(base, target))
        if os.path.exists(os.path.join(root, candidate)) or os.path.exists(
            os.path.join(root, candidate + ".in")
        ):
            return candidate
    return GENERATED.get(os.path.basename(target))


def main():
    root = sys.argv[1]
    edges = {}
    violations = []
    unresolved = []
    files = 0
    for _, folders in LAYERS:
        for folder in folders:
            for dirpath, _, names in os.walk(os.path.join(root, folder)):
                for name in sorted(names):
                    if not name.endswith(SOURCE_SUFFIXES):
                        continue
                    path = os.path.relpath(os.path.join(dirpath, name), root)
                    files += 1
                    with open(os.path.join(root, path), encoding="utf-8") as f:
                        text = f.read()
                    for target in INCLUDE.findall(text):
                        resolved = resolve(root, path, target)
                        if resolved is None:
                            unresolved.append(f"{path}: #include \"{target}\"")
                            continue
                        src, dst = layer_of(path), layer_of(resolved)
                        if dst is None:
                            violations.append(f"{path} includes {resolved}, outside every layer")
                            continue
                        if src != dst:
                            edges[(src, dst)] = edges.get((src, dst), 0) + 1
                        if dst > src:
                            violations.append(
                                f"{path} ({LAYERS[src][0]}) includes {resolved} ({LAYERS[dst][0]})"
                            )
    print(f"{files} files read; includes between layers:")
    for (src, dst), count in sorted(edges.items()):
        print(f"  {LAYERS[src][0]} -> {LAYERS[dst][0]}: {count}")
    for line in unresolved:
        print(f"FAIL: unresolved include: {line}")
    for line in violations:
        print(f"FAIL: upward include: {line}")
    if files == 0:
        print("FAIL: no source files found under " + root)
        return 1
    return 1 if violations or unresolved else 0


if __name__ == "__main__":
    sys.exit(main())
