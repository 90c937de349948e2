#!/usr/bin/env python3
"""The CLI's scrypt: `argon2 --verify` accepts scrypt strings made by Python's hashlib (OpenSSL)
in both formats, and the strings `argon2 --scrypt` makes are recomputed here with hashlib.

    cli_scrypt.py ARGON2_CLI
"""
import base64
import hashlib
import subprocess
import sys

CLI = sys.argv[1]
ITOA64 = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
failures = 0


def run(args, password):
    p = subprocess.run([CLI] + args, input=password, capture_output=True)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what)
    failures += not ok


def b64(data):
    return base64.b64encode(data).decode().rstrip("=")


def crypt64(data):
    """libsodium's encode64: three bytes to four characters, least significant bits first."""
    out = ""
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        value = int.from_bytes(chunk, "little")
        for _ in range(len(chunk) + 1 if len(chunk) < 3 else 4):
            out += ITOA64[value & 63]
            value >>= 6
    return out


def crypt64_u30(v):
    return "".join(ITOA64[(v >> (6 * i)) & 63] for i in range(5))


def scrypt(password, salt, ln, r, p, length):
    return hashlib.scrypt(password, salt=salt, n=1 << ln, r=r, p=p, dklen=length,
                          maxmem=(1 << 31) - 1)


# Strings made here, verified by the CLI.
password, salt = b"correct horse", b"some salt 16 by."
for ln, r, p in [(10, 8, 1), (4, 1, 3), (12, 2, 2)]:
    phc = f"$scrypt$ln={ln},r={r},p={p}${b64(salt)}${b64(scrypt(password, salt, ln, r, p, 32))}"
    code, out, _ = run(["--verify", phc], password)
    check(code == 0 and out == "Verification ok\n", f"--verify {phc}")
    code, _, err = run(["--verify", phc], password + b"!")
    check(code == 1 and "does not match" in err, "--verify with a wrong password fails")
    salt_text = crypt64(salt)
    sodium = (f"$7${ITOA64[ln]}{crypt64_u30(r)}{crypt64_u30(p)}{salt_text}$"
              f"{crypt64(scrypt(password, salt_text.encode(), ln, r, p, 32))}")
    code, out, _ = run(["--verify", sodium], password)
    check(code == 0 and out == "Verification ok\n", f"--verify {sodium}")

# Strings made by the CLI, recomputed here.
for fmt in ["phc", "libsodium"]:
    code, out, err = run(["--scrypt", "11", "4", "2", fmt], password)
    encoded = out.strip()
    check(code == 0, f"--scrypt 11 4 2 {fmt}: {encoded}{err}")
    if fmt == "phc":
        head, salt_b64, hash_b64 = encoded.rsplit("$", 2)
        salt_bytes = base64.b64decode(salt_b64 + "=" * (-len(salt_b64) % 4))
        expected = f"{head}${salt_b64}${b64(scrypt(password, salt_bytes, 11, 4, 2, 32))}"
        check(head == "$scrypt$ln=11,r=4,p=2" and len(salt_bytes) == 16, "phc parameters, 16-byte salt")
    else:
        settings, hash_text = encoded.rsplit("$", 1)
        salt_text = settings[3 + 11:]
        expected = f"{settings}${crypt64(scrypt(password, salt_text.encode(), 11, 4, 2, 32))}"
        check(settings.startswith("$7$" + ITOA64[11] + crypt64_u30(4) + crypt64_u30(2)) and
              len(salt_text) == 43, "libsodium parameters, 43-character salt as libsodium makes")
    check(encoded == expected, f"{fmt} string equals hashlib's")
    code, out, _ = run(["--verify", encoded], password)
    check(code == 0, "the CLI verifies its own string")

# Refusals: over the ceiling, malformed, and scrypt only by name.
for args, message in [(["--verify", "$scrypt$ln=40,r=8,p=1$c2FsdA$aGFzaA"], "Memory cost is too large"),
                      (["--verify", "$scrypt$ln=14,r=8$c2FsdA$aGFzaA"], "Decoding failed"),
                      (["--scrypt", "40", "8", "1"], "Memory cost is too large"),
                      (["--scrypt", "14", "8"], "--scrypt takes"),
                      (["--scrypt", "14", "8", "1", "bcrypt"], "phc or libsodium")]:
    code, _, err = run(args, password)
    check(code == 1 and message in err, f"{' '.join(args)}: {err.strip()}")

print(f"{failures} failed")
sys.exit(1 if failures else 0)
