#!/usr/bin/env python3
"""The CLI under the library's environment variables, each error naming its cause: a malformed
ARGON2_MEMORY_BUDGET is reported as malformed (and still refuses the hash, failing closed), a
budget too small for the hash as too small, a sound one admits it; an ARGON2_BACKEND this build
lacks is named unavailable, never replaced by another.

    cli_environment.py ARGON2_CLI
"""
import os
import subprocess
import sys

CLI = sys.argv[1]
failures = 0
MALFORMED = "Error: ARGON2_MEMORY_BUDGET is malformed (expected a size such as 512M, or 512M,8): " \
            "no hash is admitted\n"
TOO_SMALL = "Error: The memory budget cannot admit a hash of this size\n"
UNAVAILABLE = "Error: The requested backend is not compiled in or not supported by this CPU\n"
ENCODED = "$argon2id$v=19$m=64,t=1,p=1$c29tZXNhbHQ$cpx6VEQbwTVZvcpxNIxOVUWZ5xnAipUmAe1cg2GMG70"


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what)
    failures += not ok


def run(args, **env):
    e = {k: v for k, v in os.environ.items() if k not in ("ARGON2_MEMORY_BUDGET", "ARGON2_BACKEND")}
    p = subprocess.run([CLI] + args, input=b"password", capture_output=True, env=e | env)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


hashing = ["somesalt", "-id", "-t", "1", "-k", "64", "-e"]
code, out, _ = run(hashing)
check(code == 0 and out.strip() == ENCODED, "without a budget: the hash of the control string")

for budget in ("abc", "0", "12Q", "1M,0", "", "512 M", "99999999999999999999"):
    code, out, err = run(hashing, ARGON2_MEMORY_BUDGET=budget)
    check(code == 1 and out == "" and err == MALFORMED,
          f"ARGON2_MEMORY_BUDGET={budget!r}: hashing refused as malformed (exit {code}, {err.strip()!r})")
code, out, err = run(["--verify", ENCODED], ARGON2_MEMORY_BUDGET="abc")
check(code == 1 and out == "" and err == MALFORMED, "--verify under a malformed budget: the same error")

code, out, err = run(hashing, ARGON2_MEMORY_BUDGET="32K")
check(code == 1 and out == "" and err == TOO_SMALL, f"a 32K budget, a 64 KiB hash: too small ({err.strip()!r})")
for budget in ("64K", "1M,1", "1G"):
    code, out, _ = run(hashing, ARGON2_MEMORY_BUDGET=budget)
    check(code == 0 and out.strip() == ENCODED, f"ARGON2_MEMORY_BUDGET={budget}: admitted, the same string")

code, out, err = run(hashing, ARGON2_BACKEND="no-such-backend")
check(code == 1 and out == "" and err == UNAVAILABLE, f"ARGON2_BACKEND=no-such-backend: {err.strip()!r}")

print(f"{failures} failures")
sys.exit(1 if failures else 0)
