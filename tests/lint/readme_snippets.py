#!/usr/bin/env python3
"""The documentation's snippets are the files the tests build: in the README and every page of
docs/, every fenced block right after a line `<!-- snippet: PATH -->` (or `PATH#NAME`) must
equal that file (or the lines between its `[NAME]` and `[/NAME]` marker lines), indentation
aside. The README must have at least one.

    readme_snippets.py README.md SOURCE_ROOT
"""
import pathlib
import re
import sys
import textwrap

MARKER = re.compile(r"^<!-- snippet: (\S+?)(?:#(\S+))? -->$")


def region(text: str, name: str | None, where: str) -> str:
    if name is None:
        return text
    lines = text.splitlines()
    starts = [i for i, line in enumerate(lines) if line.strip().endswith(f"[{name}]")]
    ends = [i for i, line in enumerate(lines) if line.strip().endswith(f"[/{name}]")]
    if len(starts) != 1 or len(ends) != 1 or ends[0] < starts[0]:
        raise SystemExit(f"FAIL {where}: no single [{name}] ... [/{name}] region")
    return "\n".join(lines[starts[0] + 1:ends[0]])


def normal(text: str) -> str:
    return textwrap.dedent(text).strip("\n")


def main() -> int:
    readme = pathlib.Path(sys.argv[1])
    root = pathlib.Path(sys.argv[2])
    checked = failed = 0
    for page in [readme] + sorted((root / "docs").glob("*.md")):
        page_checked, page_failed = check_page(page, root)
        if page == readme and page_checked + page_failed == 0:
            print(f"FAIL {readme.name}: no snippet markers found")
            failed += 1
        checked += page_checked
        failed += page_failed
    print(f"{checked} passed, {failed} failed")
    return 1 if failed else 0


def check_page(readme: pathlib.Path, root: pathlib.Path) -> tuple[int, int]:
    lines = readme.read_text().splitlines()
    checked = failed = 0
    i = 0
    while i < len(lines):
        match = MARKER.match(lines[i])
        i += 1
        if not match:
            continue
        path, name = match.group(1), match.group(2)
        where = f"{readme.name}:{i} ({path}{'#' + name if name else ''})"
        if i >= len(lines) or not lines[i].startswith("```"):
            print(f"FAIL {where}: the marker is not followed by a fenced block")
            failed += 1
            continue
        end = i + 1
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        block = "\n".join(lines[i + 1:end])
        i = end + 1
        source = root / path
        if not source.is_file():
            print(f"FAIL {where}: no such file")
            failed += 1
            continue
        expected = normal(region(source.read_text(), name, where))
        if normal(block) != expected:
            print(f"FAIL {where}: the page's text differs from the file's:\n{expected}")
            failed += 1
        else:
            print(f"ok   {where}")
            checked += 1
    return checked, failed


if __name__ == "__main__":
    sys.exit(main())
