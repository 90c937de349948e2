#!/usr/bin/env python3
"""The CLI's costs: `argon2 --profile NAME` prints a preset's costs and PHC prefix, and as a
hashing option gives the same string as the preset's flags; `argon2 --calibrate TIME` prints
costs within its bounds whose prefix matches them, a progress line only when stderr is a
terminal (a pseudo-terminal here), and refuses malformed arguments with exit status 1.

    cli_costs.py ARGON2_CLI
"""
import os
import pty
import re
import subprocess
import sys

CLI = sys.argv[1]
failures = 0


def run(args, password=b""):
    p = subprocess.run([CLI] + args, input=password, capture_output=True)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what)
    failures += not ok


def fields(out):
    return dict(re.findall(r"^([A-Za-z ]+):\t+(.*)$", out, re.MULTILINE))


PROFILES = {"rfc9106-first": ("Argon2id", 1, 2097152, 4), "rfc9106-second": ("Argon2id", 3, 65536, 4),
            "owasp": ("Argon2id", 2, 19456, 1)}
for name, (kind, t, m, p) in PROFILES.items():
    code, out, _ = run(["--profile", name])
    f = fields(out)
    check(code == 0 and f.get("Type") == kind and f.get("Iterations") == str(t) and
          f.get("Memory") == f"{m} KiB" and f.get("Parallelism") == str(p) and
          f.get("Prefix") == f"$argon2id$v=19$m={m},t={t},p={p}", f"--profile {name}: {out!r}")

code, by_name, _ = run(["somesaltsomesalt", "--profile", "owasp", "-e"], b"password")
_, by_flags, _ = run(["somesaltsomesalt", "-id", "-t", "2", "-k", "19456", "-p", "1", "-e"], b"password")
check(code == 0 and by_name == by_flags and by_name.startswith("$argon2id$v=19$m=19456,t=2,p=1$"),
      "hashing with --profile owasp equals -id -t 2 -k 19456 -p 1")
code, _, err = run(["somesaltsomesalt", "--profile", "owasp", "-m", "12"], b"password")
check(code == 1 and "-m or -k can only be used once" in err, "--profile then -m: refused")

code, out, err = run(["--calibrate", "40ms", "--max-memory", "8M", "--lanes", "2", "-d"])
f = fields(out)
m, t, p = int(f.get("Memory", "0 KiB").split()[0]), int(f.get("Iterations", "0")), f.get("Parallelism")
check(code == 0 and f.get("Type") == "Argon2d" and 16 <= m <= 8192 and m % 8 == 0 and p == "2" and
      t >= 1 and f.get("Prefix") == f"$argon2d$v=19$m={m},t={t},p=2" and
      f.get("Memory bound") == "8192 KiB (--max-memory)" and "median of 5" in f.get("Time", "") and
      err == "", f"--calibrate 40ms --max-memory 8M --lanes 2 -d: {out!r} {err!r}")

# On a terminal: the progress line, erased at the end.
leader, follower = pty.openpty()
proc = subprocess.Popen([CLI, "--calibrate", "20ms", "--max-memory", "4M"], stdout=subprocess.PIPE,
                        stderr=follower)
os.close(follower)
seen = b""
while True:
    try:
        chunk = os.read(leader, 4096)
    except OSError:
        break
    if not chunk:
        break
    seen += chunk
proc.wait()
check(proc.returncode == 0 and b"\rcalibrating: m=" in seen and seen.endswith(b"\r\x1b[K"),
      f"a progress line on a terminal, erased at the end ({len(seen)} bytes)")

for args, message in [
        (["--calibrate"], "--calibrate takes a time"),
        (["--calibrate", "250"], "the time is 1ms .. 600s"),
        (["--calibrate", "0ms"], "the time is 1ms .. 600s"),
        (["--calibrate", "11min"], "the time is 1ms .. 600s"),
        (["--calibrate", "250ms", "--max-memory", "12Q"], "--max-memory: a size"),
        (["--calibrate", "250ms", "--max-memory", "4K"], "Memory cost is too small"),
        (["--calibrate", "250ms", "--lanes", "0"], "--lanes takes a number"),
        (["--calibrate", "250ms", "--concurrency", "x"], "--concurrency takes a number"),
        (["--calibrate", "250ms", "-i", "-d"], "cannot specify multiple Argon2 types"),
        (["--calibrate", "250ms", "--bogus"], "--calibrate TIME takes"),
        (["--profile"], "--profile takes a name"),
        (["--profile", "OWASP"], "unknown profile")]:
    code, out, err = run(args)
    check(code == 1 and message in err and out == "", f"{' '.join(args)}: exit 1, {err.strip()!r}")

print(f"{failures} failure(s)")
sys.exit(1 if failures else 0)
