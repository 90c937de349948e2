#include "scrypt_strings.hpp"

#include <argon2/errc.hpp>

#include "base64.hpp"
#include "phc_text.hpp"

#include <type_traits>

namespace argon2::detail {
namespace {

constexpr errc decoding_fail = errc::decoding_fail;
constexpr std::string_view phc_prefix = "$scrypt$";
constexpr std::string_view libsodium_prefix = "$7$";
constexpr std::size_t libsodium_hash_length =
    32;  // crypto_pwhash_scryptsalsa208sha256_STRHASHBYTES

// As in base64.cpp: hides a value from the optimizer so the masks stay branch-free.
constexpr unsigned opaque(unsigned x) noexcept {
    if (!std::is_constant_evaluated()) __asm__("" : "+r"(x));
    return x;
}
constexpr unsigned mask_in(unsigned c, unsigned lo, unsigned hi) noexcept {
    return opaque(0u - (((c - lo) >> 31 | (hi - c) >> 31) ^ 1u));
}

// libsodium's itoa64: ./0-9A-Za-z. Branch-free: the hash text is compared with a secret.
constexpr unsigned crypt64_char(unsigned x) noexcept {
    const unsigned punct = mask_in(x, 0, 1), digit = mask_in(x, 2, 11);
    const unsigned upper = mask_in(x, 12, 37), lower = mask_in(x, 38, 63);
    return (punct & (x + '.')) | (digit & (x - 2 + '0')) | (upper & (x - 12 + 'A')) |
           (lower & (x - 38 + 'a'));
}
// 0..63, or 0xFF outside the alphabet.
constexpr unsigned crypt64_value(unsigned c) noexcept {
    const unsigned punct = mask_in(c, '.', '/'), digit = mask_in(c, '0', '9');
    const unsigned upper = mask_in(c, 'A', 'Z'), lower = mask_in(c, 'a', 'z');
    const unsigned valid = punct | digit | upper | lower;
    const unsigned value = (punct & (c - '.')) | (digit & (c - '0' + 2)) |
                           (upper & (c - 'A' + 12)) | (lower & (c - 'a' + 38));
    return (valid & value) | (~valid & 0xFFu);
}
static_assert(crypt64_char(0) == '.' && crypt64_char(2) == '0' && crypt64_char(12) == 'A' &&
              crypt64_char(63) == 'z');
static_assert(crypt64_value('.') == 0 && crypt64_value('z') == 63 && crypt64_value('$') == 0xFF &&
              crypt64_value('+') == 0xFF && crypt64_value(0xC3) == 0xFF);

// A 30-bit number in five characters, least significant six bits first (libsodium's
// encode64_uint32 with 30 bits).
char* put_crypt64_u30(char* dst, std::uint32_t v) noexcept {
    for (int i = 0; i < 5; ++i, v >>= 6) *dst++ = static_cast<char>(crypt64_char(v & 63));
    return dst;
}
bool crypt64_u30(std::string_view text, std::uint32_t& v) noexcept {
    v = 0;
    for (int i = 0; i < 5; ++i) {
        const unsigned c = crypt64_value(static_cast<unsigned char>(text[i]));
        if (c == 0xFF) return false;
        v |= c << (6 * i);
    }
    return true;
}

// Decodes crypt64 text of `n` bytes (crypt64_length(n) characters) into out (may be nullptr to
// check only). False outside the alphabet or with bits set beyond the last byte.
bool crypt64_decode(std::string_view text, std::size_t n, std::uint8_t* out) noexcept {
    unsigned bad = 0;
    std::size_t i = 0;
    for (std::size_t done = 0; done < n;) {
        const std::size_t bytes = n - done < 3 ? n - done : 3;
        const std::size_t chars = bytes == 3 ? 4 : bytes + 1;
        std::uint32_t value = 0;
        for (std::size_t k = 0; k < chars; ++k) {
            const unsigned c = crypt64_value(static_cast<unsigned char>(text[i++]));
            bad |= c >> 6;  // 0xFF has bits above 63
            value |= (c & 63) << (6 * k);
        }
        bad |= value >> (8 * bytes);  // canonical: nothing beyond the bytes
        for (std::size_t k = 0; k < bytes; ++k, ++done)
            if (out != nullptr) out[done] = static_cast<std::uint8_t>(value >> (8 * k));
    }
    return bad == 0;
}

}  // namespace

std::size_t crypt64_length(std::size_t n) noexcept {
    return n / 3 * 4 + (n % 3 == 0 ? 0 : n % 3 + 1);
}

void crypt64_encode(char* dst, const std::uint8_t* src, std::size_t n) noexcept {
    for (std::size_t done = 0; done < n;) {
        const std::size_t bytes = n - done < 3 ? n - done : 3;
        std::uint32_t value = 0;
        for (std::size_t k = 0; k < bytes; ++k) value |= std::uint32_t{src[done + k]} << (8 * k);
        done += bytes;
        for (std::size_t k = 0; k < (bytes == 3 ? 4 : bytes + 1); ++k, value >>= 6)
            *dst++ = static_cast<char>(crypt64_char(value & 63));
    }
}

errc scrypt_parse(std::string_view s, scrypt_fields& out) noexcept {
    text_reader rd{s};
    if (rd.literal(phc_prefix)) {
        out.kind = scrypt_string_kind::phc;
        if (!rd.literal("ln=") || !rd.number(out.log2_n) || !rd.literal(",r=") ||
            !rd.number(out.r) || !rd.literal(",p=") || !rd.number(out.p) || !rd.literal("$") ||
            !rd.base64_field(out.salt_text) || !rd.literal("$") ||
            !rd.base64_field(out.hash_text) || !rd.rest.empty() || out.hash_text.empty() ||
            !canonical_base64(out.salt_text) || !canonical_base64(out.hash_text))
            return decoding_fail;
        return errc::ok;
    }
    if (rd.literal(libsodium_prefix)) {
        out.kind = scrypt_string_kind::libsodium;
        if (rd.rest.size() < 11) return decoding_fail;
        const unsigned log2_n = crypt64_value(static_cast<unsigned char>(rd.rest[0]));
        if (log2_n == 0xFF || !crypt64_u30(rd.rest.substr(1, 5), out.r) ||
            !crypt64_u30(rd.rest.substr(6, 5), out.p))
            return decoding_fail;
        out.log2_n = log2_n;
        rd.rest.remove_prefix(11);
        // The salt runs to the last '$' (libsodium's strrchr), the hash is the rest.
        const std::size_t dollar = rd.rest.rfind('$');
        if (dollar == std::string_view::npos) return decoding_fail;
        out.salt_text = rd.rest.substr(0, dollar);
        out.hash_text = rd.rest.substr(dollar + 1);
        if (out.hash_text.size() != crypt64_length(libsodium_hash_length) ||
            !crypt64_decode(out.hash_text, libsodium_hash_length, nullptr))
            return decoding_fail;
        return errc::ok;
    }
    return decoding_fail;
}

std::size_t scrypt_hash_length(const scrypt_fields& f) noexcept {
    return f.kind == scrypt_string_kind::phc ? base64_decoded_length(f.hash_text.size())
                                             : libsodium_hash_length;
}

std::size_t scrypt_salt_length(const scrypt_fields& f) noexcept {
    return f.kind == scrypt_string_kind::phc ? base64_decoded_length(f.salt_text.size())
                                             : f.salt_text.size();
}

void scrypt_decode_salt(const scrypt_fields& f, std::uint8_t* out) noexcept {
    if (f.kind == scrypt_string_kind::phc) {
        base64_decode(out, f.salt_text);
    } else if (!f.salt_text.empty()) {  // memcpy from an empty view's nullptr is undefined
        std::memcpy(out, f.salt_text.data(), f.salt_text.size());
    }
}

void scrypt_decode_hash(const scrypt_fields& f, std::uint8_t* out) noexcept {
    if (f.kind == scrypt_string_kind::phc) {
        base64_decode(out, f.hash_text);
    } else {
        crypt64_decode(f.hash_text, libsodium_hash_length, out);
    }
}

std::size_t scrypt_string_length(scrypt_string_kind kind, std::uint32_t log2_n, std::uint32_t r,
                                 std::uint32_t p, std::size_t salt_text_length,
                                 std::size_t hash_length) noexcept {
    if (kind == scrypt_string_kind::libsodium)
        return libsodium_prefix.size() + 11 + salt_text_length + 1 + crypt64_length(hash_length);
    return phc_prefix.size() + 3 + decimal_length(log2_n) + 3 + decimal_length(r) + 3 +
           decimal_length(p) + 1 + salt_text_length + 1 + base64_length(hash_length);
}

void scrypt_encode(char* dst, scrypt_string_kind kind, std::uint32_t log2_n, std::uint32_t r,
                   std::uint32_t p, std::string_view salt_text, const std::uint8_t* hash,
                   std::size_t hash_length) noexcept {
    if (kind == scrypt_string_kind::libsodium) {
        dst = put(dst, libsodium_prefix);
        *dst++ = static_cast<char>(crypt64_char(log2_n & 63));
        dst = put_crypt64_u30(dst, r);
        dst = put_crypt64_u30(dst, p);
        dst = put(dst, salt_text);
        *dst++ = '$';
        crypt64_encode(dst, hash, hash_length);
        return;
    }
    dst = put(dst, phc_prefix);
    dst = put(dst, "ln=");
    dst = put_decimal(dst, log2_n);
    dst = put(dst, ",r=");
    dst = put_decimal(dst, r);
    dst = put(dst, ",p=");
    dst = put_decimal(dst, p);
    *dst++ = '$';
    dst = put(dst, salt_text);
    *dst++ = '$';
    base64_encode(dst, hash, hash_length);
}

}  // namespace argon2::detail
