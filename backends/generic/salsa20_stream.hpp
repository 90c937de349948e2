// The Salsa20/R keystream xored into a message, whole 64-byte blocks, over any u32_vector: S
// states of N/4 blocks each per step (N = V::lanes), in the diagonal layout of
// salsa20_core.hpp. Kernel sets instantiate it (generic/kernel_set_functions.hpp).
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_GENERIC_SALSA20_STREAM_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_GENERIC_SALSA20_STREAM_HPP
#undef ARGON2_BACKENDS_GENERIC_SALSA20_STREAM_HPP
#else
#define ARGON2_BACKENDS_GENERIC_SALSA20_STREAM_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "salsa20_core.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

ARGON2_BEGIN_ISA_NAMESPACE

template <u32_vector V, std::size_t S>
struct salsa20_stream {
    static constexpr std::size_t n = V::lanes;
    static constexpr std::size_t blocks_per_vector = n / 4;
    static constexpr std::size_t blocks_per_step = S * blocks_per_vector;

    // The input state of `blocks_per_step` consecutive blocks, diagonal layout, counter from
    // `counter` on (state words 8 and 9, low word first).
    ARGON2_INLINE static salsa20_state<V, S> inputs(const std::uint32_t* state,
                                                    std::uint64_t counter) noexcept {
        alignas(64) std::uint32_t words[S][16][n / 4];  // [state][diagonal position][block]
        for (std::size_t s = 0; s < S; ++s) {
            for (std::size_t g = 0; g < blocks_per_vector; ++g) {
                const std::uint64_t block = counter + s * blocks_per_vector + g;
                std::uint32_t x[16];
                std::memcpy(x, state, sizeof x);
                x[8] = static_cast<std::uint32_t>(block);
                x[9] = static_cast<std::uint32_t>(block >> 32);
                for (std::size_t p = 0; p < 16; ++p) words[s][p][g] = x[diagonal_word[p]];
            }
        }
        // Vector v of state s, lane 4g + l = diagonal position 4v + l of block g.
        alignas(64) std::uint32_t lanes[S][4][n];
        for (std::size_t s = 0; s < S; ++s)
            for (std::size_t v = 0; v < 4; ++v)
                for (std::size_t g = 0; g < blocks_per_vector; ++g)
                    for (std::size_t l = 0; l < 4; ++l)
                        lanes[s][v][4 * g + l] = words[s][4 * v + l][g];
        salsa20_state<V, S> x;
        ARGON2_UNROLL for (std::size_t s = 0; s < S; ++s) {
            x.a[s] = V::load(lanes[s][0]);
            x.b[s] = V::load(lanes[s][1]);
            x.c[s] = V::load(lanes[s][2]);
            x.d[s] = V::load(lanes[s][3]);
        }
        return x;
    }

    // The keystream of the blocks `x` holds (inputs() of their first), xored into the first
    // `count` of them.
    ARGON2_INLINE static void step(salsa20_state<V, S> x, unsigned double_rounds,
                                   const std::uint8_t* in, std::uint8_t* out,
                                   std::size_t count) noexcept {
        salsa20_core<V, S>::core(x, double_rounds);
        alignas(64) std::uint32_t rows[S][4][n];  // [state][row][lane]
        ARGON2_UNROLL for (std::size_t s = 0; s < S; ++s) {
            V r[4];
            diagonals_to_rows(x.a[s], x.b[s], x.c[s], x.d[s], r);
            ARGON2_UNROLL for (std::size_t k = 0; k < 4; ++k) r[k].store(rows[s][k]);
        }
        for (std::size_t j = 0; j < count; ++j) {
            const std::size_t s = j / blocks_per_vector;
            const std::size_t g = j % blocks_per_vector;
            for (std::size_t k = 0; k < 4; ++k)
                xor_row(&rows[s][k][4 * g], in + 64 * j + 16 * k, out + 64 * j + 16 * k);
        }
    }

