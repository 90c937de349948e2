// SHA-256 (FIPS 180-4), HMAC-SHA-256 (RFC 2104) and PBKDF2-HMAC-SHA-256 (RFC 8018): the
// outer layer of scrypt (RFC 7914 section 4). Not on any hot path: scrypt calls PBKDF2 twice
// per hash, over at most p * 128 * r bytes.
#pragma once

#include <cstddef>
#include <cstdint>

namespace argon2::detail {

class sha256 {
public:
    static constexpr std::size_t digest_length = 32;
    static constexpr std::size_t block_length = 64;

    sha256() noexcept;
    ~sha256();  // wipes the state: HMAC keeps key-derived states in it
    sha256(const sha256&) = default;
    sha256& operator=(const sha256&) = default;

    void update(const std::uint8_t* data, std::size_t size) noexcept;
    void finish(std::uint8_t out[digest_length]) noexcept;

private:
    void compress(const std::uint8_t* block) noexcept;

    std::uint32_t h_[8];
    std::uint64_t length_ = 0;  // bytes hashed so far
    std::uint8_t buffer_[block_length];
    std::size_t buffered_ = 0;
};

// HMAC-SHA-256 with its key already absorbed: inner and outer states, reused per message.
class hmac_sha256 {
public:
    hmac_sha256(const std::uint8_t* key, std::size_t key_size) noexcept;

    // A fresh MAC computation on the same key.
    sha256 start() const noexcept { return inner_; }
    void finish(sha256& inner, std::uint8_t out[sha256::digest_length]) const noexcept;

private:
    sha256 inner_;
    sha256 outer_;
};

// PBKDF2-HMAC-SHA-256 (RFC 8018 section 5.2) with prf = HMAC-SHA-256: `out_size` bytes of
// derived key. The caller bounds out_size (scrypt: at most 2^32 - 1 blocks of 32 bytes).
void pbkdf2_hmac_sha256(const std::uint8_t* password, std::size_t password_size,
                        const std::uint8_t* salt, std::size_t salt_size, std::uint64_t iterations,
                        std::uint8_t* out, std::size_t out_size) noexcept;

}  // namespace argon2::detail
