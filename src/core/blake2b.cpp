// BLAKE2b per RFC 7693, portable; the rounds are src/core/blake2b_round.hpp's. Argon2 calls it
// for H0, H' (about 33 compressions per 1 KiB block made from H0: two per lane) and the tag:
// nothing next to the block function at megabytes, but a real share of a hash of a few dozen
// KiB, hence the unrolled rounds.
#include <argon2/blake2b.hpp>

#include "blake2b_constants.hpp"
#include "blake2b_round.hpp"
#include "secure.hpp"

#include <bit>
#include <cstring>

ARGON2_BEGIN_NAMESPACE

namespace {

using detail::blake2b_constants::iv;

std::uint64_t load64(const unsigned char* p) noexcept {
    std::uint64_t v;
    std::memcpy(&v, p, 8);
    if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap64(v);
    return v;
}

void store64(unsigned char* p, std::uint64_t v) noexcept {
    if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap64(v);
    std::memcpy(p, &v, 8);
}

}  // namespace

blake2b::blake2b(std::size_t digest_length, bytes_view key) noexcept
    : digest_length_(digest_length) {
    if (digest_length == 0) state_ = errc::output_too_short;
    if (digest_length > max_digest_length) state_ = errc::output_too_long;
    if (key.size() > max_key_length) state_ = errc::secret_too_long;
    const std::size_t out_len = state_ == errc::ok ? digest_length : max_digest_length;
    const std::size_t key_len = state_ == errc::ok ? key.size() : 0;

    for (int i = 0; i < 8; ++i) h_[i] = iv[i];
    // Parameter block: digest length, key length, fanout 1, depth 1; everything else zero.
    h_[0] ^= 0x01010000u ^ (key_len << 8) ^ out_len;
    std::memset(buffer_, 0, sizeof buffer_);
    if (key_len != 0) {
        // A key is a first block of its own, zero-padded.
        std::memcpy(buffer_, key.data(), key_len);
        buffered_ = block_length;
    }
}

blake2b::~blake2b() {
    detail::secure_wipe(h_, sizeof h_);
    detail::secure_wipe(buffer_, sizeof buffer_);
}

void blake2b::compress(const unsigned char* block, std::uint64_t increment, bool last) noexcept {
    t_[0] += increment;
    if (t_[0] < increment) ++t_[1];

    std::uint64_t m[16];
    std::uint64_t v[16];
    for (std::size_t i = 0; i < 16; ++i) m[i] = load64(block + 8 * i);
    for (int i = 0; i < 8; ++i) {
        v[i] = h_[i];
        v[i + 8] = iv[i];
    }
    v[12] ^= t_[0];
    v[13] ^= t_[1];
    if (last) v[14] = ~v[14];

    detail::blake2b_round::mix(v, m);
    for (int i = 0; i < 8; ++i) h_[i] ^= v[i] ^ v[i + 8];
    detail::secure_wipe(m, sizeof m);
    detail::secure_wipe(v, sizeof v);
}

void blake2b::update(bytes_view data) noexcept {
    const unsigned char* in = data.data();
    std::size_t left = data.size();
    while (left > 0) {
        // The last block must be compressed with the final flag, so a full buffer waits until
        // more input proves it is not the last.
        if (buffered_ == block_length) {
            compress(buffer_, block_length, false);
            buffered_ = 0;
        }
        const std::size_t take = left < block_length - buffered_ ? left : block_length - buffered_;
        std::memcpy(buffer_ + buffered_, in, take);
        buffered_ += take;
        in += take;
        left -= take;
    }
}

ARGON2_END_NAMESPACE

namespace argon2::detail {

errc finish_digest(blake2b& h, std::span<std::uint8_t> out) noexcept {
    if (h.state_ != errc::ok) return h.state_;
    if (out.size() != h.digest_length_) return errc::out_ptr_mismatch;
    std::memset(h.buffer_ + h.buffered_, 0, blake2b::block_length - h.buffered_);
    h.compress(h.buffer_, h.buffered_, true);
    unsigned char full[blake2b::max_digest_length];
    for (std::size_t i = 0; i < 8; ++i) argon2::store64(full + 8 * i, h.h_[i]);
    std::memcpy(out.data(), full, out.size());
    secure_wipe(full, sizeof full);
    h.state_ = errc::incorrect_parameter;  // finished: a second finish() is a caller bug
    return errc::ok;
}

}  // namespace argon2::detail
