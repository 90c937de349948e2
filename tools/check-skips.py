#!/usr/bin/env python3
"""The tests a run skipped are exactly the ones a list names (with its condition holding here),
each with its reason: nothing skips unexplained, and no listed reason is stale.

    check-skips.py TESTLOG_JSON LIST
TESTLOG_JSON: a build's meson-logs/testlog.json; LIST: e.g. tests/skips-without-shared.txt.
"""
import json
import shutil
import sys

CONDITIONS = {
    "always": lambda: True,
    "no-conan-on-path": lambda: shutil.which("conan") is None,
}

results = {}
with open(sys.argv[1]) as log:
    for line in log:
        entry = json.loads(line)
        # Meson 1.x names a test "project:suite / name" in the log
        results[entry["name"].rsplit(" / ", 1)[-1]] = entry["result"]
expected = {}
with open(sys.argv[2]) as listing:
    for line in listing:
        if line.strip() and not line.startswith("#"):
            name, condition, reason = line.split(maxsplit=2)
            if condition not in CONDITIONS:
                sys.exit(f"{sys.argv[2]}: unknown condition {condition}")
            if CONDITIONS[condition]():
                expected[name] = reason.strip()

skipped = {name for name, result in results.items() if result == "SKIP"}
failures = 0
for name in sorted(skipped | set(expected)):
    if name in skipped and name in expected:
        print(f"ok   {name}: skipped, as listed: {expected[name]}")
    elif name in skipped:
        print(f"FAIL {name}: skipped, and the list gives no reason")
        failures += 1
    else:
        print(f"FAIL {name}: listed to skip ({expected[name]}), but it {results.get(name, 'did not run')}")
        failures += 1
print(f"{len(results)} tests, {len(skipped)} skipped, {failures} not as listed")
sys.exit(1 if failures else 0)
