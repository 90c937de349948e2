/// \file
/// Salsa20/20, /12 and /8 (Bernstein, "Salsa20 specification" and "The Salsa20 family of stream
/// ciphers"), XSalsa20 and HSalsa20 ("Extending the Salsa20 nonce"): the stream cipher family
/// under scrypt, exposed like blake2b. A stream cipher alone does not authenticate: pair it
/// with a MAC.
///
/// Keys and nonces of the wrong size fail with errc::secret_too_short / secret_too_long and
/// errc::incorrect_parameter; out.size() != in.size() with errc::out_ptr_mismatch. The 64-bit
/// block counter wraps after 2^64 blocks, as in the specification.
#pragma once

#include <argon2/config.hpp>
#include <argon2/errc.hpp>
#include <argon2/types.hpp>

#include <cstddef>
#include <cstdint>
#include <span>
#include <system_error>

ARGON2_BEGIN_NAMESPACE

/// The round count: Salsa20/20 (the standard), Salsa20/12 and Salsa20/8 (scrypt's core).
ARGON2_EXPORT enum class salsa20_rounds : unsigned { r20 = 20, r12 = 12, r8 = 8 };

/// Key bytes (a 16-byte key is also accepted where a function says so).
ARGON2_EXPORT inline constexpr std::size_t salsa20_key_length = 32;
/// Nonce bytes of Salsa20.
ARGON2_EXPORT inline constexpr std::size_t salsa20_nonce_length = 8;
/// Nonce bytes of XSalsa20.
ARGON2_EXPORT inline constexpr std::size_t xsalsa20_nonce_length = 24;
/// Bytes of one keystream block, the unit of the block counter.
ARGON2_EXPORT inline constexpr std::size_t salsa20_block_length = 64;

namespace api_detail {

// salsa20_xor's and xsalsa20_xor's arguments, handed to the library by address. Passed as they
// are written below (four views and two scalars), the key's view and the counter go on the
// stack, and clang copies a view there with one 16-byte load of the two 8-byte stores that
// built it, which no x86 CPU forwards: the call waits for the stores to reach the cache before
// it can read the key (docs/decisions.md#salsa20-call). Fields stored one by one and loaded
// one by one are forwarded.
struct salsa20_arguments {
    std::uint8_t* out;
    std::size_t out_size;
    const unsigned char* in;
    std::size_t in_size;
    const unsigned char* nonce;
    std::size_t nonce_size;
    const unsigned char* key;
    std::size_t key_size;
    unsigned rounds;
    // Last, so that no wider load that takes the counter in can start at it.
    std::uint64_t block_counter;
};

ARGON2_API std::error_code salsa20_xor(const salsa20_arguments& arguments) noexcept;
ARGON2_API std::error_code xsalsa20_xor(const salsa20_arguments& arguments) noexcept;

}  // namespace api_detail

/// out = in ^ the Salsa20/rounds keystream of (key, nonce) from 64-byte block `block_counter`
/// on. key: 32 bytes, or 16 (the specification's "expand 16-byte k"); nonce: 8 bytes. `in`
/// and `out` may be the same bytes; for the bare keystream pass zeros.
ARGON2_EXPORT inline std::error_code salsa20_xor(
    std::span<std::uint8_t> out, bytes_view in, bytes_view nonce, bytes_view key,
    std::uint64_t block_counter = 0, salsa20_rounds rounds = salsa20_rounds::r20) noexcept {
    return api_detail::salsa20_xor({out.data(), out.size(), in.data(), in.size(), nonce.data(),
                                    nonce.size(), key.data(), key.size(),
                                    static_cast<unsigned>(rounds), block_counter});
}

/// XSalsa20/20: a 24-byte nonce and a 32-byte key (HSalsa20 of the key and the nonce's first 16
/// bytes keys Salsa20/20 with the last 8).
ARGON2_EXPORT inline std::error_code xsalsa20_xor(std::span<std::uint8_t> out, bytes_view in,
                                                  bytes_view nonce, bytes_view key,
                                                  std::uint64_t block_counter = 0) noexcept {
    return api_detail::xsalsa20_xor({out.data(), out.size(), in.data(), in.size(), nonce.data(),
                                     nonce.size(), key.data(), key.size(), 20, block_counter});
}

/// HSalsa20: 32 bytes from a 16-byte input and a 32-byte key (libsodium's crypto_core_hsalsa20
/// with its default constant).
ARGON2_EXPORT ARGON2_API std::error_code hsalsa20(std::span<std::uint8_t, 32> out, bytes_view input,
                                                  bytes_view key) noexcept;

ARGON2_END_NAMESPACE
