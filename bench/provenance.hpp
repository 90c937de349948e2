// Where a benchmark's figures came from: when, at which commit, with which command line, on
// which machine and compiler. Every results file starts with it, and the tables that
// docs/performance.md and the README publish carry it (tests/lint/doc_excerpts.py).
#pragma once

#include <string>

namespace bench {

struct provenance {
    std::string date;     // 2026-12-06 06:48 UTC
    std::string commit;   // the source tree's at build time (bench/source_commit.py)
    std::string command;  // the command line, program name without its directory
    std::string machine;  // CPU model, logical CPUs, OS release, compiler

    // "Measured DATE at commit COMMIT: `COMMAND`; MACHINE."
    std::string sentence() const;
};

// This process's, from its arguments.
provenance this_run(int argc, char* argv[]);

}  // namespace bench
