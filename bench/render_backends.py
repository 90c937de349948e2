#!/usr/bin/env python3
"""docs/backends.md's figures from one tools/bench-backends.sh run: writes DIR/summary.md.

    render_backends.py DIR

DIR holds clang/ and gcc/ (argon2-bench's results.json, argon2-kernel-loop's table in
kernel-loop.md), optionally wasm/ (argon2-bench's results.json with the wasm arms) and
aarch64-instructions.txt (the compiler's version line, then the kernel_instructions table).
"""
import json
import pathlib
import re
import sys

from render_charts import provenance


def kernel_loop(path):
    """argon2-kernel-loop's table: backend -> median ns per block."""
    rows = {}
    for line in path.read_text().splitlines():
        m = re.match(r"^\| ([\w-]+) \| ([\d.]+) \|", line)
        if m and m.group(1) != "backend":
            rows[m.group(1)] = float(m.group(2))
    return rows


def in_cache(results):
    """argon2-bench's in-cache run: (the dispatched backend, backend -> ns per block); the
    dispatched backend's figure is the arm "ours", which argon2-bench does not repeat forced."""
    arms = results["configs"][0]["arms"]
    dispatched = None
    rows = {}
    for a in arms:
        if a["name"] == "ours":
            dispatched = re.search(r"dispatched: ([\w-]+)", a["label"]).group(1)
            rows[dispatched] = a["ns_per_block"]
        elif forced := re.fullmatch(r"ours, one-shot C\+\+ API, backend ([\w-]+) \(forced\)", a["label"]):
            rows[forced.group(1)] = a["ns_per_block"]
    return dispatched, rows


def compiler(results):
    return re.search(r"built with (.*)$", results["machine"]).group(1)


def native_table(directory):
    runs = {}
    for name in ("clang", "gcc"):
        results = json.loads((directory / name / "results.json").read_text())
        runs[name] = (results, *in_cache(results), kernel_loop(directory / name / "kernel-loop.md"))
    clang, gcc = runs["clang"], runs["gcc"]
    order = list(clang[2]) + [b for b in gcc[2] if b not in clang[2]]
    lines = [
        "In cache: argon2id, 1 MiB, t=64, p=1, one-shot through the C++ API, each backend "
        f"forced (or dispatched); alone: `argon2-kernel-loop {clang[0]['reps']}` (256 blocks in "
        f"L2). Compilers: {compiler(clang[0])} (build/) and {compiler(gcc[0])} (build-gcc/); "
        "\"dispatched\" names the backend each build's dispatch picks on this CPU.",
        "",
        "| backend | in cache, clang | in cache, GCC | alone, clang | alone, GCC | dispatched |",
        "| --- | ---: | ---: | ---: | ---: | --- |",
    ]

    def cell(value, digits):
        return "-" if value is None else f"{value:.{digits}f}"

    for b in order:
        picked = [c for c, run in (("clang", clang), ("GCC", gcc)) if run[1] == b]
        lines.append(f"| `{b}` | {cell(clang[2].get(b), 0)} | {cell(gcc[2].get(b), 0)} | "
                     f"{cell(clang[3].get(b), 1)} | {cell(gcc[3].get(b), 1)} | "
                     f"{', '.join(picked) or '-'} |")
    return clang[0], lines


def wasm_table(results):
    arms = results["configs"][0]["arms"]
    lines = [
        "The wasm32-wasi module under node, the same configuration (\"as dispatched\" is the "
        "module's own choice):",
        "",
        "| WebAssembly | ns per block |",
        "| --- | ---: |",
    ]
    for a in arms:
        if a["name"] == "ours-wasm":
            head = "ours, as dispatched"
        elif a["name"].startswith("ours-wasm-"):
            head = f"`{a['name'][len('ours-wasm-'):]}`"
        else:
            head = re.sub(r" \(.*", "", a["label"])
        lines.append(f"| {head} | {a['ns_per_block']:.0f} |")
    return lines


def aarch64_table(text):
    version, header, *rows = text.strip().splitlines()
    lines = [
        f"AArch64, by the instructions one block runs in each kernel loop (objdump; {version}): "
        "all of them, the xor-and-rotates (`xar`), the `eor`s, the byte shuffles (`tbl`), "
        "and the loads and stores (the blocks take 256; the rest is spilled state):",
        "",
        "| backend | instructions | `xar` | `eor` | `tbl` | loads and stores |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    assert header.split()[0] == "backend", header
    for row in rows:
        name, *counts = row.split()
        lines.append(f"| `{name}` | " + " | ".join(f"{int(c):,}" for c in counts) + " |")
    return lines


def main():
    directory = pathlib.Path(sys.argv[1])
    results, lines = native_table(directory)
    head = provenance(results, f"{directory}/{{clang,gcc,wasm}}",
                      "ns per block.",
                      command="tools/bench-backends.sh")
    out = [head, ""] + lines
    wasm = directory / "wasm" / "results.json"
    if wasm.exists():
        out += [""] + wasm_table(json.loads(wasm.read_text()))
    aarch64 = directory / "aarch64-instructions.txt"
    if aarch64.exists():
        out += [""] + aarch64_table(aarch64.read_text())
    (directory / "summary.md").write_text("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
