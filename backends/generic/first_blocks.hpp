// The first two blocks of every lane (RFC 9106 section 3.2, steps 2-3): B[i][j] =
// H'^1024(H0 || LE32(j) || LE32(i)), computed for N chains at once, one chain per vector lane.
//
// Why across chains and not within one BLAKE2b: a single BLAKE2b compression has only four
// independent G's per step, and vectorized the usual way (a, b, c, d rows, lanes rotated for
// the diagonals) it is latency-bound, slower than the scalar code (measured:
// docs/decisions.md #first-blocks). So H0, the tag's H' and the public BLAKE2b stay
// scalar, and the vectors go where there are independent messages: the 2p chains of H' here, all of
// the same shape. Each chain is 31 compressions of one 128-byte block with a 64-byte digest: V1 =
// H(LE32(1024) || H0 || j || i) (76 bytes), V(k+1) = H(Vk) (64 bytes); the block is the first
// halves of V1 .. V30 and all of V31. Transposed (vector k holds word k of every chain), a
// compression is the scalar code with vectors in place of words: no lane moves at all, and V(k) is
// the next message as it stands.
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_GENERIC_FIRST_BLOCKS_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_GENERIC_FIRST_BLOCKS_HPP
#undef ARGON2_BACKENDS_GENERIC_FIRST_BLOCKS_HPP
#else
#define ARGON2_BACKENDS_GENERIC_FIRST_BLOCKS_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "src/core/blake2b_constants.hpp"
#include "src/core/blake2b_round.hpp"
#include "src/core/instance.hpp"
#include "src/core/secure.hpp"
#include "vector_concept.hpp"

#include <bit>
#include <cstring>

ARGON2_BEGIN_ISA_NAMESPACE

template <u64_vector V>
struct first_blocks_in_lanes {
    // Bytes become words by memcpy: every ISA with a vector set is little-endian (the scalar
    // set, which big-endian targets run, takes the core's byte-order-aware first blocks).
    static_assert(std::endian::native == std::endian::little && V::lanes > 0);
    static constexpr std::size_t n = V::lanes;

    static constexpr const auto& iv = blake2b_constants::iv;

    ARGON2_INLINE static V broadcast(std::uint64_t w) noexcept {
        alignas(64) std::uint64_t words[n];
        for (std::size_t i = 0; i < n; ++i) words[i] = w;
        return V::load(words);
    }

    // One BLAKE2b of a single final block of `length` bytes with a 64-byte digest, in every
    // lane: h = the digests, m = the zero-padded messages.
    ARGON2_INLINE static void hash_one_block(V* h, const V* m, std::uint64_t length) noexcept {
        V v[16];
        ARGON2_UNROLL
        for (std::size_t i = 0; i < 8; ++i) {
            // Parameter block: digest length 64, no key, fanout 1, depth 1.
            v[i] = h[i] = broadcast(i == 0 ? iv[0] ^ 0x01010040u : iv[i]);
            v[i + 8] = broadcast(iv[i]);
        }
        v[12] = v[12] ^ broadcast(length);  // the byte counter (below 2^64: t[1] stays 0)
        v[14] = v[14] ^ broadcast(~std::uint64_t{0});  // the final-block flag
        blake2b_round::mix(v, m);
        ARGON2_UNROLL
        for (std::size_t i = 0; i < 8; ++i) h[i] = h[i] ^ v[i] ^ v[i + 8];
    }

    // Chains first .. first + n - 1 (chain c is block c % 2 of lane c / 2; lanes past the last
    // chain compute a copy of chain first and write nothing).
    static void run(const std::uint8_t* h0, const instance& inst, std::uint32_t first,
                    std::uint32_t chains) noexcept {
        // Transposed message words: words[k][lane] = word k of that lane's message.
        alignas(64) std::uint64_t words[16][n] = {};
        block* out[n];
        for (std::size_t lane = 0; lane < n; ++lane) {
            const std::uint32_t chain = first + (first + lane < chains ? lane : 0);
            const std::uint32_t j = chain % 2;
            const std::uint32_t argon2_lane = chain / 2;
            out[lane] = first + lane < chains ? &lane_start(inst, argon2_lane)[j] : nullptr;
            std::uint8_t message[128] = {};
            const std::uint32_t header[1] = {1024};  // LE32(T): the tag length of H'
            std::memcpy(message, header, 4);
            std::memcpy(message + 4, h0, 64);
            std::memcpy(message + 68, &j, 4);
            std::memcpy(message + 72, &argon2_lane, 4);
            for (std::size_t k = 0; k < 16; ++k) std::memcpy(&words[k][lane], message + 8 * k, 8);
            secure_wipe(message, sizeof message);
        }
        V m[16];
        ARGON2_UNROLL
        for (std::size_t k = 0; k < 16; ++k) m[k] = V::load(words[k]);
        V h[8];

        // One call site: the twelve unrolled rounds are in the library once, not twice.
        const V zero = broadcast(0);
        for (std::size_t step = 0; step < 31; ++step) {
            if (step > 0) {
                ARGON2_UNROLL
                for (std::size_t k = 0; k < 8; ++k) m[k] = h[k], m[k + 8] = zero;
            }
            hash_one_block(h, m, step == 0 ? 76 : 64);
            // V(step+1) gives words 4 step .. 4 step + 3 of each block; the last one, 8 words.
            const std::size_t keep = step < 30 ? 4 : 8;
            for (std::size_t k = 0; k < keep; ++k) h[k].store(words[k]);
            for (std::size_t lane = 0; lane < n; ++lane) {
                if (out[lane] == nullptr) continue;
                for (std::size_t k = 0; k < keep; ++k) out[lane]->v[4 * step + k] = words[k][lane];
            }
        }
        // H0 and the chains' words must not stay behind on the stack (what the vectors spilled,
        // the engine's secure_wipe_stack takes).
        secure_wipe(words, sizeof words);
    }
};

// B[i][0] and B[i][1] of every lane, n chains at a time.
template <u64_vector V>
void first_blocks(const std::uint8_t* h0, const instance& inst) noexcept {
    const std::uint32_t chains = 2 * inst.lanes;
    for (std::uint32_t first = 0; first < chains; first += V::lanes) {
        first_blocks_in_lanes<V>::run(h0, inst, first, chains);
    }
}

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_GENERIC_FIRST_BLOCKS_HPP
