// <argon2/scrypt.hpp>: parameter checks against RFC 7914 and the ceiling (before anything is
// allocated), the two string formats, and verification in constant time.
#include <argon2/scrypt.hpp>

#include "operations.hpp"

#include "src/core/base64.hpp"
#include "src/os/os.hpp"
#include "src/engine/scrypt.hpp"
#include "src/core/scrypt_strings.hpp"
#include "src/core/secure.hpp"
#include "src/core/wiped_bytes.hpp"

#include <limits>

ARGON2_BEGIN_NAMESPACE

namespace {

errc check(const scrypt_params& p, std::size_t salt_length, const scrypt_limits& c) noexcept {
    // RFC 7914 section 6: N > 1 a power of 2, N < 2^(128 r / 8), p <= (2^32 - 1) * 32 / (128 r),
    // which r * p < 2^30 implies.
    if (p.log2_n == 0 || p.r == 0 || p.p == 0) return errc::incorrect_parameter;
    if (std::uint64_t{p.r} * p.p >= (std::uint64_t{1} << 30)) return errc::incorrect_parameter;
    if (p.log2_n >= 64 || std::uint64_t{p.log2_n} >= 16 * std::uint64_t{p.r})
        return errc::incorrect_parameter;
    if (p.hash_length == 0) return errc::output_too_short;
    if (p.log2_n > c.max_log2_n || p.r > c.max_r) return errc::memory_too_much;
    // 128 r N, over the ceiling as soon as it does not fit in 64 bits.
    const std::uint64_t block_bytes = 128 * std::uint64_t{p.r};
    // And over it where the area cannot be addressed (a 32-bit target), whatever the ceiling.
    if (block_bytes > (~std::uint64_t{0} >> p.log2_n) ||
        (block_bytes << p.log2_n) > c.max_memory_bytes ||
        (block_bytes << p.log2_n) > std::numeric_limits<std::size_t>::max() / 2)
        return errc::memory_too_much;
    if (p.p > c.max_p) return errc::lanes_too_many;
    if (p.hash_length > c.max_hash_length) return errc::output_too_long;
    if (salt_length > c.max_salt_length) return errc::salt_too_long;
    return errc::ok;
}

std::error_code derive(const scrypt_params& p, bytes_view password, bytes_view salt,
                       std::uint8_t* out, const scrypt_limits& c) noexcept {
    // How many ROMix run at once: each needs 128 r N bytes, and together they stay under the
    // ceiling.
    const std::uint64_t romix_bytes = (128 * std::uint64_t{p.r}) << p.log2_n;
    std::uint64_t threads = c.max_memory_bytes / romix_bytes;
    if (threads > c.max_threads) threads = c.max_threads;
    if (threads == 0) threads = 1;
    const detail::scrypt_job job{password.data(),
                                 password.size(),
                                 salt.data(),
                                 salt.size(),
                                 p.log2_n,
                                 p.r,
                                 p.p,
                                 static_cast<std::uint32_t>(threads),
                                 out,
                                 p.hash_length};
    const errc e = detail::scrypt_derive(job);
    return e == errc::ok ? std::error_code{} : make_error_code(e);
}

detail::scrypt_string_kind kind_of(scrypt_format f) noexcept {
    return f == scrypt_format::libsodium ? detail::scrypt_string_kind::libsodium
                                         : detail::scrypt_string_kind::phc;
}

}  // namespace

std::error_code scrypt_raw(const scrypt_params& p, bytes_view password, bytes_view salt,
                           std::span<std::uint8_t> out, const scrypt_limits& ceiling) noexcept {
    scrypt_params with_length = p;
    with_length.hash_length = static_cast<std::uint32_t>(out.size());
    if (out.size() > 0xFFFFFFFFu) return make_error_code(errc::output_too_long);
    if (out.data() == nullptr && !out.empty()) return make_error_code(errc::output_ptr_null);
    if (const errc e = check(with_length, salt.size(), ceiling); e != errc::ok)
        return make_error_code(e);
    return derive(with_length, password, salt, out.data(), ceiling);
}

