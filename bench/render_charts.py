#!/usr/bin/env python3
"""Draws the benchmark's SVG charts from results.json (no plotting library needed), one chart
per question:
  vs-peers.svg           each configuration: every implementation's median time relative to ours
  in-cache-per-block.svg the in-cache configuration: ns per 1 KiB block, per implementation
  memory-sweep.svg       t=1, p=1: ns per block as memory grows from 64 KiB to 1 GiB
and summary.md, one compact table of medians, and targets.md, the memory-and-threads targets
checked against this run (both shown in the README).
Usage: render_charts.py RESULTS_DIR"""
import json
import math
import re
import sys
from html import escape

COLORS = ["#1b6ca8", "#e07b39", "#3a9d5d", "#c23b4c", "#7b5ea7", "#8c6d31", "#d36fb0",
          "#5f6b73", "#2aa1b3", "#a0a020"]


def svg(width, height, body):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">\n'
            f'<rect width="100%" height="100%" fill="white"/>\n{body}</svg>\n')


def text(x, y, s, anchor="start", size=12, weight="normal"):
    return (f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" font-size="{size}" '
            f'font-weight="{weight}">{escape(str(s))}</text>\n')


def bar_chart(title, subtitle, groups, value_label, reference_line=None):
    """groups: [(group name, [(label, value, color)])] drawn as horizontal bars."""
    label_w, bar_w, row_h = 420, 360, 18
    rows = sum(len(items) + 1 for _, items in groups)
    height = 70 + rows * row_h + 30
    width = label_w + bar_w + 90
    top = max((v for _, items in groups for _, v, _ in items), default=1) * 1.05
    body = text(10, 22, title, size=15, weight="bold") + text(10, 42, subtitle, size=11)
    y = 62
    for name, items in groups:
        body += text(10, y + 13, name, weight="bold")
        y += row_h
        for label, value, color in items:
            w = bar_w * value / top
            body += text(label_w - 8, y + 13, label, anchor="end", size=11)
            body += f'<rect x="{label_w}" y="{y + 3}" width="{w:.1f}" height="{row_h - 6}" fill="{color}"/>\n'
            body += text(label_w + w + 5, y + 13, value_label(value), size=11)
            y += row_h
    if reference_line is not None:
        x = label_w + bar_w * reference_line / top
        body += (f'<line x1="{x:.1f}" y1="55" x2="{x:.1f}" y2="{y}" stroke="#333" '
                 f'stroke-dasharray="4 3"/>\n')
    return svg(width, height, body)


def colors_for(names):
    return {n: COLORS[i % len(COLORS)] for i, n in enumerate(names)}


