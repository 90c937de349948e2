// scrypt (RFC 7914 section 6): B = PBKDF2(P, S, 1, p * 128r); each of the p chunks of B through
// ROMix (the Salsa20 kernel's, on the worker pool); DK = PBKDF2(P, B, 1, dkLen).
#pragma once

#include <argon2/errc.hpp>

#include <cstddef>
#include <cstdint>

namespace argon2::detail {

struct scrypt_job {
    const std::uint8_t* password;
    std::size_t password_size;
    const std::uint8_t* salt;
    std::size_t salt_size;
    std::uint32_t log2_n;  // already checked: 0 < log2_n < 16 r, memory within the ceiling
    std::uint32_t r;
    std::uint32_t p;        // r * p < 2^30 and p * 128 r bytes allocatable
    std::uint32_t threads;  // at most this many ROMix at once (each needs 128 r N bytes)
    std::uint8_t* out;
    std::size_t out_size;
};

// ok, or memory_allocation_error, thread_fail, backend_unavailable, or the governor's refusal.
errc scrypt_derive(const scrypt_job& job) noexcept;

}  // namespace argon2::detail
