#include "argon2_request.hpp"

#include <argon2/blake2b.hpp>
#include <argon2/errc.hpp>

#include "blake2b_long.hpp"
#include "secure.hpp"

#include <bit>
#include <cstring>

namespace argon2::detail {

namespace {

void store32(std::uint8_t* p, std::uint32_t v) noexcept {
    for (int i = 0; i < 4; ++i) p[i] = static_cast<std::uint8_t>(v >> (8 * i));
}

void block_to_bytes(std::uint8_t* bytes, const block& b) noexcept {
    std::memcpy(bytes, b.v, block_bytes);
    if constexpr (std::endian::native == std::endian::big) {
        for (std::size_t i = 0; i < block_words; ++i) {
            const std::uint64_t w = __builtin_bswap64(b.v[i]);
            std::memcpy(bytes + 8 * i, &w, 8);
        }
    }
}

void block_from_bytes(block& b, const std::uint8_t* bytes) noexcept {
    std::memcpy(b.v, bytes, block_bytes);
    if constexpr (std::endian::native == std::endian::big) {
        for (auto& w : b.v) w = __builtin_bswap64(w);
    }
}

}  // namespace

// H0 = H^64(LE32(p) || LE32(T) || LE32(m) || LE32(t) || LE32(v) || LE32(y) || LE32(|P|) || P ||
//           LE32(|S|) || S || LE32(|K|) || K || LE32(|X|) || X)        (RFC 9106 section 3.2 step
//           1)
void initial_hash(std::uint8_t* h0, request& r, std::uint32_t type) noexcept {
    blake2b h(prehash_bytes);
    auto put32 = [&](std::uint32_t v) {
        std::uint8_t le[4];
        store32(le, v);
        h.update(bytes_view(le, 4));
    };
    put32(r.lanes);
    put32(r.outlen);
    put32(r.m_cost);
    put32(r.t_cost);
    put32(r.version);
    put32(type);
    // A length-prefixed input; the caller's copy is wiped (and its length zeroed, as the
    // reference does) once hashed, if the flags ask for it.
    auto put_field = [&](const std::uint8_t* data, std::uint32_t& length, std::uint8_t* wipe) {
        put32(length);
        if (data == nullptr) return;
        h.update(bytes_view(data, length));
        if (wipe != nullptr) {
            secure_wipe(wipe, length);
            length = 0;
        }
    };
    put_field(r.pwd, r.pwdlen, (r.flags & flag_clear_password) ? r.pwd : nullptr);
    put_field(r.salt, r.saltlen, nullptr);
    put_field(r.secret, r.secretlen, (r.flags & flag_clear_secret) ? r.secret : nullptr);
    put_field(r.ad, r.adlen, nullptr);
    (void)finish_digest(h, {h0, prehash_bytes});
}

errc validate(const request& r) noexcept {
    if (r.out == nullptr) return errc::output_ptr_null;
    if (r.outlen < 4) return errc::output_too_short;
    // Every length below is 32-bit, so the reference's "too long" checks cannot fire here.
    if (r.pwd == nullptr && r.pwdlen != 0) return errc::password_ptr_mismatch;
    if (r.salt == nullptr && r.saltlen != 0) return errc::salt_ptr_mismatch;
    if (r.saltlen < 8) return errc::salt_too_short;
    if (r.secret == nullptr && r.secretlen != 0) return errc::secret_ptr_mismatch;
    if (r.ad == nullptr && r.adlen != 0) return errc::ad_ptr_mismatch;
    if (r.m_cost < 2 * sync_points) return errc::memory_too_little;
    // The reference's ARGON2_MAX_MEMORY: 2^32 - 1 KiB, or on a 32-bit target 2^21 KiB (2 GiB,
    // half its address space), above which the blocks' size could not be addressed.
    constexpr unsigned max_memory_bits =
        sizeof(void*) * 8 - 10 - 1 < 32 ? sizeof(void*) * 8 - 10 - 1 : 32;
    constexpr std::uint64_t max_memory_kib =
        max_memory_bits < 32 ? std::uint64_t{1} << max_memory_bits : 0xFFFFFFFFu;
    if (r.m_cost > max_memory_kib) return errc::memory_too_much;
    // 32-bit on purpose: the reference computes 8 * lanes in uint32_t.
    if (r.m_cost < static_cast<std::uint32_t>(8u * r.lanes)) return errc::memory_too_little;
    if (r.t_cost < 1) return errc::time_too_small;
    if (r.lanes < 1) return errc::lanes_too_few;
    if (r.lanes > 0xFFFFFFu) return errc::lanes_too_many;
    if (r.threads < 1) return errc::threads_too_few;
    if (r.threads > 0xFFFFFFu) return errc::threads_too_many;
    if (r.has_allocate_cbk && !r.has_free_cbk) return errc::free_memory_cbk_null;
    if (!r.has_allocate_cbk && r.has_free_cbk) return errc::allocate_memory_cbk_null;
    return errc::ok;
}

std::uint32_t memory_blocks_for(std::uint32_t m_cost, std::uint32_t lanes) noexcept {
    const std::uint64_t minimum = std::uint64_t{2} * sync_points * lanes;
    const std::uint64_t blocks = m_cost < minimum ? minimum : m_cost;
    const std::uint64_t segment = blocks / (std::uint64_t{lanes} * sync_points);
    return static_cast<std::uint32_t>(segment * lanes * sync_points);
}

instance shape_of(const request& r, algorithm type) noexcept {
    instance inst{};
    inst.memory_blocks = memory_blocks_for(r.m_cost, r.lanes);
    inst.segment_length = inst.memory_blocks / (r.lanes * sync_points);
    inst.lane_length = inst.segment_length * sync_points;
    inst.lanes = r.lanes;
    inst.passes = r.t_cost;
    inst.ver = r.version == static_cast<std::uint32_t>(version::v10) ? version::v10 : version::v13;
    inst.type = type;
    return inst;
}

void final_tag(const instance& inst, std::uint8_t* out, std::uint32_t outlen) noexcept {
    block final_block = last_block(inst, 0);
    for (std::uint32_t lane = 1; lane < inst.lanes; ++lane) {
        const block& last = last_block(inst, lane);
        for (std::size_t i = 0; i < block_words; ++i) final_block.v[i] ^= last.v[i];
    }
    std::uint8_t bytes[block_bytes];
    block_to_bytes(bytes, final_block);
    blake2b_long(out, outlen, bytes, block_bytes);
    secure_wipe(&final_block, sizeof final_block);
    secure_wipe(bytes, sizeof bytes);
}

void first_blocks_one_by_one(const std::uint8_t* h0, const instance& inst) noexcept {
    std::uint8_t seed[seed_bytes];
    std::uint8_t block_buffer[block_bytes];
    std::memcpy(seed, h0, prehash_bytes);
    for (std::uint32_t lane = 0; lane < inst.lanes; ++lane) {
        for (std::uint32_t j = 0; j < 2; ++j) {
            store32(seed + prehash_bytes, j);
            store32(seed + prehash_bytes + 4, lane);
            blake2b_long(block_buffer, block_bytes, seed, seed_bytes);
            block_from_bytes(lane_start(inst, lane)[j], block_buffer);
        }
    }
    secure_wipe(seed, sizeof seed);
    secure_wipe(block_buffer, sizeof block_buffer);
}

}  // namespace argon2::detail
