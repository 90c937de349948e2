#include "sha256.hpp"

#include "wiped_bytes.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

namespace argon2::detail {
namespace {

constexpr std::uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr std::uint32_t initial_state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                            0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

std::uint32_t load_be32(const std::uint8_t* p) noexcept {
    return std::uint32_t{p[0]} << 24 | std::uint32_t{p[1]} << 16 | std::uint32_t{p[2]} << 8 |
           std::uint32_t{p[3]};
}

void store_be32(std::uint8_t* p, std::uint32_t v) noexcept {
    p[0] = static_cast<std::uint8_t>(v >> 24);
    p[1] = static_cast<std::uint8_t>(v >> 16);
    p[2] = static_cast<std::uint8_t>(v >> 8);
    p[3] = static_cast<std::uint8_t>(v);
}

}  // namespace

sha256::sha256() noexcept { std::copy(std::begin(initial_state), std::end(initial_state), h_); }

sha256::~sha256() {
    secure_wipe(h_, sizeof h_);
    secure_wipe(buffer_, sizeof buffer_);
}

void sha256::compress(const std::uint8_t* block) noexcept {
    std::uint32_t w[64];
    for (std::size_t i = 0; i < 16; ++i) w[i] = load_be32(block + 4 * i);
    for (int i = 16; i < 64; ++i) {
        const std::uint32_t s0 =
            std::rotr(w[i - 15], 7) ^ std::rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
        const std::uint32_t s1 =
            std::rotr(w[i - 2], 17) ^ std::rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    std::uint32_t a = h_[0], b = h_[1], c = h_[2], d = h_[3];
    std::uint32_t e = h_[4], f = h_[5], g = h_[6], h = h_[7];
    for (int i = 0; i < 64; ++i) {
        const std::uint32_t s1 = std::rotr(e, 6) ^ std::rotr(e, 11) ^ std::rotr(e, 25);
        const std::uint32_t choice = (e & f) ^ (~e & g);
        const std::uint32_t t1 = h + s1 + choice + round_constants[i] + w[i];
        const std::uint32_t s0 = std::rotr(a, 2) ^ std::rotr(a, 13) ^ std::rotr(a, 22);
        const std::uint32_t majority = (a & b) ^ (a & c) ^ (b & c);
        const std::uint32_t t2 = s0 + majority;
        h = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    h_[0] += a;
    h_[1] += b;
    h_[2] += c;
    h_[3] += d;
    h_[4] += e;
    h_[5] += f;
    h_[6] += g;
    h_[7] += h;
    secure_wipe(w, sizeof w);  // the message schedule of a key block is key material
}

void sha256::update(const std::uint8_t* data, std::size_t size) noexcept {
    if (size == 0) return;  // data may be nullptr then
    length_ += size;
    if (buffered_ > 0) {
        const std::size_t take = std::min(size, block_length - buffered_);
        std::memcpy(buffer_ + buffered_, data, take);
        buffered_ += take;
        data += take;
        size -= take;
        if (buffered_ < block_length) return;
        compress(buffer_);
        buffered_ = 0;
    }
    for (; size >= block_length; data += block_length, size -= block_length) compress(data);
    if (size > 0) std::memcpy(buffer_, data, size);
    buffered_ = size;
}

void sha256::finish(std::uint8_t out[digest_length]) noexcept {
    const std::uint64_t bits = length_ * 8;
    buffer_[buffered_++] = 0x80;
    if (buffered_ > block_length - 8) {
        std::memset(buffer_ + buffered_, 0, block_length - buffered_);
        compress(buffer_);
        buffered_ = 0;
    }
    std::memset(buffer_ + buffered_, 0, block_length - 8 - buffered_);
    for (int i = 0; i < 8; ++i)
        buffer_[block_length - 1 - i] = static_cast<std::uint8_t>(bits >> (8 * i));
    compress(buffer_);
    for (std::size_t i = 0; i < 8; ++i) store_be32(out + 4 * i, h_[i]);
}

hmac_sha256::hmac_sha256(const std::uint8_t* key, std::size_t key_size) noexcept {
    std::uint8_t block[sha256::block_length] = {};
    if (key_size > sha256::block_length) {
        sha256 long_key;
        long_key.update(key, key_size);
        long_key.finish(block);
    } else if (key_size > 0) {
        std::memcpy(block, key, key_size);
    }
    for (std::uint8_t& b : block) b ^= 0x36;
    inner_.update(block, sizeof block);
    for (std::uint8_t& b : block) b ^= 0x36 ^ 0x5c;
    outer_.update(block, sizeof block);
    secure_wipe(block, sizeof block);
}

void hmac_sha256::finish(sha256& inner, std::uint8_t out[sha256::digest_length]) const noexcept {
    std::uint8_t inner_digest[sha256::digest_length];
    inner.finish(inner_digest);
    sha256 outer = outer_;
    outer.update(inner_digest, sizeof inner_digest);
    outer.finish(out);
    secure_wipe(inner_digest, sizeof inner_digest);
}

void pbkdf2_hmac_sha256(const std::uint8_t* password, std::size_t password_size,
                        const std::uint8_t* salt, std::size_t salt_size, std::uint64_t iterations,
                        std::uint8_t* out, std::size_t out_size) noexcept {
    const hmac_sha256 prf(password, password_size);
    const sha256 salted = [&] {
        sha256 s = prf.start();
        s.update(salt, salt_size);
        return s;
    }();
    std::uint8_t u[sha256::digest_length];
    std::uint8_t t[sha256::digest_length];
    for (std::uint32_t block = 1; out_size > 0; ++block) {
        // T_i = U_1 ^ ... ^ U_c, U_1 = PRF(P, S || INT(i)), U_j = PRF(P, U_{j-1}).
        sha256 first = salted;
        std::uint8_t index[4];
        store_be32(index, block);
        first.update(index, sizeof index);
        prf.finish(first, u);
        std::memcpy(t, u, sizeof t);
        for (std::uint64_t j = 1; j < iterations; ++j) {
            sha256 next = prf.start();
            next.update(u, sizeof u);
            prf.finish(next, u);
            for (std::size_t k = 0; k < sizeof t; ++k) t[k] ^= u[k];
        }
        const std::size_t take = std::min(out_size, sizeof t);
        std::memcpy(out, t, take);
        out += take;
        out_size -= take;
    }
    secure_wipe(u, sizeof u);
    secure_wipe(t, sizeof t);
}

}  // namespace argon2::detail
