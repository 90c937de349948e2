#include "fuzz_input.hpp"

#include "tests/support/libargon2_loader.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace fuzz {

void fail(const char* what) noexcept {
    std::fprintf(stderr, "property failed: %s\n", what);
    std::abort();
}

const test_support::libargon2& reference() noexcept {
    std::string why;
    const test_support::libargon2* library = test_support::reference_library(why);
    if (library == nullptr) fail(why.c_str());
    return *library;
}

}  // namespace fuzz
