/// \file
/// One-shot hashing and verification.
///
/// Every function here is noexcept and reports failure through std::error_code with the
/// reference's codes (argon2::errc). Secrets passed in are never copied into memory that
/// outlives the call without being wiped.
#pragma once

#include <argon2/config.hpp>
#include <argon2/errc.hpp>
#include <argon2/params.hpp>
#include <argon2/scrypt.hpp>
#include <argon2/types.hpp>

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <system_error>

ARGON2_BEGIN_NAMESPACE

/// Length in bytes of a fresh salt from hash_password (RFC 9106 recommends 16).
ARGON2_EXPORT inline constexpr std::size_t default_salt_length = 16;

/// The raw tag: `out.size()` must equal `p.tag_length` (else out_ptr_mismatch).
/// `secret` (the RFC's K, a pepper) and `associated_data` (X) are optional.
ARGON2_EXPORT ARGON2_API std::error_code hash_raw(const params& p, bytes_view password,
                                                  bytes_view salt, std::span<std::uint8_t> out,
                                                  bytes_view secret = {},
                                                  bytes_view associated_data = {}) noexcept;

/// The PHC string `$argon2id$v=19$m=65536,t=3,p=4$<salt>$<tag>` into `out` (replaced).
ARGON2_EXPORT ARGON2_API std::error_code hash_encoded(const params& p, bytes_view password,
                                                      bytes_view salt, std::string& out,
                                                      bytes_view secret = {},
                                                      bytes_view associated_data = {}) noexcept;

/// What a password store wants: a fresh 16-byte salt from the OS, then the PHC string.
/// If the OS has no randomness to give, this fails with errc::entropy_unavailable.
ARGON2_EXPORT ARGON2_API std::error_code hash_password(const params& p, bytes_view password,
                                                       std::string& out) noexcept;

/// Checks `password` against a PHC string. ok on a match, errc::verify_mismatch on a
/// mismatch (compared in constant time), another code if the string is malformed or exceeds
/// `ceiling`; nothing is allocated for a string that exceeds it.
ARGON2_EXPORT ARGON2_API std::error_code verify(std::string_view encoded, bytes_view password,
                                                const limits& ceiling = {}, bytes_view secret = {},
                                                bytes_view associated_data = {}) noexcept;

/// True when `encoded` was not made with exactly `policy`'s algorithm, version, memory,
/// passes, lanes and tag length, or cannot be parsed (a scrypt string, among others): time to
/// hash the password again.
ARGON2_EXPORT ARGON2_API bool needs_rehash(std::string_view encoded, const params& policy) noexcept;

/// verify(), and for a scrypt string (either format of <argon2/scrypt.hpp>) scrypt_verify()
/// under `scrypt_ceiling`: what a login checks while a store moves from scrypt to Argon2id.
/// verify() itself never accepts scrypt.
ARGON2_EXPORT ARGON2_API std::error_code verify_accepting_scrypt(
    std::string_view encoded, bytes_view password, const limits& ceiling = {},
    const scrypt_limits& scrypt_ceiling = {}) noexcept;

/// Fills `out` with bytes from the OS (getrandom, else /dev/urandom). Never a weaker source.
ARGON2_EXPORT ARGON2_API std::error_code generate_salt(std::span<std::uint8_t> out) noexcept;

/// One-shot hashing keeps up to two working areas, wiped, for the next call: faulting fresh
/// memory in can cost more than the hash. This hands them back to the OS now.
ARGON2_EXPORT ARGON2_API void release_cached_memory() noexcept;

/// Length of the PHC string hash_encoded makes for `p` and a salt of `salt_length` bytes.
ARGON2_EXPORT ARGON2_API std::size_t encoded_length(const params& p,
                                                    std::size_t salt_length) noexcept;

ARGON2_END_NAMESPACE
