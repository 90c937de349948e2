#!/usr/bin/env python3
"""Errors travel as argon2::errc inside the library; only the C ABI (src/capi/) and the
WebAssembly module's exports (src/wasm/argon2_wasm.cpp, JavaScript's side of the same codes) turn
one into the reference's int, and only src/api/error_message.cpp reads an int back
(error_message takes the C ABI's codes). Fails on a conversion between errc and int anywhere else under src/, and on a
sentinel int standing for "any type".

    error_codes.py SOURCE_ROOT
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1])
ALLOWED = {"src/capi/argon2_capi.cpp", "src/api/error_message.cpp", "src/wasm/argon2_wasm.cpp"}
PATTERNS = [
    (re.compile(r"static_cast<int>\(\s*(argon2::)?errc::"), "an errc made an int"),
    (re.compile(r"static_cast<(argon2::)?errc>\("), "an int made an errc"),
    (re.compile(r"\bint\s+code\(\s*(argon2::)?errc\b"), "a helper that makes an errc an int"),
    (re.compile(r"expected_type\s*=\s*-1|,\s*-1\s*,\s*\w+\)\s*!=\s*0"), "-1 for any type"),
]
failures = []
files = 0
for path in sorted((ROOT / "src").rglob("*")):
    if path.suffix not in (".cpp", ".hpp") or str(path.relative_to(ROOT)) in ALLOWED:
        continue
    files += 1
    for lineno, line in enumerate(path.read_text().splitlines(), 1):
        for pattern, what in PATTERNS:
            if pattern.search(line):
                failures.append(f"{path.relative_to(ROOT)}:{lineno}: {what}: {line.strip()}")
for f in failures:
    print("FAIL " + f)
print(f"{files} files under src/ read (the C ABI, the WebAssembly exports and error_message.cpp aside), {len(failures)} conversions")
sys.exit(1 if failures else 0)
