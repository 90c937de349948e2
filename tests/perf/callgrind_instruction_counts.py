#!/usr/bin/env python3
"""Instruction-count regression net: callgrind counts the instructions of one small fixed hash
(tests/perf/icount_hash.cpp) per backend. Counts are repeatable where wall time is not, so a kernel
or engine change that costs more than 3% shows up here, on any machine.

  callgrind_instruction_counts.py ICOUNT_BINARY ARGON2_CLI BASELINE_JSON [--update]

--update rewrites the baseline with today's counts: a deliberate step, done with
tools/update-callgrind-baseline.sh after a change that is meant to move the numbers (say why in
the commit). Backends valgrind cannot execute (it has no AVX-512) are listed as not measured."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

TOLERANCE = 0.03


def backends_under_valgrind(cli):
    # valgrind reports its own CPUID: what it cannot emulate shows up as unsupported here.
    out = subprocess.run(["valgrind", "-q", cli, "--backends"], capture_output=True, text=True,
                         check=True).stdout
    rows = [line.split("\t") for line in out.splitlines() if line]
    return [r[0] for r in rows if r[1] == "supported"], [r[0] for r in rows if r[1] != "supported"]


def count(binary, backend):
    with tempfile.TemporaryDirectory() as d:
        out_file = os.path.join(d, "callgrind.out")
        env = dict(os.environ, ARGON2_BACKEND=backend)
        # Meson sets MALLOC_PERTURB_, which makes malloc fill memory: not our instructions.
        env.pop("MALLOC_PERTURB_", None)
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}",
                        "--toggle-collect=argon2::detail::compute*", binary], env=env, check=True,
                       capture_output=True)
        with open(out_file) as f:
            for line in f:
                if line.startswith("totals:") or line.startswith("summary:"):
                    return int(line.split()[1])
    raise RuntimeError("no totals in callgrind output")


def main():
    if shutil.which("valgrind") is None:
        print("SKIPPED: valgrind is not installed", file=sys.stderr)
        return 77
    binary, cli, baseline_path = sys.argv[1:4]
    update = "--update" in sys.argv[4:]
    measurable, not_measurable = backends_under_valgrind(cli)
    counts = {b: count(binary, b) for b in measurable}

    if update:
        with open(baseline_path, "w") as f:
            json.dump({"hash": "argon2id, 256 KiB, t=2, p=1 (tests/perf/icount_hash.cpp)",
                       "counted": "instructions inside argon2::detail::compute, the whole hash (callgrind --toggle-collect)",
                       "tolerance": TOLERANCE, "instructions": counts}, f, indent=2)
            f.write("\n")
        print(f"baseline written: {counts}")
        return 0

    with open(baseline_path) as f:
        baseline = json.load(f)["instructions"]
    failed = 0
    for backend, measured in counts.items():
        if backend not in baseline:
            print(f"FAIL {backend}: no baseline (run tools/update-callgrind-baseline.sh)")
            failed += 1
            continue
        change = (measured - baseline[backend]) / baseline[backend]
        ok = abs(change) <= TOLERANCE
        failed += 0 if ok else 1
        print(f"{'ok  ' if ok else 'FAIL'} {backend}: {measured:,} instructions, baseline "
              f"{baseline[backend]:,} ({change:+.2%}, tolerance {TOLERANCE:.0%})")
    for backend in not_measurable:
        print(f"not measured: {backend} (valgrind cannot execute it)")
    passed = len(counts) - failed
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