std::error_code scrypt_hash_encoded(const scrypt_params& p, bytes_view password, bytes_view salt,
                                    std::string& out, scrypt_format format,
                                    const scrypt_limits& ceiling) noexcept {
    // libsodium's strings carry exactly 32 bytes of hash.
    if (format == scrypt_format::libsodium && p.hash_length != 32)
        return make_error_code(errc::incorrect_parameter);
    if (const errc e = check(p, salt.size(), ceiling); e != errc::ok) return make_error_code(e);
    // The salt as it appears in the string: Base64 for phc; for libsodium its own alphabet,
    // and that text is what gets hashed.
    const std::size_t salt_text_length = format == scrypt_format::phc
                                             ? detail::base64_length(salt.size())
                                             : detail::crypt64_length(salt.size());
    detail::wiped_bytes salt_text(salt_text_length);
    detail::wiped_bytes hash(p.hash_length);
    if (!salt_text.data() || !hash.data()) return make_error_code(errc::memory_allocation_error);
    char* text = reinterpret_cast<char*>(salt_text.data());
    if (format == scrypt_format::phc) {
        detail::base64_encode(text, salt.data(), salt.size());
    } else {
        detail::crypt64_encode(text, salt.data(), salt.size());
    }
    const bytes_view hashed_salt =
        format == scrypt_format::phc ? salt : bytes_view(salt_text.data(), salt_text_length);
    if (auto ec = derive(p, password, hashed_salt, hash.data(), ceiling)) return ec;
    if (auto ec = detail::resize_string(
            out, detail::scrypt_string_length(kind_of(format), p.log2_n, p.r, p.p, salt_text_length,
                                              p.hash_length)))
        return ec;
    detail::scrypt_encode(out.data(), kind_of(format), p.log2_n, p.r, p.p,
                          std::string_view(text, salt_text_length), hash.data(), p.hash_length);
    return {};
}

std::error_code scrypt_hash_password(const scrypt_params& p, bytes_view password, std::string& out,
                                     scrypt_format format) noexcept {
    std::uint8_t salt[32];
    const std::size_t salt_length = format == scrypt_format::libsodium ? 32 : 16;
    if (!detail::os::random_bytes(std::span<std::uint8_t>(salt, salt_length)))
        return make_error_code(errc::entropy_unavailable);
    return scrypt_hash_encoded(p, password, bytes_view(salt, salt_length), out, format);
}

std::error_code scrypt_verify(std::string_view encoded, bytes_view password,
                              const scrypt_limits& ceiling) noexcept {
    detail::scrypt_fields f;
    if (const errc e = detail::scrypt_parse(encoded, f); e != errc::ok) return make_error_code(e);
    const std::size_t hash_length = detail::scrypt_hash_length(f);
    const std::size_t salt_length = detail::scrypt_salt_length(f);
    const scrypt_params p{f.log2_n, f.r, f.p,
                          static_cast<std::uint32_t>(hash_length > 0xFFFFFFFFu ? 0 : hash_length)};
    if (const errc e = check(p, salt_length, ceiling); e != errc::ok) return make_error_code(e);

    detail::wiped_bytes salt(salt_length);
    detail::wiped_bytes expected(hash_length);
    detail::wiped_bytes computed(hash_length);
    if (!salt.data() || !expected.data() || !computed.data())
        return make_error_code(errc::memory_allocation_error);
    detail::scrypt_decode_salt(f, salt.data());
    detail::scrypt_decode_hash(f, expected.data());
    if (auto ec =
            derive(p, password, bytes_view(salt.data(), salt_length), computed.data(), ceiling))
        return ec;
    return detail::constant_time_equal(expected.data(), computed.data(), hash_length)
               ? std::error_code{}
               : make_error_code(errc::verify_mismatch);
}

bool is_scrypt_string(std::string_view encoded) noexcept {
    detail::scrypt_fields f;
    return detail::scrypt_parse(encoded, f) == errc::ok;
}

ARGON2_END_NAMESPACE