def main():
    directory = sys.argv[1]
    with open(f"{directory}/results.json") as f:
        results = json.load(f)
    if results["configs"] and any(a["name"] == "ours" for a in results["configs"][0]["arms"]):
        with open(f"{directory}/summary.md", "w") as f:
            f.write(summary(results, directory))
        with open(f"{directory}/targets.md", "w") as f:
            f.write(targets(results, directory))
    stamp = f'{results["date"]}; {results["machine"]}; {results["reps"]} reps, medians'

    names = []
    for c in results["configs"] + results["sweep"]:
        for a in c["arms"]:
            if a["name"] not in names:
                names.append(a["name"])
    color = colors_for(names)

    groups = []
    for c in results["configs"]:
        ours = next((a for a in c["arms"] if a["name"] == "ours"), None)
        if not ours:
            continue
        groups.append((f'{c["name"]} ({c["type"]})',
                       [(a["label"][:70], a["median_s"] / ours["median_s"], color[a["name"]])
                        for a in c["arms"]]))
    if groups:
        with open(f"{directory}/vs-peers.svg", "w") as f:
            f.write(bar_chart("Time relative to ours (lower is faster; dashed line = ours)", stamp,
                              groups, lambda v: f"{v:.2f}x", reference_line=1.0))

    in_cache = [c for c in results["configs"] if c["name"].startswith("in-cache")]
    if in_cache:
        c = in_cache[0]
        items = sorted(((a["label"][:70], a["ns_per_block"], color[a["name"]]) for a in c["arms"]),
                       key=lambda item: item[1])
        with open(f"{directory}/in-cache-per-block.svg", "w") as f:
            f.write(bar_chart(f'In-cache cost per 1 KiB block ({c["name"]}, {c["type"]})', stamp,
                              [("ns per block, median", items)], lambda v: f"{v:.0f} ns"))

    if results["sweep"]:
        width, height, left, right, top, bottom = 760, 430, 70, 190, 66, 50
        points = {}
        for c in results["sweep"]:
            for a in c["arms"]:
                points.setdefault(a["name"], []).append((c["memory_kib"], a["ns_per_block"]))
        xs = [math.log2(c["memory_kib"]) for c in results["sweep"]]
        y_max = max(v for series in points.values() for _, v in series) * 1.1
        def px(kib):
            return left + (math.log2(kib) - xs[0]) / max(xs[-1] - xs[0], 1) * (width - left - right)
        def py(v):
            return height - bottom - v / y_max * (height - top - bottom)
        body = text(10, 22, "Cost per block as the working set grows (t=1, p=1)", size=15, weight="bold")
        body += text(10, 40, stamp, size=11)
        body += (f'<line x1="{left}" y1="{height - bottom}" x2="{width - right}" y2="{height - bottom}" stroke="#333"/>\n'
                 f'<line x1="{left}" y1="{top}" x2="{left}" y2="{height - bottom}" stroke="#333"/>\n')
        for c in results["sweep"]:
            kib = c["memory_kib"]
            label = f"{kib // 1024} MiB" if kib >= 1024 else f"{kib} KiB"
            body += text(px(kib), height - bottom + 16, label, anchor="middle", size=10)
        for i in range(5):
            v = y_max * i / 4
            body += text(left - 6, py(v) + 4, f"{v:.0f}", anchor="end", size=10)
        body += text(16, top - 8, "ns/block", size=10)
        for k, (name, series) in enumerate(points.items()):
            path = " ".join(f"{px(m):.1f},{py(v):.1f}" for m, v in series)
            body += f'<polyline points="{path}" fill="none" stroke="{color[name]}" stroke-width="2"/>\n'
            body += f'<rect x="{width - right + 15}" y="{top + 18 * k}" width="12" height="12" fill="{color[name]}"/>\n'
            body += text(width - right + 32, top + 18 * k + 10, name, size=11)
        with open(f"{directory}/memory-sweep.svg", "w") as f:
            f.write(svg(width, height, body))


def provenance(results, directory, what, command=None):
    """The run's provenance sentence, as argon2-bench writes it at the top of results.md; a
    script that ran several commands names itself (command)."""
    return (f'Measured {results["date"]} at commit {results["commit"]}: `{command or results["command"]}`; '
            f'{results["machine"]}. {what} Medians of {results["reps"]} interleaved repetitions; '
            f"every arm's min and max: {directory}/results.md.")


