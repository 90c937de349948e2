#include "base64.hpp"

#include <type_traits>

namespace argon2::detail {

namespace {

// Hides a value from the optimizer, which otherwise recognizes the masks below and may turn
// them back into compare-and-branch (clang 19 did, for mask_eq(c, '+') & 62: caught by
// tests/unit/constant_time.sh).
constexpr unsigned opaque(unsigned x) noexcept {
    if (!std::is_constant_evaluated()) __asm__("" : "+r"(x));
    return x;
}

// All-ones when the condition holds, else zero; no branches.
constexpr unsigned mask_lt(unsigned a, unsigned b) noexcept { return opaque(0u - ((a - b) >> 31)); }
constexpr unsigned mask_ge(unsigned a, unsigned b) noexcept { return ~mask_lt(a, b); }
constexpr unsigned mask_eq(unsigned a, unsigned b) noexcept {
    const unsigned d = a ^ b;
    return opaque(0u - (((d | (0u - d)) >> 31) ^ 1u));
}

// 0..63 to its character.
constexpr unsigned to_char(unsigned x) noexcept {
    return (mask_lt(x, 26) & (x + 'A')) | (mask_ge(x, 26) & mask_lt(x, 52) & (x + 'a' - 26)) |
           (mask_ge(x, 52) & mask_lt(x, 62) & (x + '0' - 52)) | (mask_eq(x, 62) & '+') |
           (mask_eq(x, 63) & '/');
}

// A character to 0..63, or 0xFF when it is not in the alphabet.
constexpr unsigned from_char(unsigned c) noexcept {
    const unsigned upper = mask_ge(c, 'A') & mask_lt(c, 'Z' + 1);
    const unsigned lower = mask_ge(c, 'a') & mask_lt(c, 'z' + 1);
    const unsigned digit = mask_ge(c, '0') & mask_lt(c, '9' + 1);
    const unsigned plus = mask_eq(c, '+');
    const unsigned slash = mask_eq(c, '/');
    const unsigned valid = upper | lower | digit | plus | slash;
    const unsigned value = (upper & (c - 'A')) | (lower & (c - 'a' + 26)) |
                           (digit & (c - '0' + 52)) | (plus & 62u) | (slash & 63u);
    return (valid & value) | (~valid & 0xFFu);
}

static_assert(to_char(0) == 'A' && to_char(26) == 'a' && to_char(52) == '0' && to_char(63) == '/');
static_assert(from_char('A') == 0 && from_char('/') == 63 && from_char('$') == 0xFF &&
              from_char('=') == 0xFF && from_char(0) == 0xFF && from_char(0xC3) == 0xFF);

}  // namespace

void base64_encode(char* dst, const std::uint8_t* src, std::size_t n) noexcept {
    unsigned acc = 0;
    unsigned bits = 0;
    for (std::size_t i = 0; i < n; ++i) {
        acc = (acc << 8) | src[i];
        bits += 8;
        while (bits >= 6) {
            bits -= 6;
            *dst++ = static_cast<char>(to_char((acc >> bits) & 63));
        }
    }
    if (bits > 0) *dst++ = static_cast<char>(to_char((acc << (6 - bits)) & 63));
}

std::size_t base64_run(std::string_view s) noexcept {
    std::size_t n = 0;
    while (n < s.size() && from_char(static_cast<unsigned char>(s[n])) != 0xFF) ++n;
    return n;
}

bool base64_decode(std::uint8_t* dst, std::string_view text) noexcept {
    unsigned acc = 0;
    unsigned bits = 0;
    for (char ch : text) {
        acc = (acc << 6) | from_char(static_cast<unsigned char>(ch));
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            *dst++ = static_cast<std::uint8_t>(acc >> bits);
        }
        acc &= 0xFFu;  // keep only what can still be pending
    }
    // 1 mod 4 characters leave 6 bits: not a whole byte. Otherwise the 2 or 4 pending bits
    // must be zero, so each byte string has exactly one encoding. The pending bits are the
    // secret's: the verdict is one mask, no short-circuit (GCC 11 branched on `&& ... == 0`).
    const unsigned canonical = opaque(mask_lt(bits, 5) & mask_eq(acc & ((1u << bits) - 1), 0));
    return canonical != 0;
}

}  // namespace argon2::detail
