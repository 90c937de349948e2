#include "fuzz_input.hpp"

#include <cstdio>
#include <cstdlib>

namespace fuzz {

void fail(const char* what) noexcept {
    std::fprintf(stderr, "property failed: %s\n", what);
    std::abort();
}

}  // namespace fuzz
