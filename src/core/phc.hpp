// PHC strings: $argon2id$v=19$m=65536,t=3,p=4$<salt>$<tag>, read and written exactly as the
// reference's encoding.c does, so strings round-trip between the two libraries.
#pragma once

#include <argon2/errc.hpp>
#include <argon2/types.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace argon2::detail {

struct phc_fields {
    algorithm type = algorithm::argon2d;
    std::uint32_t version = 0x10;  // a string without "$v=" is version 0x10
    std::uint32_t m_cost = 0;
    std::uint32_t t_cost = 0;
    std::uint32_t lanes = 0;
    std::string_view salt_b64;  // Base64 text of the salt; checked canonical by phc_parse
    std::string_view tag_b64;   // likewise for the tag
    std::string_view trailing;  // what follows the tag: must be empty, checked by the caller
                                // *after* parameter validation, in the reference's order
};

// Parses the structure of `s`. With an expected type the identifier must be that type's (the
// reference's argon2_verify(..., type); incorrect_type for a value outside the three); without,
// it is read from the string. decoding_fail for anything malformed: unknown identifier,
// missing or misplaced field, a number with a sign, leading zero or more than 32 bits, Base64
// that is not canonical.
errc phc_parse(std::string_view s, std::optional<algorithm> expected_type,
               phc_fields& out) noexcept;

// Characters phc_encode writes (without a terminating NUL).
std::size_t phc_length(std::uint32_t type, std::uint32_t version, std::uint32_t m_cost,
                       std::uint32_t t_cost, std::uint32_t lanes, std::size_t salt_length,
                       std::size_t tag_length) noexcept;

// Writes the string into dst (phc_length() characters, no NUL).
void phc_encode(char* dst, std::uint32_t type, std::uint32_t version, std::uint32_t m_cost,
                std::uint32_t t_cost, std::uint32_t lanes, const std::uint8_t* salt,
                std::size_t salt_length, const std::uint8_t* tag, std::size_t tag_length) noexcept;

// "argon2d", "argon2i", "argon2id", or nullptr.
const char* type_name(std::uint32_t type) noexcept;

}  // namespace argon2::detail
