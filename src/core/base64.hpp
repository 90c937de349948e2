// Unpadded standard Base64, as PHC strings use it. The character mapping is branch-free so
// that decoding a tag leaks nothing about its bytes through timing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace argon2::detail {

// Characters needed for n bytes (no padding).
constexpr std::size_t base64_length(std::size_t n) noexcept {
    return n / 3 * 4 + (n % 3 == 0 ? 0 : n % 3 + 1);
}

// Writes base64_length(n) characters.
void base64_encode(char* dst, const std::uint8_t* src, std::size_t n) noexcept;

// Length of the leading run of Base64 alphabet characters in s: where a field ends.
std::size_t base64_run(std::string_view s) noexcept;

// Bytes that base64_decode makes of `text`.
constexpr std::size_t base64_decoded_length(std::size_t text_length) noexcept {
    return text_length * 6 / 8;
}

// Decodes `text` (alphabet characters only). False when the text cannot be canonical unpadded
// Base64: a length of 1 mod 4, or non-zero bits left over in the last character.
bool base64_decode(std::uint8_t* dst, std::string_view text) noexcept;

}  // namespace argon2::detail
