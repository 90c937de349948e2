/// \file
/// A reusable hasher: same results as the free functions, but it keeps its working memory
/// between calls (wiped after every use), so a server pays for page faults once.
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

/// Hashes and verifies with one policy, keeping its working memory between calls.
ARGON2_EXPORT class ARGON2_API hasher {
public:
    /// A hasher for `policy`; memory is taken at the first hash.
    explicit hasher(const params& policy = params{}) noexcept : policy_(policy) {}
    ~hasher();
    hasher(hasher&& other) noexcept;             ///< takes other's memory; other keeps none
    hasher& operator=(hasher&& other) noexcept;  ///< releases this one's memory, takes other's
    hasher(const hasher&) = delete;
    hasher& operator=(const hasher&) = delete;

    const params& policy() const noexcept { return policy_; }  ///< what this hasher computes

    /// As argon2::hash_raw, with this hasher's policy and memory. Not thread-safe: use one
    /// hasher per thread (as for every member below).
    std::error_code hash_raw(bytes_view password, bytes_view salt, std::span<std::uint8_t> out,
                             bytes_view secret = {}, bytes_view associated_data = {}) noexcept;
    /// As argon2::hash_encoded, with this hasher's policy and memory.
    std::error_code hash_encoded(bytes_view password, bytes_view salt, std::string& out,
                                 bytes_view secret = {}, bytes_view associated_data = {}) noexcept;
    /// As argon2::hash_password, with this hasher's policy and memory.
    std::error_code hash_password(bytes_view password, std::string& out) noexcept;
    /// As argon2::verify, the ceiling this hasher's policy (limits::at_most).
    std::error_code verify(std::string_view encoded, bytes_view password) noexcept;
    /// As argon2::verify, with this hasher's memory.
    std::error_code verify(std::string_view encoded, bytes_view password, const limits& ceiling,
                           bytes_view secret = {}, bytes_view associated_data = {}) noexcept;
    /// As argon2::verify_accepting_scrypt, the Argon2 ceiling this hasher's policy (a scrypt
    /// string runs on the one-shot memory, not on this hasher's).
    std::error_code verify_accepting_scrypt(std::string_view encoded, bytes_view password,
                                            const scrypt_limits& scrypt_ceiling = {}) noexcept;

    /// Bytes of working memory held between calls (0 before the first hash).
    std::size_t retained_bytes() const noexcept { return memory_bytes_; }
    /// Wipes and returns the working memory to the OS now.
    void release() noexcept;

private:
    params policy_;
    void* memory_ = nullptr;
    std::size_t memory_bytes_ = 0;
    bool memory_mapped_ = false;
    friend struct hasher_access;
};

ARGON2_END_NAMESPACE
