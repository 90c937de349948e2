// A Boost.Test main that reports "skipped" (exit 77, which Meson counts as SKIP, never as a
// pass) when the test's data or oracle is missing, saying loudly why.
#pragma once

// BOOST_TEST_DYN_LINK (the system's shared framework) or BOOST_TEST_ALTERNATIVE_INIT_API (the
// framework compiled here, support/boost_test_framework.cpp) comes from tests/meson.build: both
// give unit_test_main the `bool ()` initialisation function used below.
#define BOOST_TEST_NO_MAIN
#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <string>

namespace test_support {

inline bool always_ready(std::string&) { return true; }
inline bool no_registration() { return true; }

// `prerequisite(why)` says whether the test can run; `register_cases()` may add test cases
// at run time (one per backend, say) before Boost.Test runs them.
inline int run_tests(int argc, char* argv[], bool (*prerequisite)(std::string&),
                     bool (*register_cases)()) {
    std::string why;
    if (!prerequisite(why)) {
        std::fprintf(stderr, "\n*** SKIPPED: %s ***\n\n", why.c_str());
        return 77;
    }
    return boost::unit_test::unit_test_main(register_cases, argc, argv);
}

}  // namespace test_support
