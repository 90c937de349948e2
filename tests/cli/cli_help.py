#!/usr/bin/env python3
"""What the CLI says about itself: `argon2 --help` (exit 0) and the man page cli/argon2.1 name
every option the tool parses (the option literals of cli/argon2_cli.cpp) and every variable the
library reads from the environment (its getenv calls); `-h` stays the reference's usage text
(cli_vs_reference compares it byte for byte), which --help is not. With GROFF given, the man
page renders without a warning.

    cli_help.py ARGON2_CLI SOURCE_ROOT [GROFF]
"""
import pathlib
import re
import subprocess
import sys

CLI, ROOT = sys.argv[1], pathlib.Path(sys.argv[2])
GROFF = sys.argv[3] if len(sys.argv) > 3 else ""
failures = 0


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what)
    failures += not ok


def mentions(text, word):
    return re.search(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])", text) is not None


source = (ROOT / "cli" / "argon2_cli.cpp").read_text()
options = sorted(set(re.findall(r'"(--?[a-z][a-z0-9-]*)"', source)))
variables = sorted({v for f in (ROOT / "src").rglob("*.cpp")
                    for v in re.findall(r'getenv\("([A-Z0-9_]+)"\)', f.read_text())})
check(len(options) >= 20 and "--verify" in options and "-id" in options,
      f"the parser's options found in cli/argon2_cli.cpp: {' '.join(options)}")
check("ARGON2_BACKEND" in variables and "ARGON2_MEMORY_BUDGET" in variables,
      f"the variables the library reads: {' '.join(variables)}")

p = subprocess.run([CLI, "--help"], capture_output=True, text=True)
check(p.returncode == 0 and p.stderr == "" and p.stdout.startswith("argon2: "),
      f"--help: exit {p.returncode}, {len(p.stdout.splitlines())} lines on stdout, nothing on stderr")
helptext = p.stdout
check(max(len(line) for line in helptext.splitlines()) <= 90, "--help fits a terminal (90 columns)")
for word in options + variables:
    check(mentions(helptext, word), f"--help names {word}")

h = subprocess.run([CLI, "-h"], capture_output=True, text=True)
check(h.returncode == 1 and h.stdout.startswith("Usage:  ") and h.stdout != helptext,
      "-h is still the reference's usage (exit 1), not --help")

# The man page's words, with roff's escapes undone: \- is a hyphen, \fB..\fR change fonts.
roff = (ROOT / "cli" / "argon2.1").read_text()
man = re.sub(r"\\f[BIRP]", "", roff.replace("\\-", "-"))
check(roff.startswith(".\\\"") and "\n.TH ARGON2 1 " in roff, "cli/argon2.1 is a section 1 man page")
for word in options + variables:
    check(mentions(man, word), f"the man page names {word}")

if GROFF:
    r = subprocess.run([GROFF, "-man", "-Tutf8", "-ww", "-z", str(ROOT / "cli" / "argon2.1")],
                       capture_output=True, text=True)
    check(r.returncode == 0 and r.stderr == "",
          f"groff renders the man page without a warning{': ' + r.stderr.strip() if r.stderr else ''}")

print(f"{failures} failures")
sys.exit(1 if failures else 0)
