#!/usr/bin/env python3
"""Draws argon2-scrypt-bench's charts from its results.json, with render_charts.py's bars:
  keystream.svg  Salsa20/20, /12, /8 keystream at 64 KiB messages: MB/s per implementation
  scrypt.svg     each scrypt configuration: ms per hash per implementation
and summary.md, the README's two compact tables of medians.
Usage: render_scrypt_charts.py RESULTS_DIR"""
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from render_charts import bar_chart, colors_for, provenance  # noqa: E402


def main():
    directory = sys.argv[1]
    with open(f"{directory}/results.json") as f:
        results = json.load(f)
    stamp = f'{results["machine"]}; {results["reps"]} reps, medians'
    names = []
    for row in results["rows"]:
        for arm in row["arms"]:
            if arm["name"] not in names:
                names.append(arm["name"])
    color = colors_for(names)

    def groups(rows):
        return [(row["config"], [(a["name"], statistics.median(a["samples"]), color[a["name"]])
                                 for a in row["arms"] if not a["name"].startswith("ours, kernel")])
                for row in rows]

    keystream = [r for r in results["rows"] if r["unit"] == "MB/s" and r["config"].endswith("64 KiB")]
    scrypt = [r for r in results["rows"] if r["unit"] == "ms"]
    with open(f"{directory}/summary.md", "w") as f:
        f.write(summary(results, directory))
    with open(f"{directory}/keystream.svg", "w") as f:
        f.write(bar_chart("Salsa20 keystream, 64 KiB messages (MB/s, longer is faster)", stamp,
                          groups(keystream), lambda v: f"{v:.0f} MB/s"))
    with open(f"{directory}/scrypt.svg", "w") as f:
        f.write(bar_chart("scrypt (ms per hash, shorter is faster)", stamp, groups(scrypt),
                          lambda v: f"{v:.0f} ms"))


def summary(results, directory):
    def med(arm):
        return statistics.median(arm["samples"])

    # The best of our kernels per instruction set (the goals are per instruction set), each
    # against libsodium and against our portable kernel.
    tiers = [("AVX-512", ("avx512", "avx3")), ("AVX2", ("avx2",)), ("SSSE3", ("ssse3", "sse4")),
             ("NEON", ("neon", "sve")), ("WASM", ("wasm",))]
    keystream = [r for r in results["rows"] if r["unit"] == "MB/s"]
    present = [(tier, keys) for tier, keys in tiers
               if any(any(k in a["name"] for k in keys) for r in keystream for a in r["arms"])]
    head = [provenance(results, directory, "MB/s for the keystream, ms per hash for scrypt."), ""]
    out = [] if not keystream else ["| Salsa20 keystream, MB/s | libsodium | ours, scalar | " +
           " | ".join(f"ours, best {tier} | {tier} vs libsodium, vs scalar" for tier, _ in present) +
           " |",
           "| --- | ---: | ---: | " + " | ".join("--- | ---" for _ in present) + " |"]
    for row in keystream:
        peer = next(a for a in row["arms"] if not a["ours"])
        scalar = next(a for a in row["arms"] if a["name"] == "ours scalar")
        cells = []
        for tier, keys in present:
            arms = [a for a in row["arms"] if a["ours"] and any(k in a["name"] for k in keys)]
            best = max(arms, key=med)
            cells.append(f'{med(best):.0f} ({best["name"][5:]}) | '
                         f'{med(best) / med(peer):.2f}x, {med(best) / med(scalar):.2f}x')
        out.append(f'| {row["config"]} | {med(peer):.0f} | {med(scalar):.0f} | ' +
                   " | ".join(cells) + " |")
    scrypt = [r for r in results["rows"] if r["unit"] == "ms"]
    if scrypt:
        # Ours warm (the dispatched kernel, its arena kept between calls) and cold (the arena
        # released before each call: the page faults that peers allocating per call pay).
        def warm(row):
            return next(a for a in row["arms"] if a["name"].startswith("ours ("))

        def cold(row):
            return next(a for a in row["arms"] if a["name"].startswith("ours, cold"))

        peers = [a["name"] for a in scrypt[0]["arms"] if not a["ours"]]
        out += ["", "| scrypt, ms per hash | ours, warm | ours, cold | " + " | ".join(peers) +
                " | warm, cold vs the fastest |",
                "| --- | ---: | ---: | " + " | ".join("---:" for _ in peers) + " | ---: |"]
        for row in scrypt:
            others = [a for a in row["arms"] if not a["ours"]]
            fastest = min(med(a) for a in others)
            out.append(f'| {row["config"]} | {med(warm(row)):.1f} | {med(cold(row)):.1f} | ' +
                       " | ".join(f"{med(a):.1f}" for a in others) +
                       f" | {fastest / med(warm(row)):.2f}x, {fastest / med(cold(row)):.2f}x |")
        # Every kernel's ROMix where the run forced each (p = 1), the dispatched one first.
        per_kernel = [r for r in scrypt
                      if any(a["name"].startswith("ours, kernel ") for a in r["arms"])]
        if per_kernel:
            out += ["", "| scrypt, ms per hash, warm, per Salsa20 kernel | " +
                    " | ".join(r["config"][len("scrypt "):] for r in per_kernel) + " |",
                    "| --- | " + " | ".join("---:" for _ in per_kernel) + " |"]
            dispatched = warm(per_kernel[0])["name"]
            kernels = [dispatched] + [a["name"] for a in per_kernel[0]["arms"]
                                      if a["name"].startswith("ours, kernel ")]
            for name in kernels:
                cells = [next(med(a) for a in r["arms"] if a["name"] == name) for r in per_kernel]
                label = (name.removeprefix("ours (").removesuffix(")") + " (dispatched)"
                         if name == dispatched else name.removeprefix("ours, kernel "))
                out.append(f"| {label} | " + " | ".join(f"{c:.1f}" for c in cells) + " |")
    while out and not out[0]:
        out.pop(0)
    return "\n".join(head + out) + "\n"


if __name__ == "__main__":
    main()
