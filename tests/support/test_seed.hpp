// The seed and case count of the randomized tests: printed, and replayable with
// ARGON2_TEST_SEED; ARGON2_DIFF_CASES changes the count (default 1000).
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

namespace test_support {

// `what` names the test in the printed line, e.g. "differential".
inline std::uint64_t test_seed(const char* what) {
    static const std::uint64_t value = [what] {
        const char* env = std::getenv("ARGON2_TEST_SEED");
        const std::uint64_t s = env ? std::stoull(env) : std::random_device{}();
        std::printf("%s seed: %llu (set ARGON2_TEST_SEED to replay)\n", what,
                    static_cast<unsigned long long>(s));
        return s;
    }();
    return value;
}

inline int case_count() {
    const char* env = std::getenv("ARGON2_DIFF_CASES");
    return env ? std::stoi(env) : 1000;
}

}  // namespace test_support
