#!/usr/bin/env python3
"""Our `argon2` CLI against Debian's (the reference's) on many flag sets: stdout, stderr and the
exit status must be identical, except the number on the timing line. Then our extensions.
    cli_vs_reference.py OURS REFERENCE VERSION [RUNNER...]
REFERENCE empty: not found, the test is skipped. RUNNER, where given, is the command that runs
OURS (a cross build's emulator). A Windows program (OURS ends in .exe) ends its lines with CRLF,
as Windows programs do: compared with the line ends made LF."""
import os
import re
import subprocess
import sys

ours, reference, project_version = sys.argv[1], sys.argv[2], sys.argv[3]
if not reference or not os.path.exists(reference):
    print("SKIPPED: the reference CLI `argon2` (Debian package argon2) is not on PATH",
          file=sys.stderr)
    sys.exit(77)
runner = sys.argv[4:]
windows = ours.endswith(".exe")
TIMING = re.compile(rb"^\d+\.\d{3} seconds$", re.M)

# (arguments, password on stdin)
CASES = [
    ([], b"password"),
    (["-h"], b"password"),
    (["somesalt"], b"password"),
    (["somesalt", "-h"], b"password"),
    (["somesalt", "-d"], b"password"),
    (["somesalt", "-id", "-t", "2", "-k", "1024", "-p", "2"], b"password"),
    (["somesalt", "-i", "-m", "10", "-l", "64"], b"password"),
    (["somesalt", "-d", "-v", "10", "-m", "10", "-l", "50"], b"password"),
    (["somesalt", "-id", "-e"], b"password"),
    (["somesalt", "-r", "-p", "3", "-k", "100"], b"password"),
    (["somesalt", "-e", "-r"], b"password"),
    (["somesalt", "-i", "-d"], b"password"),
    (["somesalt", "-x"], b"password"),
    (["somesalt", "-m"], b"password"),
    (["somesalt", "-m", "0"], b"password"),
    (["somesalt", "-m", "33"], b"password"),
    (["somesalt", "-m", "10", "-k", "1024"], b"password"),
    (["somesalt", "-k", "abc"], b"password"),
    (["somesalt", "-k", "7"], b"password"),
    (["somesalt", "-t", "0"], b"password"),
    (["somesalt", "-t", "-1"], b"password"),
    (["somesalt", "-p", "0"], b"password"),
    (["somesalt", "-p", "16777216"], b"password"),
    (["somesalt", "-p", "4", "-k", "16"], b"password"),
    (["somesalt", "-l", "3"], b"password"),
    (["somesalt", "-l", "1000", "-k", "64"], b"password"),
    (["somesalt", "-v", "12"], b"password"),
    (["somesalt", "-v"], b"password"),
    (["short", "-k", "64"], b"password"),
    (["somesalt", "-k", "64"], b""),
    (["somesalt", "-k", "64"], b"x" * 127),
    (["somesalt", "-k", "64"], b"x" * 128),
    (["somesalt", "-k", "64"], b"line with newline\n"),
]

def run(binary, args, stdin, env=None):
    command = (runner if binary == ours else []) + [binary] + args
    p = subprocess.run(command, input=stdin, capture_output=True, timeout=120, env=env)
    stdout, stderr = p.stdout, p.stderr
    if windows and binary == ours:
        stdout, stderr = stdout.replace(b"\r\n", b"\n"), stderr.replace(b"\r\n", b"\n")
    # The usage text names the program as invoked (under wine, by its Windows path, Z:\...):
    # compare it under one name.
    names = [binary.encode()]
    if windows and binary == ours:
        names.insert(0, b"Z:" + os.path.abspath(binary).replace("/", "\\").encode())
    for name in names:
        stdout, stderr = stdout.replace(name, b"argon2"), stderr.replace(name, b"argon2")
    return p.returncode, TIMING.sub(b"N seconds", stdout), stderr

failures = 0
for args, stdin in CASES:
    mine, theirs = run(ours, args, stdin), run(reference, args, stdin)
    status = "ok  " if mine == theirs else "FAIL"
    print(f"{status} argon2 {' '.join(args)!s:45} (exit {theirs[0]})")
    if mine != theirs:
        failures += 1
        print(f"  reference: {theirs}\n  ours:      {mine}")

# Our extensions: --verify, --backends, --version, --info.
rc, out, _ = run(ours, ["somesalt", "-id", "-e", "-k", "256"], b"hunter2")
encoded = out.decode().strip()
checks = [
    (run(ours, ["--verify", encoded], b"hunter2"), (0, b"Verification ok\n", b"")),
    (run(ours, ["--verify", encoded], b"hunter3"),
     (1, b"", b"Error: The password does not match the supplied hash\n")),
    (run(ours, ["--verify", "$argon2id$v=19$m=64"], b"x"), (1, b"", b"Error: Decoding failed\n")),
]
for got, want in checks:
    ok = got == want
    failures += 0 if ok else 1
    print(("ok   " if ok else "FAIL ") + f"extension: {got}")

rc, out, _ = run(ours, ["--backends"], b"")
lines = out.decode().splitlines()
ok = rc == 0 and lines and sum(l.endswith("\tchosen") for l in lines) == 1 and all(
    l.split("\t")[1] in ("supported", "unsupported") for l in lines)
failures += 0 if ok else 1
print(("ok   " if ok else "FAIL ") + f"--backends: {lines}")

got = run(ours, ["--version"], b"")
ok = got == (0, f"argon2-cpp {project_version}\n".encode(), b"")
failures += 0 if ok else 1
print(("ok   " if ok else "FAIL ") + f"--version: {got}")

plain = run(ours, ["somesalt", "-k", "64"], b"pw")[1]
with_info = run(ours, ["somesalt", "-k", "64", "--info"], b"pw")[1]
ok = with_info.startswith(plain) and b"Backend:\t" in with_info[len(plain):]
failures += 0 if ok else 1
print(("ok   " if ok else "FAIL ") + "--info appends the CPU features and backend")

# With Highway compiled in, --info names Highway's own pick, a highway-<target> that this CPU runs.
supported = {l.split("\t")[0] for l in lines if l.split("\t")[1] == "supported"}
picked = [l.split(b"\t", 1)[1].decode() for l in with_info.splitlines()
          if l.startswith(b"Highway dispatch:\t")]
if any(l.startswith("highway-") for l in lines):
    ok = len(picked) == 1 and "highway-" + picked[0].lower() in supported
else:
    ok = picked == []
failures += 0 if ok else 1
print(("ok   " if ok else "FAIL ") + f"--info names Highway's dispatch target: {picked}")

rc, _, err = run(ours, ["somesalt", "-k", "64"], b"pw",
                 env=dict(os.environ, ARGON2_BACKEND="no-such-backend"))
ok = rc != 0 and b"backend" in err
failures += 0 if ok else 1
print(("ok   " if ok else "FAIL ") + f"unknown ARGON2_BACKEND is an error: {err!r}")

total = len(CASES) + len(checks) + 4
print(f"{total - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
