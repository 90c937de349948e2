// The backends this CPU runs, for tests that register one case per backend. The others are
// reported as skipped, with the reason, never silently dropped. ARGON2_TEST_BACKENDS=chosen
// (the quick suite) keeps only the one dispatch chose, saying so.
#pragma once

#include <argon2/backend.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace test_support {

inline std::vector<std::string> runnable_backends() {
    const char* only = std::getenv("ARGON2_TEST_BACKENDS");
    const bool only_chosen = only != nullptr && std::string_view(only) == "chosen";
    std::vector<std::string> names;
    for (const argon2::backend_info& b : argon2::backends()) {
        if (only_chosen && !b.chosen) {
            std::printf("SKIPPED backend %.*s: ARGON2_TEST_BACKENDS=chosen\n",
                        static_cast<int>(b.name.size()), b.name.data());
        } else if (b.supported) {
            names.emplace_back(b.name);
        } else {
            std::printf("SKIPPED backend %.*s: this CPU cannot run it\n",
                        static_cast<int>(b.name.size()), b.name.data());
        }
    }
    return names;
}

}  // namespace test_support
