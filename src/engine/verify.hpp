// Verifying a password against a PHC string: the one pipeline behind the C++ API's verify()
// (free function, hasher, batch) and the C ABI's argon2_verify(). Their documented differences
// (docs/usage.md, "Where the C++ API is stricter than the C ABI") are the rules below, not copies.
#pragma once

#include <argon2/params.hpp>
#include <argon2/types.hpp>

#include "engine.hpp"

#include <optional>
#include <string_view>

namespace argon2::detail {

struct verify_rules {
    // The identifier must be this type's (the C ABI's argument); none: read from the string.
    std::optional<algorithm> expected_type;
    // The C++ API: `$v=` must be 16 or 19 (else decoding_fail). The C ABI hashes any number.
    bool published_versions_only = false;
    // The C++ API: costs and lengths the string may ask for, refused before anything is
    // allocated; the threads started are capped at its max_threads. The C ABI has none.
    const limits* ceiling = nullptr;
};

// Parse, bound, decode, validate (the reference's order: parameters before trailing text),
// hash with `memory`, compare in constant time. ok on a match, else the error (verify_mismatch
// for a wrong password). Lengths must already fit in 32 bits.
errc verify_encoded(memory_source& memory, std::string_view encoded, const verify_rules& rules,
                    bytes_view password, bytes_view secret, bytes_view associated_data) noexcept;

}  // namespace argon2::detail
