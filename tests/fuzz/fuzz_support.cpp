#include "fuzz_input.hpp"

#include "harness/libargon2_loader.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace fuzz {

void fail(const char* what) noexcept {
    std::fprintf(stderr, "property failed: %s\n", what);
    std::abort();
}

const harness::libargon2& reference() noexcept {
    std::string why;
    const harness::libargon2* library = harness::reference_library(why);
    if (library == nullptr) fail(why.c_str());
    return *library;
}

}  // namespace fuzz
