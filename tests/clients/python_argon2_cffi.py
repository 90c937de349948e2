#!/usr/bin/env python3
"""A real client of the drop-in library: Debian's argon2-cffi (python3-argon2) loads
libargon2.so.1 dynamically. With LD_LIBRARY_PATH pointing at our build it must run on ours;
its strings must verify under the reference library and the reference's under ours.

Run as `python_argon2_cffi.py BUILD_DIR`; it starts itself three more times, under the first python3
on PATH that imports argon2 (a distribution's package belongs to its own interpreter, which need
not be the first python3 on PATH); skipped (77) when none does."""
import json
import os
import subprocess
import sys

CASES = [  # (type, time_cost, memory_cost KiB, parallelism, hash_len, salt_len)
    ("ID", 2, 256, 1, 32, 16),
    ("I", 3, 512, 2, 16, 8),
    ("D", 1, 1024, 4, 64, 32),
    ("ID", 1, 64, 8, 4, 16),
    ("ID", 3, 4096, 3, 100, 12),
]


def loaded_libargon2():
    with open("/proc/self/maps") as maps:
        paths = {line.split()[-1] for line in maps if "libargon2.so" in line}
    return sorted(paths)


def child(role, peer_strings):
    import argon2
    from argon2.low_level import Type, hash_secret_raw

    result = {"library": loaded_libargon2(), "strings": [], "raw": [], "verified": [],
              "mismatch_detected": []}
    for i, (t, tc, mc, p, hl, sl) in enumerate(CASES):
        ph = argon2.PasswordHasher(time_cost=tc, memory_cost=mc, parallelism=p, hash_len=hl,
                                   salt_len=sl, type=getattr(Type, t))
        password = f"password {i} from {role}"
        result["strings"].append([password, ph.hash(password)])
        result["raw"].append(hash_secret_raw(f"pw{i}".encode(), b"saltsaltsalt", tc, mc, p, hl,
                                             getattr(Type, t)).hex())
    ph = argon2.PasswordHasher()
    for password, encoded in peer_strings:
        result["verified"].append(ph.verify(encoded, password))
        try:
            ph.verify(encoded, password + "!")
            result["mismatch_detected"].append(False)
        except argon2.exceptions.VerifyMismatchError:
            result["mismatch_detected"].append(True)
    print(json.dumps(result))


def interpreter_with_argon2_cffi():
    seen = set()
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        candidate = os.path.join(directory, "python3")
        if not os.access(candidate, os.X_OK):
            continue
        real = os.path.realpath(candidate)
        if real in seen:
            continue
        seen.add(real)
        probe = subprocess.run([candidate, "-c", "import argon2.low_level"], capture_output=True)
        if probe.returncode == 0:
            return candidate
    return None


def spawn(interpreter, role, build_dir, peer_strings):
    env = dict(os.environ)
    env.pop("LD_LIBRARY_PATH", None)
    if role == "ours":
        env["LD_LIBRARY_PATH"] = build_dir
    out = subprocess.run([interpreter, __file__, "--child", role],
                         input=json.dumps(peer_strings).encode(), env=env, capture_output=True,
                         timeout=300, check=True).stdout
    return json.loads(out)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        child(sys.argv[2], json.loads(sys.stdin.read()))
        return 0
    interpreter = interpreter_with_argon2_cffi()
    if interpreter is None:
        print("SKIPPED: no python3 on PATH imports argon2 (argon2-cffi; Debian: python3-argon2)",
              file=sys.stderr)
        return 77
    print("client interpreter:", interpreter)
    build_dir = os.path.abspath(sys.argv[1])
    ours = spawn(interpreter, "ours", build_dir, [])
    reference = spawn(interpreter, "reference", build_dir, ours["strings"])
    ours_again = spawn(interpreter, "ours", build_dir, reference["strings"])

    checks = [
        ("argon2-cffi ran on our library", ours["library"] == [os.path.join(build_dir, "libargon2.so.1")]),
        ("the reference run used another library", reference["library"] and reference["library"] != ours["library"]),
        ("raw hashes identical", ours["raw"] == reference["raw"]),
        ("reference verifies our strings", reference["verified"] == [True] * len(CASES)),
        ("reference rejects wrong passwords on our strings", reference["mismatch_detected"] == [True] * len(CASES)),
        ("we verify the reference's strings", ours_again["verified"] == [True] * len(CASES)),
        ("we reject wrong passwords on its strings", ours_again["mismatch_detected"] == [True] * len(CASES)),
    ]
    failed = 0
    for name, ok in checks:
        print(("ok   " if ok else "FAIL ") + name)
        failed += 0 if ok else 1
    if failed:
        print("ours:", ours["library"], "reference:", reference["library"])
    print(f"{len(checks) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
