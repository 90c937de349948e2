// One Argon2 hash's inputs and what follows from them alone (RFC 9106 section 3.2 steps 1-3):
// the request in the reference's terms, its validation with the reference's codes and order,
// H0, the first blocks one chain at a time, and the memory the costs take; and the tag from the
// filled memory (steps 7-8). ISA-free: the engine (src/engine/engine.hpp) and the WebAssembly
// module (src/wasm/) run the passes in between.
#pragma once

#include "block.hpp"
#include "instance.hpp"

#include <argon2/errc.hpp>
#include <argon2/types.hpp>

#include <cstddef>
#include <cstdint>

namespace argon2::detail {

// The fields of the reference's argon2_context, by the same names. Lengths are 32-bit as there.
struct request {
    std::uint8_t* out = nullptr;
    std::uint32_t outlen = 0;
    std::uint8_t* pwd = nullptr;  // wiped (and pwdlen zeroed) after use if flags ask for it
    std::uint32_t pwdlen = 0;
    const std::uint8_t* salt = nullptr;
    std::uint32_t saltlen = 0;
    std::uint8_t* secret = nullptr;  // likewise
    std::uint32_t secretlen = 0;
    const std::uint8_t* ad = nullptr;
    std::uint32_t adlen = 0;
    std::uint32_t t_cost = 0;
    std::uint32_t m_cost = 0;
    std::uint32_t lanes = 0;
    std::uint32_t threads = 0;
    std::uint32_t version = 0;
    std::uint32_t flags = 0;
    bool has_allocate_cbk = false;  // the C ABI's custom allocator pair, for validation
    bool has_free_cbk = false;
};

// A request over the four inputs, lengths already checked to fit in 32 bits; the caller sets
// the output and the costs. The engine only writes through pwd and secret when flags ask it
// to wipe them, and these requests have no flags.
inline request request_over(bytes_view password, bytes_view salt, bytes_view secret,
                            bytes_view associated_data) noexcept {
    request r;
    r.pwd = const_cast<std::uint8_t*>(password.data());
    r.pwdlen = static_cast<std::uint32_t>(password.size());
    r.salt = salt.data();
    r.saltlen = static_cast<std::uint32_t>(salt.size());
    r.secret = const_cast<std::uint8_t*>(secret.data());
    r.secretlen = static_cast<std::uint32_t>(secret.size());
    r.ad = associated_data.data();
    r.adlen = static_cast<std::uint32_t>(associated_data.size());
    return r;
}

inline constexpr std::uint32_t flag_clear_password = 1u << 0;
inline constexpr std::uint32_t flag_clear_secret = 1u << 1;

// The reference's validate_inputs: the same checks in the same order, with its 32-bit
// arithmetic (so an absurd lane count can report memory_too_little first, as it does there).
errc validate(const request& r) noexcept;

inline constexpr std::size_t prehash_bytes = 64;
// H0 || LE32(block index) || LE32(lane): the input of a lane's first blocks.
inline constexpr std::size_t seed_bytes = prehash_bytes + 8;

// H0 into h0[0..64): RFC 9106 section 3.2 step 1. Wipes the password and secret afterwards if
// r.flags asks for it (and zeroes their lengths in r).
void initial_hash(std::uint8_t* h0, request& r, std::uint32_t type) noexcept;

// Steps 2-3 one chain at a time with the scalar BLAKE2b: B[i][0] and B[i][1] of every lane
// from H0 (64 bytes). For backends without a vector version of it.
void first_blocks_one_by_one(const std::uint8_t* h0, const instance& inst) noexcept;

// Blocks the memory takes for these costs: m_cost rounded down to a multiple of 4 * lanes,
// and at least 8 * lanes.
std::uint32_t memory_blocks_for(std::uint32_t m_cost, std::uint32_t lanes) noexcept;

// The memory's shape for a validated request (memory left null for the caller to place): its
// blocks, lanes, segments and passes, and the version's semantics (only 0x10 runs as 0x10; the
// C ABI hashes any version number into H0).
instance shape_of(const request& r, algorithm type) noexcept;

// Steps 7-8: the tag, H'^outlen of the xor of every lane's last block, into out.
void final_tag(const instance& inst, std::uint8_t* out, std::uint32_t outlen) noexcept;

}  // namespace argon2::detail