    // Salsa20 with 2 * double_rounds rounds (10, 6 or 4 double rounds: /20, /12, /8).
    static void xor_blocks(std::uint32_t* state, unsigned double_rounds, const std::uint8_t* in,
                           std::uint8_t* out, std::size_t blocks) noexcept {
        std::uint64_t counter = salsa20_counter(state);
        if (blocks >= blocks_per_step) {
            // From one step to the next only the counter's low words (state word 8, lane 0 of
            // each group of c) move, by blocks_per_step: one vector add per state, unless the
            // low word is about to carry into word 9, where the inputs are built afresh.
            alignas(64) std::uint32_t advance_lanes[n] = {};
            for (std::size_t g = 0; g < blocks_per_vector; ++g)
                advance_lanes[4 * g] = static_cast<std::uint32_t>(blocks_per_step);
            const V advance = V::load(advance_lanes);
            constexpr std::uint32_t last_safe = 0xFFFFFFFFu - (2 * blocks_per_step - 1);
            salsa20_state<V, S> x = inputs(state, counter);
            for (; blocks >= blocks_per_step; blocks -= blocks_per_step) {
                step(x, double_rounds, in, out, blocks_per_step);
                if (static_cast<std::uint32_t>(counter) <= last_safe) {
                    ARGON2_UNROLL for (std::size_t s = 0; s < S; ++s) x.c[s] = x.c[s] + advance;
                    counter += blocks_per_step;
                } else {
                    counter += blocks_per_step;
                    x = inputs(state, counter);
                }
                in += 64 * blocks_per_step;
                out += 64 * blocks_per_step;
            }
        }
        // The rest: one lone state when it holds them (one block, say), else one full step,
        // as long as two short ones would take (a lone state is one dependency chain).
        if (blocks > 0) {
            if (blocks <= blocks_per_vector) {
                using lone = salsa20_stream<V, 1>;
                lone::step(lone::inputs(state, counter), double_rounds, in, out, blocks);
            } else {
                step(inputs(state, counter), double_rounds, in, out, blocks);
            }
            counter += blocks;
        }
        set_salsa20_counter(state, counter);
    }
};

// One block of keystream over a 4-lane vector: one state, one dependency chain. The state's
// rows load straight from `state`, and blends (row_of_diagonals) turn them into the diagonals
// and back, where inputs() and step() go through arrays in memory for any lane count.
template <u32_vector V>
ARGON2_INLINE void salsa20_one_block(std::uint32_t* state, unsigned double_rounds,
                                     const std::uint8_t* in, std::uint8_t* out) noexcept {
    static_assert(V::lanes == 4);
    if constexpr (integer_lanes<V>) {
        std::uint32_t w[16];
        std::memcpy(w, state, sizeof w);
        salsa20_word_rounds(w, double_rounds);
        ARGON2_UNROLL for (std::size_t k = 0; k < 4; ++k) {
            std::uint32_t key[4];
            ARGON2_UNROLL for (std::size_t i = 0; i < 4; ++i) key[i] =
                w[4 * k + i] + state[4 * k + i];
            xor_row(key, in + 16 * k, out + 16 * k);
        }
    } else {
        const V r0 = V::load(state);
        const V r1 = V::load(state + 4);
        const V r2 = V::load(state + 8);
        const V r3 = V::load(state + 12);
        // Diagonal k, lane l = row (l + k) mod 4, lane l.
        salsa20_state<V, 1> x(row_of_diagonals(r0, r3, r2, r1), row_of_diagonals(r1, r0, r3, r2),
                              row_of_diagonals(r2, r1, r0, r3), row_of_diagonals(r3, r2, r1, r0));
        salsa20_core<V, 1>::core(x, double_rounds);
        V rows[4];
        diagonals_to_rows(x.a[0], x.b[0], x.c[0], x.d[0], rows);
        ARGON2_UNROLL for (std::size_t k = 0; k < 4; ++k) {
            std::uint32_t key[4];
            rows[k].store(key);
            xor_row(key, in + 16 * k, out + 16 * k);
        }
    }
    set_salsa20_counter(state, salsa20_counter(state) + 1);
}

// HSalsa20 (XSalsa20 paper, section 2): 20 rounds of the 16 input words, no final addition,
// words 0, 5, 10, 15, 6, 7, 8, 9 out. a holds (x0, x5, x10, x15); rows 1 and 2 of the final
// state hold (x4..x7) and (x8..x11).
template <u32_vector V>
void hsalsa20(const std::uint32_t* input, std::uint32_t* out) noexcept {
    static_assert(V::lanes == 4);
    std::uint32_t lanes[4][4];
    for (std::size_t p = 0; p < 16; ++p) lanes[p / 4][p % 4] = input[diagonal_word[p]];
    salsa20_state<V, 1> x(V::load(lanes[0]), V::load(lanes[1]), V::load(lanes[2]),
                          V::load(lanes[3]));
    salsa20_core<V, 1>::rounds(x, 10);
    V rows[4];
    diagonals_to_rows(x.a[0], x.b[0], x.c[0], x.d[0], rows);
    std::uint32_t row1[4];
    std::uint32_t row2[4];
    x.a[0].store(out);
    rows[1].store(row1);
    rows[2].store(row2);
    out[4] = row1[2];
    out[5] = row1[3];
    out[6] = row2[0];
    out[7] = row2[1];
}

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_GENERIC_SALSA20_STREAM_HPP
