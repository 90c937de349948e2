// The Salsa20/R keystream in the word-sliced layout, over any u32_vector: vector i holds state
// word i of N consecutive blocks, one block per lane (N = V::lanes). A round is then the
// specification's scalar round with every word a vector: no lane moves at all, where the
// diagonal layout (salsa20_core.hpp) spends six lane rotations per double round. The price is
// a transposition at the end of each step, blends and quad rotations only (transpose_quads),
// and a step of N whole blocks: the sets' descriptions (backends/sets/) choose it (the lane
// count in salsa20_sliced) where it measured faster, and the diagonal stream takes the blocks
// that do not fill a step (generic/kernel_set_functions.hpp).
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_GENERIC_SALSA20_SLICED_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_GENERIC_SALSA20_SLICED_HPP
#undef ARGON2_BACKENDS_GENERIC_SALSA20_SLICED_HPP
#else
#define ARGON2_BACKENDS_GENERIC_SALSA20_SLICED_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "salsa20_stream.hpp"

#include <cstddef>
#include <cstdint>

ARGON2_BEGIN_ISA_NAMESPACE

// Transposes, within every group of 4 lanes, the 4x4 matrix whose row i is w[i] (lane l of
// the group = column l): t[k] gets column k. Skew, select, unskew: rotating row i by -i lanes
// puts column k's entries in distinct lanes, three blends gather them, and rotating by k puts
// row i's entry in lane i.
template <u32_vector V, int K>
ARGON2_INLINE V quad_column(V a0, V a1, V a2, V a3) noexcept {
    V b = blend_quads<1u << ((1 + K) % 4)>(a0, a1);
    b = blend_quads<1u << ((2 + K) % 4)>(b, a2);
    b = blend_quads<1u << ((3 + K) % 4)>(b, a3);
    if constexpr (K == 0) {
        return b;
    } else {
        return rotate_quads<K>(b);
    }
}

template <u32_vector V>
ARGON2_INLINE void transpose_quads(const V w[4], V t[4]) noexcept {
    const V a0 = w[0];
    const V a1 = rotate_quads<3>(w[1]);
    const V a2 = rotate_quads<2>(w[2]);
    const V a3 = rotate_quads<1>(w[3]);
    t[0] = quad_column<V, 0>(a0, a1, a2, a3);
    t[1] = quad_column<V, 1>(a0, a1, a2, a3);
    t[2] = quad_column<V, 2>(a0, a1, a2, a3);
    t[3] = quad_column<V, 3>(a0, a1, a2, a3);
}

template <u32_vector V>
struct salsa20_sliced_stream {
    static constexpr std::size_t n = V::lanes;  // blocks per step

    // b ^= (a + d) <<< 7; c ^= (b + a) <<< 9; d ^= (c + b) <<< 13; a ^= (d + c) <<< 18.
    ARGON2_INLINE static void quarter_round(V& a, V& b, V& c, V& d) noexcept {
        b = b ^ rotl<7>(a + d);
        c = c ^ rotl<9>(b + a);
        d = d ^ rotl<13>(c + b);
        a = a ^ rotl<18>(d + c);
    }

    ARGON2_INLINE static void double_round(V x[16]) noexcept {
        quarter_round(x[0], x[4], x[8], x[12]);  // columns
        quarter_round(x[5], x[9], x[13], x[1]);
        quarter_round(x[10], x[14], x[2], x[6]);
        quarter_round(x[15], x[3], x[7], x[11]);
        quarter_round(x[0], x[1], x[2], x[3]);  // rows
        quarter_round(x[5], x[6], x[7], x[4]);
        quarter_round(x[10], x[11], x[8], x[9]);
        quarter_round(x[15], x[12], x[13], x[14]);
    }

    // Xors the keystream into the whole steps of N blocks among `blocks` (2 * double_rounds
    // rounds) and advances the counter (state words 8 and 9) past them; returns how many
    // blocks that was, a multiple of N.
    static std::size_t xor_steps(std::uint32_t* state, unsigned double_rounds,
                                 const std::uint8_t* in, std::uint8_t* out,
                                 std::size_t blocks) noexcept {
        const std::size_t whole = blocks / n * n;
        if (whole == 0) return 0;
        std::uint64_t counter = salsa20_counter(state);
        alignas(64) std::uint32_t input[16][n];  // [word][block]
        for (std::size_t i = 0; i < 16; ++i)
            for (std::size_t l = 0; l < n; ++l) input[i][l] = state[i];
        for (std::size_t done = 0; done < whole; done += n) {
            for (std::size_t l = 0; l < n; ++l) {
                const std::uint64_t block = counter + l;
                input[8][l] = static_cast<std::uint32_t>(block);
                input[9][l] = static_cast<std::uint32_t>(block >> 32);
            }
            V x[16];
            ARGON2_UNROLL for (std::size_t i = 0; i < 16; ++i) x[i] = V::load(input[i]);
            for (unsigned r = 0; r < double_rounds; ++r) double_round(x);
            ARGON2_UNROLL for (std::size_t i = 0; i < 16; ++i) x[i] = x[i] + V::load(input[i]);
            // rows[q][k]: group g of lanes holds row q (words 4q .. 4q+3) of block 4g + k.
            alignas(64) std::uint32_t rows[4][4][n];
            ARGON2_UNROLL for (std::size_t q = 0; q < 4; ++q) {
                V t[4];
                transpose_quads(x + 4 * q, t);
                ARGON2_UNROLL for (std::size_t k = 0; k < 4; ++k) t[k].store(rows[q][k]);
            }
            // Unrolled: 16-byte pieces at constant offsets, where a rolled loop invites the
            // vectorizer to gather and scatter them.
            ARGON2_UNROLL for (std::size_t j = 0; j < n; ++j) {
                const std::size_t g = j / 4;
                const std::size_t k = j % 4;
                ARGON2_UNROLL for (std::size_t q = 0; q < 4; ++q)
                    xor_row(&rows[q][k][4 * g], in + 64 * j + 16 * q, out + 64 * j + 16 * q);
            }
            counter += n;
            in += 64 * n;
            out += 64 * n;
        }
        set_salsa20_counter(state, counter);
        return whole;
    }
};

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_GENERIC_SALSA20_SLICED_HPP
