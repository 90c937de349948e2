/// \file
/// BLAKE2b (RFC 7693): the hash underneath Argon2, exposed because callers of a password
/// library often need a keyed hash too.
#pragma once

#include <argon2/config.hpp>
#include <argon2/errc.hpp>
#include <argon2/types.hpp>

#include <cstddef>
#include <cstdint>
#include <span>
#include <system_error>

ARGON2_BEGIN_NAMESPACE
class blake2b;
ARGON2_END_NAMESPACE

namespace argon2::detail {
// finish() as the library's own code calls it: the status as an errc, no std::error_code (and
// so none of the C++ runtime that the WebAssembly module, src/wasm/, is built without).
errc finish_digest(blake2b& hash, std::span<std::uint8_t> out) noexcept;
}  // namespace argon2::detail

ARGON2_BEGIN_NAMESPACE

/// Streaming BLAKE2b: construct, update() any number of times, finish() once.
ARGON2_EXPORT class ARGON2_API blake2b {
public:
    static constexpr std::size_t max_digest_length = 64;  ///< digest bytes at most
    static constexpr std::size_t max_key_length = 64;     ///< key bytes at most
    static constexpr std::size_t block_length = 128;      ///< bytes per compression

    /// A digest of 1..64 bytes, keyed with 0..64 bytes. Out-of-range lengths make finish()
    /// fail with output_too_short/output_too_long or secret_too_long.
    explicit blake2b(std::size_t digest_length = 64, bytes_view key = {}) noexcept;
    ~blake2b();                                    ///< wipes the state
    blake2b(const blake2b&) = default;             ///< a copy continues from the same state
    blake2b& operator=(const blake2b&) = default;  ///< a copy continues from the same state

    /// Appends `data` to the message.
    void update(bytes_view data) noexcept;
    /// Writes the digest; `out.size()` must equal the digest length (else out_ptr_mismatch).
    std::error_code finish(std::span<std::uint8_t> out) noexcept;

private:
    friend errc detail::finish_digest(blake2b&, std::span<std::uint8_t>) noexcept;
    void compress(const unsigned char* block, std::uint64_t increment, bool last) noexcept;

    std::uint64_t h_[8];
    std::uint64_t t_[2] = {0, 0};
    unsigned char buffer_[block_length];
    std::size_t buffered_ = 0;
    std::size_t digest_length_;
    errc state_ = errc::ok;
};

/// One-shot: `out.size()` is the digest length (1..64).
ARGON2_EXPORT ARGON2_API std::error_code blake2b_hash(std::span<std::uint8_t> out, bytes_view in,
                                                      bytes_view key = {}) noexcept;

ARGON2_END_NAMESPACE
