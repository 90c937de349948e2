// Evidence that the tag comparison and the Base64 decoding of a tag do not branch or index on
// secret bytes: run under valgrind's memcheck with the secret bytes marked undefined, where
// every conditional jump or address computed from them is reported as an error. The
// `--control` run does the same with an early-exit comparison, which must be reported: the
// check can fail.
// Driven by tests/unit/constant_time.sh.
#include "src/core/base64.hpp"
#include "src/core/secure.hpp"

#include <valgrind/memcheck.h>

#include <cstdio>
#include <cstring>
#include <string_view>

namespace {

// What a naive implementation does: stop at the first difference.
[[gnu::noinline]] bool early_exit_equal(const std::uint8_t* a, const std::uint8_t* b,
                                        std::size_t n) {
#if defined(__clang__)
#pragma clang loop vectorize(disable)
#endif
    for (std::size_t i = 0; i < n; ++i) {
        if (a[i] != b[i]) return false;
    }
    return true;
}

}  // namespace

int main(int argc, char* argv[]) {
    const bool control = argc > 1 && std::string_view(argv[1]) == "--control";
    if (RUNNING_ON_VALGRIND == 0) {
        std::fprintf(stderr,
                     "constant_time_check: run me under valgrind (tests/unit/constant_time.sh)\n");
        return 2;
    }

    std::uint8_t stored[32];
    std::uint8_t computed[32];
    for (int i = 0; i < 32; ++i) stored[i] = computed[i] = static_cast<std::uint8_t>(i * 37 + 11);
    computed[31] ^= 1;  // a mismatch in the last byte: an early-exit compare would run to the end

    // The stored tag as it sits in a PHC string, secret: its Base64 text.
    char text[43];
    argon2::detail::base64_encode(text, stored, sizeof stored);
    VALGRIND_MAKE_MEM_UNDEFINED(text, sizeof text);
    VALGRIND_MAKE_MEM_UNDEFINED(computed, sizeof computed);

    std::uint8_t decoded[32];
    bool canonical = argon2::detail::base64_decode(decoded, std::string_view(text, sizeof text));
    // Whether the stored string is canonical is not secret: the caller branches on it.
    VALGRIND_MAKE_MEM_DEFINED(&canonical, sizeof canonical);

    bool equal = control ? early_exit_equal(decoded, computed, sizeof computed)
                         : argon2::detail::constant_time_equal(decoded, computed, sizeof computed);
    VALGRIND_MAKE_MEM_DEFINED(&equal, sizeof equal);
    VALGRIND_MAKE_MEM_DEFINED(decoded, sizeof decoded);
    VALGRIND_MAKE_MEM_DEFINED(computed, sizeof computed);

    const bool right = canonical && !equal && std::memcmp(decoded, stored, sizeof stored) == 0;
    std::printf("%s\n", right ? "decoded and compared" : "WRONG RESULT");
    return right ? 0 : 1;
}
