#!/usr/bin/env python3
"""The layers point one way: reads every #include "..." of the library's sources and of the
programs built on it (cli/, bench/, harness/), and fails when a layer includes one above it or a
program reaches inside the library without a reason listed here (HACKING.md, "Where things
are").

    layers.py SOURCE_ROOT

The library, bottom up: include/ (the public API), src/os/ (the OS layer), src/core/ (ISA-free),
backends/ (the kernels), src/engine/ (dispatch, memory, threads, the drivers), src/api/ +
src/capi/ + modules/ + src/wasm/ (the API, the C ABI, and the npm package's WebAssembly module,
which drives the kernels itself). A layer may include its own folder and any layer
below. kernel_sets.hpp, generated from the kernels' tables into the build folder, belongs to
backends/.

The programs on top: harness/ (what tests and benchmarks share), cli/ (the argon2 tool), bench/
(the benchmarks). Each may include its own folder, the public API and the harness; anything
else of the library only as INSIDE lists it. Prints the edges it found, then any violation.
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
    ("API, C ABI and WebAssembly exports", ["src/api", "src/capi", "modules", "src/wasm"]),
]
PROGRAMS = [
    ("harness", ["harness"]),
    ("CLI", ["cli"]),
    ("benchmarks", ["bench"]),
]
PROGRAMS_SKIP = ("bench/node/node_modules", "bench/results")  # npm's install; output
# What a program may include from inside the library, and why: (including file or folder, included
# file or folder, reason). Everything else a program needs is in the public API.
INSIDE = [
    ("cli/argon2_cli.cpp", "src/api/diagnostics.hpp",
     "--info names the OS layer and Highway's dispatch target, which the stable API leaves out"),
    ("cli/argon2_cli.cpp", "src/core/wiped_bytes.hpp",
     "the password read from stdin is wiped as the library wipes its own buffers"),
    ("bench/kernel_loop", "backends",
     "the kernel loop times each set's block kernel alone, beneath dispatch and the engine"),
    ("bench/kernel_loop/highway_loop.cpp", "src/core/blake2b_round.hpp",
     "Highway's kernels, instantiated there per target, compute BLAKE2b's round from the core"),
    ("bench/latency_floor.cpp", "backends/generic/segment.hpp",
     "the latency-floor model replays the segment loop's own reference indices"),
]
GENERATED = {"kernel_sets.hpp": "backends/kernel_sets.hpp", "version.hpp": "include/argon2/version.hpp"}
SOURCE_SUFFIXES = (".c", ".h", ".cpp", ".hpp", ".cppm", ".hpp.in")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def layer_of(path):
    for rank, (name, folders) in enumerate(LAYERS):
        if any(path == f or path.startswith(f + "/") for f in folders):
            return rank
    return None


def under(path, prefix):
    return path == prefix or path.startswith(prefix + "/")


def program_of(path):
    for name, folders in PROGRAMS:
        if any(under(path, f) for f in folders):
            return name
    return None


def inside_reason(path, resolved):
    for including, included, why in INSIDE:
        if under(path, including) and under(resolved, included):
            return why
    return None


def resolve(root, including, target):
    """The repository path an include names: relative to the including file, then to the
    repository root (internal headers are named from there), then the public include/ folder.
    A template's "backends/@description@" names the folder before the placeholder."""
    if "@" in target:
        folder = os.path.dirname(target.split("@")[0].rstrip("/") + "/x")
        return folder if os.path.isdir(os.path.join(root, folder)) else None
    for base in (os.path.dirname(including), "", "include"):
        candidate = os.path.normpath(os.path.join(base, target))
        if os.path.exists(os.path.join(root, candidate)) or os.path.exists(
            os.path.join(root, candidate + ".in")
        ):
            return candidate
    return GENERATED.get(os.path.basename(target))


def sources(root, folders, skip=()):
    for folder in folders:
        for dirpath, dirnames, names in os.walk(os.path.join(root, folder)):
            dirnames[:] = [d for d in dirnames
                           if not os.path.relpath(os.path.join(dirpath, d), root).startswith(skip)]
            for name in sorted(names):
                if name.endswith(SOURCE_SUFFIXES):
                    path = os.path.relpath(os.path.join(dirpath, name), root)
                    with open(os.path.join(root, path), encoding="utf-8") as f:
                        yield path, INCLUDE.findall(f.read())


def main():
    root = sys.argv[1]
    edges = {}
    violations = []
    unresolved = []
    files = 0
    for _, folders in LAYERS:
        for path, targets in sources(root, folders):
            files += 1
            for target in targets:
                resolved = resolve(root, path, target)
                if resolved is None:
                    unresolved.append(f"{path}: #include \"{target}\"")
                    continue
                src, dst = layer_of(path), layer_of(resolved)
                if dst is None:
                    violations.append(f"{path} includes {resolved}, outside every layer")
                    continue
                if src != dst:
                    edges[(LAYERS[src][0], LAYERS[dst][0])] = edges.get((LAYERS[src][0], LAYERS[dst][0]), 0) + 1
                if dst > src:
                    violations.append(
                        f"{path} ({LAYERS[src][0]}) includes {resolved} ({LAYERS[dst][0]})"
                    )
    reasons_used = set()
    for _, folders in PROGRAMS:
        for path, targets in sources(root, folders, PROGRAMS_SKIP):
            files += 1
            program = program_of(path)
            for target in targets:
                resolved = resolve(root, path, target)
                if resolved is None:
                    unresolved.append(f"{path}: #include \"{target}\"")
                    continue
                owner = program_of(resolved)
                if owner == program:
                    continue
                if owner == "harness" or under(resolved, "include"):
                    to = "harness" if owner == "harness" else LAYERS[0][0]
                    edges[(program, to)] = edges.get((program, to), 0) + 1
                    continue
                why = inside_reason(path, resolved)
                if why is None:
                    violations.append(f"{path} ({program}) includes {resolved}, inside the library, "
                                      "without a reason in INSIDE")
                    continue
                reasons_used.add(why)
                dst = layer_of(resolved)
                to = LAYERS[dst][0] if dst is not None else resolved
                edges[(program, to)] = edges.get((program, to), 0) + 1
    print(f"{files} files read; includes between layers:")
    for (src, dst), count in sorted(edges.items()):
        print(f"  {src} -> {dst}: {count}")
    print("reaching inside, by INSIDE:")
    for including, included, why in INSIDE:
        print(f"  {including} -> {included}: {why}")
    for including, included, why in INSIDE:
        if why not in reasons_used:
            violations.append(f"INSIDE lists {including} -> {included}, which no include uses")
    for line in unresolved:
        print(f"FAIL: unresolved include: {line}")
    for line in violations:
        print(f"FAIL: {'upward include: ' if ' includes ' in line and 'inside' not in line else ''}{line}")
    if files == 0:
        print("FAIL: no source files found under " + root)
        return 1
    return 1 if violations or unresolved else 0


if __name__ == "__main__":
    sys.exit(main())
