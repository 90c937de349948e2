/// \file
/// scrypt (RFC 7914), for systems moving their stored scrypt hashes to Argon2id: verify the old
/// string at login, then store a new Argon2id one (docs/scrypt.md). Two string
/// formats are read and written:
/// \verbatim
///   scrypt_format::phc        $scrypt$ln=14,r=8,p=1$<salt>$<hash>   (passlib and others;
///                             unpadded standard Base64, as Argon2's PHC strings)
///   scrypt_format::libsodium  $7$<N><r><p><salt>$<hash>            (crypto_pwhash_
///                             scryptsalsa208sha256_str; the salt text itself is the salt)
/// \endverbatim
///
/// Every function is noexcept and reports failure with the reference's codes (argon2::errc):
/// parameters outside RFC 7914 incorrect_parameter, over the ceiling memory_too_much (memory)
/// or incorrect_parameter, a malformed string decoding_fail, a wrong password verify_mismatch
/// (compared in constant time). A string over the ceiling allocates nothing.
#pragma once

#include <argon2/config.hpp>
#include <argon2/errc.hpp>
#include <argon2/types.hpp>

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <system_error>

ARGON2_BEGIN_NAMESPACE

/// What scrypt computes. The defaults: N = 2^15, r = 8, p = 1, a 32-byte key.
ARGON2_EXPORT struct scrypt_params {
    std::uint32_t log2_n = 15;  ///< N = 2^log2_n, the CPU/memory cost (RFC 7914: N > 1)
    std::uint32_t r = 8;        ///< block size: one ROMix uses 128 * r * N bytes
    std::uint32_t p = 1;        ///< parallelization: p independent ROMix, run on the worker pool
    std::uint32_t hash_length = 32;  ///< bytes of the derived key in a string

    /// Memberwise.
    friend constexpr bool operator==(const scrypt_params&, const scrypt_params&) = default;
};

/// What scrypt_verify (and scrypt_hash_*) accept, checked before anything is allocated.
/// `max_threads` caps the threads spent on the p ROMix; it does not reject.
ARGON2_EXPORT struct scrypt_limits {
    std::uint64_t max_memory_bytes = std::uint64_t{1} << 30;  ///< 128 * r * N; libsodium's
                                                              ///< "sensitive" strings fit
    std::uint32_t max_log2_n = 24;                            ///< the largest log2(N)
    std::uint32_t max_r = 64;                                 ///< the largest block size r
    std::uint32_t max_p = 64;                                 ///< the largest parallelization p
    std::uint32_t max_threads = 16;        ///< threads spent on the p ROMix at most
    std::uint32_t max_salt_length = 1024;  ///< salt bytes
    std::uint32_t max_hash_length = 1024;  ///< derived-key bytes
};

/// The string formats of the file comment: `$scrypt$...` (phc) or libsodium's `$7$...`.
ARGON2_EXPORT enum class scrypt_format { phc, libsodium };

/// The raw derived key: out.size() bytes (1 .. 2^32 - 1). Fails with incorrect_parameter for
/// log2_n == 0, log2_n >= 16 * r (RFC 7914: N < 2^(128 r / 8)), r == 0, p == 0 or
/// r * p >= 2^30, and memory_too_much when 128 * r * N exceeds `ceiling`.
ARGON2_EXPORT ARGON2_API std::error_code scrypt_raw(const scrypt_params& p, bytes_view password,
                                                    bytes_view salt, std::span<std::uint8_t> out,
                                                    const scrypt_limits& ceiling = {}) noexcept;

/// The string of `format` for this salt (the libsodium format writes the salt's Base64 text,
/// in its own alphabet, and hashes that text, as libsodium does).
ARGON2_EXPORT ARGON2_API std::error_code scrypt_hash_encoded(
    const scrypt_params& p, bytes_view password, bytes_view salt, std::string& out,
    scrypt_format format = scrypt_format::phc, const scrypt_limits& ceiling = {}) noexcept;

/// A fresh salt from the OS (16 bytes for phc, 32 for libsodium, as libsodium makes them),
/// then the string. Fails with entropy_unavailable when the OS has no randomness to give.
ARGON2_EXPORT ARGON2_API std::error_code scrypt_hash_password(
    const scrypt_params& p, bytes_view password, std::string& out,
    scrypt_format format = scrypt_format::phc) noexcept;

/// Checks `password` against a string of either format: ok, verify_mismatch, or why not.
ARGON2_EXPORT ARGON2_API std::error_code scrypt_verify(std::string_view encoded,
                                                       bytes_view password,
                                                       const scrypt_limits& ceiling = {}) noexcept;

/// True when `encoded` is a string of either scrypt format (whatever its parameters).
ARGON2_EXPORT ARGON2_API bool is_scrypt_string(std::string_view encoded) noexcept;

ARGON2_END_NAMESPACE
