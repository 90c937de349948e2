#!/usr/bin/env python3
"""The `argon2` CLI against the reference's vectors (tests/data/vectors-hash.tsv: its PHC strings
for d, i and id, versions 16 and 19) and its refusals, with nothing but the build: what a project
using this one as a subproject can run.
    cli_known_answers.py CLI TEST_DATA MAX_KIB [RUNNER...]
Rows above MAX_KIB are counted as not run. RUNNER, where given, runs CLI (a cross build's
emulator). A Windows program ends its lines with CRLF: compared with the line ends made LF."""
import csv
import subprocess
import sys

cli, test_data, max_kib = sys.argv[1], sys.argv[2], int(sys.argv[3])
runner = sys.argv[4:]
passed = failed = not_run = 0


def run(args, password=b"password"):
    done = subprocess.run(runner + [cli] + args, input=password, capture_output=True, timeout=600)
    return done.returncode, done.stdout.replace(b"\r\n", b"\n").decode(), done.stderr.decode()


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {what}")


with open(f"{test_data}/vectors-hash.tsv", newline="") as table:
    for row in csv.DictReader(table, delimiter="\t"):
        if int(row["m_cost_kib"]) > max_kib:
            not_run += 1
            continue
        kind = {"argon2d": "-d", "argon2i": "-i", "argon2id": "-id"}[row["type"]]
        args = [row["salt"], kind, "-t", row["t_cost"], "-k", row["m_cost_kib"], "-p", row["lanes"],
                "-v", "10" if row["version"] == "16" else "13", "-e"]
        status, out, err = run(args, row["password"].encode())
        # The reference's version-16 strings predate the v= field, which its CLI prints.
        printed = out.strip().replace("$v=16$", "$")
        check(status == 0 and printed == row["encoded"],
              f"argon2 {' '.join(args)}: status {status}, printed {out.strip()!r} {err.strip()!r}, "
              f"the reference {row['encoded']!r}")

# The reference's refusals: a nonzero status and the reference's message.
for args, message in [(["somesalt", "-t", "0"], "Error: bad numeric input for -t"),
                      (["somesalt", "-p", "0"], "Error: bad numeric input for -p"),
                      (["short"], "Error: Salt is too short")]:
    status, out, err = run(args)
    check(status != 0 and message in out + err,
          f"argon2 {' '.join(args)}: status {status}, printed {out.strip()!r} {err.strip()!r}, "
          f"expected a refusal saying {message!r}")

print(f"{passed} passed, {failed} failed, {not_run} not run (above {max_kib} KiB)")
sys.exit(1 if failed or not passed else 0)