def summary(results, directory):
    """Medians in ms per configuration and implementation, with the ratio to ours."""
    order = ["ours", "ours-pooled"] + sorted(
        {a["name"] for c in results["configs"] for a in c["arms"] if a["name"].startswith("extra-")}
    ) + ["argon2-rust", "reference-c", "libsodium", "botan", "hash-wasm"]
    # An extra library's label without the ISA probe's verdict, which names one function's
    # instructions where a dispatching library has several.
    labels = {a["name"]: re.sub(r" \[[^]]*\]$", "", a["label"])
              for c in results["configs"] for a in c["arms"]}
    order = [n for n in order if n in labels]
    dispatched = re.search(r"dispatched: ([\w-]+)", labels.get("ours", ""))
    heads = {"ours": "ours, one-shot", "ours-pooled": "ours, pooled", "argon2-rust": "argon2-rust 1.1.0",
             "reference-c": "reference C", "libsodium": "libsodium 1.0.18", "botan": "Botan 2.19",
             "hash-wasm": "hash-wasm"}
    if dispatched:
        heads["ours"] = f"ours, one-shot ({dispatched.group(1)})"
    lines = [provenance(results, directory, "ms per hash (in parentheses: that time over ours, "
                        "one-shot); libsodium has no multi-lane API."), "",
             "| configuration | " + " | ".join(heads.get(n, labels[n]) for n in order) + " |",
             "| --- |" + " ---: |" * len(order)]
    for c in results["configs"]:
        arms = {a["name"]: a for a in c["arms"]}
        ours = arms["ours"]["median_s"]
        cells = []
        for n in order:
            if n not in arms:
                cells.append("-")
            elif n == "ours":
                cells.append(f'{ours * 1e3:.1f}')
            else:
                cells.append(f'{arms[n]["median_s"] * 1e3:.1f} ({arms[n]["median_s"] / ours:.2f}x)')
        lines.append(f'| {c["name"]} | ' + " | ".join(cells) + " |")
    # Another build of ours beside this one: is it slower beyond our own spread?
    by_config = [{a["name"]: a for a in c["arms"]} for c in results["configs"]]
    for n in (n for n in order if n.startswith("extra-")):
        both = [arms for arms in by_config if "ours" in arms and n in arms]
        inside = sum(1 for arms in both if arms[n]["median_s"] <= arms["ours"]["max_s"])
        lines += ["", f"{heads.get(n, labels[n])}: its median no slower than the slowest "
                      f"repetition of {heads['ours']} in {inside} of {len(both)} configurations."]
    return "\n".join(lines) + "\n"


def targets(results, directory):
    """The end-to-end targets, each a ratio of two medians of this run, with the verdict."""
    configs = {c["name"]: {a["name"]: a for a in c["arms"]} for c in results["configs"]}
    rows = []

    def row(what, value, goal, basis):
        met = "met" if value >= goal else "**not met**"
        rows.append(f"| {what} | {value:.2f}x | {goal:.2f}x | {met} | {basis} |")

    def speedup(config, peer, arm="ours-c-abi"):
        arms = configs.get(config, {})
        if peer not in arms or arm not in arms:
            return None
        return arms[peer]["median_s"] / arms[arm]["median_s"]

    five = ["64MiB-t1-p1", "64MiB-t3-p1", "64MiB-t1-p4", "256MiB-t1-p1", "256MiB-t3-p4"]
    for config in five:
        for peer, goal in (("argon2-rust", 1.2), ("reference-c", 2.5), ("libsodium", 2.5)):
            value = speedup(config, peer)
            if value is not None:
                row(f"{config}: C ABI one-shot vs {peer}", value, goal, f"{peer} median / ours median")
    value = speedup("64MiB-t3-p1", "argon2-rust")
    if value is not None:
        row("64MiB-t3-p1: vs argon2-rust (memory-latency bound)", value, 1.4, "argon2-rust median / ours median")
    in_cache = configs.get("in-cache-1MiB-t64-p1", {})
    pooled = configs.get("64MiB-t1-p1", {}).get("ours-pooled")
    if "ours" in in_cache and pooled:
        floor_s = 65536 * in_cache["ours"]["ns_per_block"] * 1e-9
        rows.append(f"| 64MiB-t1-p1: pooled hasher over the compute floor | {pooled['median_s'] / floor_s:.2f}x | "
                    f"at most 1.15x | {'met' if pooled['median_s'] <= 1.15 * floor_s else '**not met**'} | "
                    f"floor = 65,536 blocks x {in_cache['ours']['ns_per_block']:.0f} ns (in cache) = {floor_s * 1e3:.1f} ms |")
    owasp = configs.get("owasp-19MiB-t2-p1", {})
    if "ours-batch" in owasp and "ours-batch-1core" in owasp:
        row("owasp-19MiB-t2-p1: verify_batch, all cores vs one", owasp["ours-batch-1core"]["median_s"] / owasp["ours-batch"]["median_s"],
            1.8, "per-verify median, one core / all cores")
    head = [provenance(results, directory, "Each target is a ratio of two medians of this run."), "",
            "| target | this run | goal | | how |", "| --- | ---: | ---: | --- | --- |"]
    return "\n".join(head + rows) + "\n"


if __name__ == "__main__":
    main()
