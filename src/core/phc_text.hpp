// The text primitives of PHC-style strings, shared by the Argon2 (phc.cpp) and scrypt
// (scrypt_strings.cpp) formats: a cursor with the reference's parsing rules, and writers.
#pragma once

#include "base64.hpp"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace argon2::detail {

// A cursor over the string with the reference's parsing primitives.
struct text_reader {
    std::string_view rest;

    bool literal(std::string_view prefix) noexcept {
        if (rest.substr(0, prefix.size()) != prefix) return false;
        rest.remove_prefix(prefix.size());
        return true;
    }

    // Unsigned decimal, no sign, no leading zero (except "0" itself), at most 32 bits.
    bool number(std::uint32_t& value) noexcept {
        std::size_t n = 0;
        std::uint64_t acc = 0;
        while (n < rest.size() && rest[n] >= '0' && rest[n] <= '9') {
            acc = acc * 10 + static_cast<unsigned>(rest[n] - '0');
            if (acc > 0xFFFFFFFFu) return false;
            ++n;
        }
        if (n == 0 || (rest[0] == '0' && n > 1)) return false;
        value = static_cast<std::uint32_t>(acc);
        rest.remove_prefix(n);
        return true;
    }

    bool base64_field(std::string_view& text) noexcept {
        text = rest.substr(0, base64_run(rest));
        if (text.size() % 4 == 1) return false;
        rest.remove_prefix(text.size());
        return true;
    }
};

// Canonical: decodes, and the leftover bits are zero. Decoding into a scratch buffer a few
// bytes at a time keeps this allocation-free for any length.
inline bool canonical_base64(std::string_view text) noexcept {
    const std::size_t tail = text.size() % 4;
    if (tail == 0) return true;
    std::uint8_t scratch[3];
    return base64_decode(scratch, text.substr(text.size() - tail));
}

inline std::size_t decimal_length(std::uint32_t v) noexcept {
    std::size_t n = 1;
    while (v >= 10) {
        v /= 10;
        ++n;
    }
    return n;
}

inline char* put_decimal(char* dst, std::uint32_t v) noexcept {
    const std::size_t n = decimal_length(v);
    for (std::size_t i = n; i-- > 0;) {
        dst[i] = static_cast<char>('0' + v % 10);
        v /= 10;
    }
    return dst + n;
}

inline char* put(char* dst, std::string_view s) noexcept {
    if (s.empty()) return dst;  // an empty view's data() may be nullptr, undefined for memcpy
    std::memcpy(dst, s.data(), s.size());
    return dst + s.size();
}

}  // namespace argon2::detail
