// The backends this CPU runs, for tests that register one case per backend. The others are
// reported as skipped, with the reason, never silently dropped.
#pragma once

#include <argon2/backend.hpp>

#include <cstdio>
#include <string>
#include <vector>

namespace test_support {

inline std::vector<std::string> runnable_backends() {
    std::vector<std::string> names;
    for (const argon2::backend_info& b : argon2::backends()) {
        if (b.supported) {
            names.emplace_back(b.name);
        } else {
            std::printf("SKIPPED backend %.*s: this CPU cannot run it\n",
                        static_cast<int>(b.name.size()), b.name.data());
        }
    }
    return names;
}

}  // namespace test_support
