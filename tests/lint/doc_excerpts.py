#!/usr/bin/env python3
"""What the documentation shows from elsewhere is what is there. In the README and every page of
docs/ (docs/decisions.md aside: a dated record):

- snippets: every fenced block right after a line `<!-- snippet: PATH -->` (or `PATH#NAME`) must
  equal that file (or the lines between its `[NAME]` and `[/NAME]` marker lines), indentation
  aside; the README must have at least one;
- measurements: the lines between `<!-- generated: PATH -->` and `<!-- /generated -->` must
  equal the file PATH, a benchmark's summary, whose first line says when it was measured, at
  which commit, with which command (bench/provenance.hpp); every Markdown table in a measured
  section (MEASURED below) must sit inside such a block, so no figure is typed in by hand.

    doc_excerpts.py README.md SOURCE_ROOT            check
    doc_excerpts.py README.md SOURCE_ROOT --write    copy each generated file into its block
"""
import pathlib
import re
import sys
import textwrap

SNIPPET = re.compile(r"^<!-- snippet: (\S+?)(?:#(\S+))? -->$")
GENERATED = re.compile(r"^<!-- generated: (\S+) -->$")
GENERATED_END = "<!-- /generated -->"
PROVENANCE = re.compile(r"^Measured \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC at commit [0-9a-f]{7,}\S*: `[^`]+`")

# Page -> the headings of its sections whose tables are measurements ("*": the whole page).
MEASURED = {
    "README.md": ["## Performance", "## Under load"],
    "docs/performance.md": ["*"],
    "docs/backends.md": ["## How fast each backend is", "## Dependency versions"],
    "docs/wasm.md": ["## How fast"],
}
HISTORY = {"docs/decisions.md"}


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


class Page:
    def __init__(self, path: pathlib.Path, root: pathlib.Path):
        self.path = path
        self.root = root
        self.name = str(path.relative_to(root))
        self.lines = path.read_text().splitlines()
        self.passed = 0
        self.failed = 0

    def fail(self, line: int, what: str) -> None:
        print(f"FAIL {self.name}:{line} {what}")
        self.failed += 1

    def ok(self, line: int, what: str) -> None:
        print(f"ok   {self.name}:{line} {what}")
        self.passed += 1

    def check_snippets(self) -> None:
        lines = self.lines
        i = 0
        while i < len(lines):
            match = SNIPPET.match(lines[i])
            i += 1
            if not match:
                continue
            path, name = match.group(1), match.group(2)
            what = f"({path}{'#' + name if name else ''})"
            if i >= len(lines) or not lines[i].startswith("```"):
                self.fail(i, f"{what}: the marker is not followed by a fenced block")
                continue
            end = i + 1
            while end < len(lines) and not lines[end].startswith("```"):
                end += 1
            block = "\n".join(lines[i + 1:end])
            i = end + 1
            source = self.root / path
            if not source.is_file():
                self.fail(i, f"{what}: no such file")
                continue
            expected = normal(region(source.read_text(), name, f"{self.name}:{i}"))
            if normal(block) != expected:
                self.fail(i, f"{what}: the page's text differs from the file's:\n{expected}")
            else:
                self.ok(i, what)

    def generated_blocks(self) -> tuple[list[tuple[int, int, str]], list[tuple[int, str]]]:
        """(first line inside, line of the end marker, path) of each generated block, and
        (line, path) of each marker with no end marker after it."""
        blocks, unterminated = [], []
        for i, line in enumerate(self.lines):
            match = GENERATED.match(line)
            if not match:
                continue
            end = next((j for j in range(i + 1, len(self.lines)) if self.lines[j] == GENERATED_END),
                       None)
            if end is None:
                unterminated.append((i + 1, match.group(1)))
            else:
                blocks.append((i + 1, end, match.group(1)))
        return blocks, unterminated

    def check_generated(self, write: bool) -> None:
        replacements = []
        blocks, unterminated = self.generated_blocks()
        for line, path in unterminated:
            self.fail(line, f"({path}): no {GENERATED_END} after the marker")
        for start, end, path in blocks:
            source = self.root / path
            if not source.is_file():
                self.fail(start, f"({path}): no such file")
                continue
            text = source.read_text().strip("\n")
            if not PROVENANCE.match(text):
                self.fail(start, f"({path}): its first line does not say when, at which commit "
                                 "and with which command it was measured")
                continue
            shown = "\n".join(self.lines[start:end]).strip("\n")
            if shown == text:
                self.ok(start, f"({path})")
            elif write:
                replacements.append((start, end, text))
                print(f"wrote {self.name}:{start} from {path}")
            else:
                self.fail(start, f"({path}): the page differs from the file (doc_excerpts.py "
                                 "README.md . --write copies it)")
        for start, end, text in reversed(replacements):
            self.lines[start:end] = text.splitlines()
        if replacements:
            self.path.write_text("\n".join(self.lines) + "\n")

    def check_measured_tables(self) -> None:
        sections = MEASURED.get(self.name)
        if not sections:
            return
        inside = set()
        for start, end, _ in self.generated_blocks()[0]:  # after any --write
            inside.update(range(start, end))
        heading = None
        for i, line in enumerate(self.lines):
            if line.startswith("#"):
                heading = line.strip()
            measured = "*" in sections or heading in sections
            starts_table = line.startswith("|") and not self.lines[i - 1].startswith("|")
            if measured and starts_table and i not in inside:
                self.fail(i + 1, f"a table in a measured section ({heading}) outside any "
                                 "<!-- generated: ... --> block")


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "--write"]
    write = "--write" in sys.argv[1:]
    readme = pathlib.Path(args[0]).resolve()
    root = pathlib.Path(args[1]).resolve()
    passed = failed = 0
    paths = [readme] + sorted((root / "docs").glob("*.md"))
    for path in paths:
        page = Page(path, root)
        if page.name in HISTORY:
            continue
        page.check_snippets()
        if path == readme and page.passed + page.failed == 0:
            page.fail(1, "no snippet markers found")
        page.check_generated(write)
        page.check_measured_tables()
        passed += page.passed
        failed += page.failed
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
