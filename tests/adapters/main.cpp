// adapter_check: every operation of every compiled kernel set's adapters against a scalar model
// (adapter_check.hpp), on the sets this CPU runs; a set it cannot run is named and not counted.
// A plain program (no Boost.Test), so the cross builds run it under qemu and node too.
//   adapter_check [ITERATIONS]
// ARGON2_ADAPTER_CHECKS (from the build) lists X("name", id) for every generated check.
#include <argon2/backend.hpp>

#include "tests/adapters/adapter_report.hpp"

#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <utility>
#include <vector>

namespace argon2::detail {
#define X(name, id) adapter_report adapter_check_##id(std::uint64_t seed, int iterations) noexcept;
ARGON2_ADAPTER_CHECKS
#undef X
#if defined(ARGON2_HIGHWAY_ADAPTER_CHECK)
std::vector<std::pair<const char*, adapter_report (*)(std::uint64_t, int)>>
highway_adapter_checks();  // highway_check.cpp
#endif
}  // namespace argon2::detail

namespace {

struct check_entry {
    std::string_view name;
    argon2::detail::adapter_report (*run)(std::uint64_t, int);
};

std::vector<check_entry> all_checks() {
    std::vector<check_entry> checks = {
#define X(name, id) {name, &argon2::detail::adapter_check_##id},
        ARGON2_ADAPTER_CHECKS
#undef X
    };
#if defined(ARGON2_HIGHWAY_ADAPTER_CHECK)
    for (const auto& [name, run] : argon2::detail::highway_adapter_checks()) {
        checks.push_back({name, run});
    }
#endif
    return checks;
}

// Whether argon2::backends() lists `name` and this CPU runs it (-1: not listed).
int supported(std::string_view name) {
    for (const argon2::backend_info& b : argon2::backends()) {
        if (b.name == name) return b.supported ? 1 : 0;
    }
    return -1;
}

}  // namespace

int main(int argc, char** argv) {
    const int iterations = argc > 1 ? std::atoi(argv[1]) : 1000;
    int failed_sets = 0, passed_sets = 0, not_run = 0;
    for (const check_entry& c : all_checks()) {
        const int runs = supported(c.name);
        if (runs < 0) {
            std::printf("FAIL %.*s: not listed by argon2::backends()\n",
                        static_cast<int>(c.name.size()), c.name.data());
            ++failed_sets;
            continue;
        }
        if (runs == 0) {
            std::printf("not run %.*s: this CPU cannot run it\n", static_cast<int>(c.name.size()),
                        c.name.data());
            ++not_run;
            continue;
        }
        const argon2::detail::adapter_report r = c.run(0x5EEDu, iterations);
        const bool ok = r.failed == 0 && r.checked > 0;
        std::printf("%s %.*s: %d operation results, %d differ%s%s\n", ok ? "ok  " : "FAIL",
                    static_cast<int>(c.name.size()), c.name.data(), r.checked, r.failed,
                    r.first_failure ? ", first: " : "", r.first_failure ? r.first_failure : "");
        (ok ? passed_sets : failed_sets) += 1;
    }
    std::printf("%d sets passed, %d failed, %d not run on this CPU\n", passed_sets, failed_sets,
                not_run);
    return failed_sets == 0 && passed_sets > 0 ? 0 : 1;
}
