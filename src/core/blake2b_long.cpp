#include "blake2b_long.hpp"

#include <argon2/blake2b.hpp>

#include "secure.hpp"

#include <cstring>

namespace argon2::detail {

namespace {

// H^out.size()(in), for lengths the caller keeps within 1..64.
void digest(std::span<std::uint8_t> out, bytes_view in) noexcept {
    blake2b h(out.size());
    h.update(in);
    (void)finish_digest(h, out);
}

}  // namespace

void blake2b_long(std::uint8_t* out, std::uint32_t out_len, const std::uint8_t* in,
                  std::size_t in_len) noexcept {
    std::uint8_t length_le[4];
    for (int i = 0; i < 4; ++i) length_le[i] = static_cast<std::uint8_t>(out_len >> (8 * i));

    if (out_len <= blake2b::max_digest_length) {
        blake2b h(out_len);
        h.update(bytes_view(length_le, 4));
        h.update(bytes_view(in, in_len));
        (void)finish_digest(h, {out, out_len});
        return;
    }

    // Longer outputs chain 64-byte digests, keeping the first half of each:
    // V1 = H^64(LE32(T) || A), V(i+1) = H^64(Vi), the last one H^(T - 32r)(Vr).
    std::uint8_t v[blake2b::max_digest_length];
    {
        blake2b h(sizeof v);
        h.update(bytes_view(length_le, 4));
        h.update(bytes_view(in, in_len));
        (void)finish_digest(h, v);
    }
    constexpr std::uint32_t half = blake2b::max_digest_length / 2;
    std::memcpy(out, v, half);
    out += half;
    std::uint32_t remaining = out_len - half;
    while (remaining > blake2b::max_digest_length) {
        digest(v, bytes_view(v, sizeof v));
        std::memcpy(out, v, half);
        out += half;
        remaining -= half;
    }
    std::uint8_t last[blake2b::max_digest_length];
    digest({last, remaining}, bytes_view(v, sizeof v));
    std::memcpy(out, last, remaining);
    secure_wipe(v, sizeof v);
    secure_wipe(last, sizeof last);
}

}  // namespace argon2::detail
