/// \file
/// Error codes: the reference implementation's numbers and messages, plus two of our own,
/// integrated with std::error_code so `if (auto ec = argon2::hash_raw(...))` reads naturally.
#pragma once

#include <argon2/config.hpp>

#include <system_error>
#include <type_traits>

ARGON2_BEGIN_NAMESPACE

/// The reference's error codes (argon2.h's Argon2_ErrorCodes, the same values and order), plus
/// entropy_unavailable (-36) and backend_unavailable (-37). A std::error_code enum: every
/// function of the API returns one.
ARGON2_EXPORT enum class errc : int {
    ok = 0,
    output_ptr_null = -1,
    output_too_short = -2,
    output_too_long = -3,
    password_too_short = -4,
    password_too_long = -5,
    salt_too_short = -6,
    salt_too_long = -7,
    ad_too_short = -8,
    ad_too_long = -9,
    secret_too_short = -10,
    secret_too_long = -11,
    time_too_small = -12,
    time_too_large = -13,
    memory_too_little = -14,
    memory_too_much = -15,
    lanes_too_few = -16,
    lanes_too_many = -17,
    password_ptr_mismatch = -18,
    salt_ptr_mismatch = -19,
    secret_ptr_mismatch = -20,
    ad_ptr_mismatch = -21,
    memory_allocation_error = -22,
    free_memory_cbk_null = -23,
    allocate_memory_cbk_null = -24,
    incorrect_parameter = -25,
    incorrect_type = -26,
    out_ptr_mismatch = -27,
    threads_too_few = -28,
    threads_too_many = -29,
    missing_args = -30,
    encoding_fail = -31,
    decoding_fail = -32,
    thread_fail = -33,
    decoding_length_fail = -34,
    verify_mismatch = -35,
    /// Ours: the operating system could not provide random bytes for a salt. We never fall
    /// back to a weaker source.
    entropy_unavailable = -36,
    /// Ours: ARGON2_BACKEND or force_backend named a backend that is not compiled in or that
    /// this CPU cannot run. We never fall back silently to another one.
    backend_unavailable = -37,
    /// Ours: the hash needs more memory than the memory budget (governor.hpp) admits at once,
    /// so it could never run. Nothing allocated.
    memory_budget_exceeded = -38,
    /// Ours: the hash waited for the memory budget longer than its wait limit. Nothing
    /// allocated; try again later.
    busy = -39,
    /// Ours: ARGON2_MEMORY_BUDGET is set but malformed (not "512M" or "512M,8"). Every hash is
    /// refused, nothing allocated: a typo must not lift the bound unnoticed.
    memory_budget_malformed = -40,
};

/// The message of any code, byte-identical to the reference's argon2_error_message for
/// -35..0, "Unknown error code" for codes neither defines.
ARGON2_EXPORT ARGON2_API const char* error_message(int code) noexcept;

/// The category of argon2::errc values; its name() is "argon2".
ARGON2_EXPORT ARGON2_API const std::error_category& error_category() noexcept;

/// An errc as a std::error_code of error_category() (found by ADL: `ec == errc::...` works).
ARGON2_EXPORT inline std::error_code make_error_code(errc e) noexcept {
    return {static_cast<int>(e), error_category()};
}

ARGON2_END_NAMESPACE

/// \cond
template <>
struct std::is_error_code_enum<argon2::errc> : std::true_type {};
/// \endcond
