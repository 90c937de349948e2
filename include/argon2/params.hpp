/// \file
/// Cost parameters, their presets, and the ceilings a verifier applies to untrusted strings.
#pragma once

#include <argon2/config.hpp>
#include <argon2/errc.hpp>
#include <argon2/types.hpp>

#include <cstdint>
#include <optional>
#include <string_view>
#include <system_error>

ARGON2_BEGIN_NAMESPACE

/// What to compute. The defaults are RFC 9106's second recommendation.
ARGON2_EXPORT struct params {
    algorithm algo = algorithm::argon2id;  ///< Argon2d, Argon2i or Argon2id
    version ver = version::v13;            ///< 0x13 (RFC 9106) or 0x10
    std::uint32_t passes = 3;              ///< t_cost, >= 1
    std::uint32_t memory_kib =
        65536;                  ///< m_cost, >= 8 * lanes; rounded down to a multiple of 4 * lanes
    std::uint32_t lanes = 4;    ///< parallelism p, 1 .. 2^24-1
    std::uint32_t threads = 4;  ///< threads used to fill the lanes, 1 .. 2^24-1 (capped at lanes)
    std::uint32_t tag_length = 32;  ///< bytes, >= 4

    /// RFC 9106 section 4, first recommendation: Argon2id, t=1, 2 GiB, p=4.
    static constexpr params rfc9106_first() noexcept {
        return {algorithm::argon2id, version::v13, 1, 2u * 1024 * 1024, 4, 4, 32};
    }
    /// RFC 9106 section 4, second recommendation: Argon2id, t=3, 64 MiB, p=4.
    static constexpr params rfc9106_second() noexcept {
        return {algorithm::argon2id, version::v13, 3, 64u * 1024, 4, 4, 32};
    }
    /// OWASP Password Storage Cheat Sheet: Argon2id, 19 MiB, t=2, p=1.
    static constexpr params owasp() noexcept {
        return {algorithm::argon2id, version::v13, 2, 19u * 1024, 1, 1, 32};
    }

    /// ok, or the reference's code for the first parameter out of range (checked in the
    /// reference's order: tag length, memory, passes, lanes, threads), then incorrect_type
    /// for an unknown algorithm or version.
    ARGON2_API std::error_code validate() const noexcept;

    /// Memberwise.
    friend constexpr bool operator==(const params&, const params&) noexcept = default;
};

/// A preset by name: "rfc9106-first", "rfc9106-second" or "owasp" (the CLI's --profile);
/// nullopt for any other.
ARGON2_EXPORT ARGON2_API std::optional<params> profile(std::string_view name) noexcept;

/// Ceilings for verifying a PHC string that an attacker may have written. A string that asks
/// for more is rejected with the matching code (memory_too_much, time_too_large,
/// lanes_too_many, output_too_long, salt_too_long) before any memory is allocated.
/// `max_threads` does not reject: it caps the threads spent on a string (the tag does not
/// depend on the thread count).
ARGON2_EXPORT struct limits {
    std::uint32_t max_memory_kib = 2u * 1024 * 1024;  ///< RFC 9106's first recommendation fits
    std::uint32_t max_passes = 32;                    ///< t at most
    std::uint32_t max_lanes = 64;                     ///< p at most
    std::uint32_t max_threads = 16;                   ///< threads spent on one string at most
    std::uint32_t max_tag_length = 1024;              ///< tag bytes at most
    std::uint32_t max_salt_length = 1024;             ///< salt bytes at most

    /// Exactly what `policy` costs: strings made under a stricter policy still verify, a
    /// string that asks for more does not.
    static constexpr limits at_most(const params& policy) noexcept {
        return {policy.memory_kib, policy.passes,     policy.lanes,
                policy.threads,    policy.tag_length, 1024};
    }
    /// The reference library's behaviour: whatever the string says (up to the format's maxima).
    static constexpr limits unbounded() noexcept {
        return {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFu, 0xFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
    }
};

ARGON2_END_NAMESPACE
