#include "fuzz_input.hpp"

#include "harness/libargon2_loader.hpp"

#include <argon2/backend.hpp>

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

namespace {

// The names of the kernel sets this CPU runs, best first.
const std::vector<std::string>& runnable_kernel_sets() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const argon2::backend_info& b : argon2::backends())
            if (b.supported) out.emplace_back(b.name);
        return out;
    }();
    return names;
}

}  // namespace

forced_kernel_set::forced_kernel_set(std::uint8_t pick) {
    const std::vector<std::string>& sets = runnable_kernel_sets();
    if (argon2::force_backend(sets[pick % sets.size()]))
        fail("force_backend refused a set this CPU runs");
}

forced_kernel_set::~forced_kernel_set() { argon2::force_backend(""); }

}  // namespace fuzz
