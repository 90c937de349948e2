// The Salsa20 core (Bernstein, "Salsa20 specification"; RFC 7914 section 3 for Salsa20/8),
// written once over any u32_vector, on the diagonal layout of the SSE2 implementations:
//
//     a = (x0, x5, x10, x15)   b = (x4, x9, x14, x3)   c = (x8, x13, x2, x7)   d = (x12, x1, x6,
//     x11)
//
// The four column quarter-rounds are then one vector quarter-round (y0..y3 = a, b, c, d); the
// row quarter-rounds are one too once b, c, d are rotated by 3, 2, 1 lanes, and rotating back
// restores the column orientation. A vector of N lanes carries N/4 blocks, one per group of 4
// lanes, and S such states run in lockstep so independent chains fill the pipelines.
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_GENERIC_SALSA20_CORE_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_GENERIC_SALSA20_CORE_HPP
#undef ARGON2_BACKENDS_GENERIC_SALSA20_CORE_HPP
#else
#define ARGON2_BACKENDS_GENERIC_SALSA20_CORE_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "u32_vector_concept.hpp"

#include <cstddef>
#include <cstdint>
#include <bit>
#include <cstring>

ARGON2_BEGIN_ISA_NAMESPACE

// Position p of the diagonal layout (vector p / 4, lane p % 4) holds state word diagonal_word[p].
inline constexpr std::uint8_t diagonal_word[16] = {0, 5,  10, 15, 4,  9, 14, 3,
                                                   8, 13, 2,  7,  12, 1, 6,  11};

// The block counter of a state: words 8 (low) and 9.
ARGON2_INLINE std::uint64_t salsa20_counter(const std::uint32_t* state) noexcept {
    return std::uint64_t{state[9]} << 32 | state[8];
}
ARGON2_INLINE void set_salsa20_counter(std::uint32_t* state, std::uint64_t counter) noexcept {
    state[8] = static_cast<std::uint32_t>(counter);
    state[9] = static_cast<std::uint32_t>(counter >> 32);
}

// The specification's quarter-round on words A, B, C, D of w:
// w[B] ^= (w[A] + w[D]) <<< 7; w[C] ^= (w[B] + w[A]) <<< 9; w[D] ^= (w[C] + w[B]) <<< 13;
// w[A] ^= (w[D] + w[C]) <<< 18.
template <int A, int B, int C, int D>
ARGON2_INLINE void salsa20_word_quarter(std::uint32_t (&w)[16]) noexcept {
    w[B] ^= std::rotl(w[A] + w[D], 7);
    w[C] ^= std::rotl(w[B] + w[A], 9);
    w[D] ^= std::rotl(w[C] + w[B], 13);
    w[A] ^= std::rotl(w[D] + w[C], 18);
}

// 2 * double_rounds rounds of the specification's form, on the 16 words as plain integers.
ARGON2_INLINE void salsa20_word_rounds(std::uint32_t (&w)[16], unsigned double_rounds) noexcept {
    for (unsigned i = 0; i < double_rounds; ++i) {
        salsa20_word_quarter<0, 4, 8, 12>(w);  // columns
        salsa20_word_quarter<5, 9, 13, 1>(w);
        salsa20_word_quarter<10, 14, 2, 6>(w);
        salsa20_word_quarter<15, 3, 7, 11>(w);
        salsa20_word_quarter<0, 1, 2, 3>(w);  // rows
        salsa20_word_quarter<5, 6, 7, 4>(w);
        salsa20_word_quarter<10, 11, 8, 9>(w);
        salsa20_word_quarter<15, 12, 13, 14>(w);
    }
}

template <u32_vector V, std::size_t S>
struct salsa20_state {
    // Written out, not implicit: an implicit constructor is defined outside Highway's per-target
    // attribute region, where the adapter's target-specific constructor may not be inlined.
    ARGON2_INLINE salsa20_state() noexcept {}
    ARGON2_INLINE salsa20_state(V a0, V b0, V c0, V d0) noexcept {
        static_assert(S == 1);
        a[0] = a0;
        b[0] = b0;
        c[0] = c0;
        d[0] = d0;
    }

    V a[S], b[S], c[S], d[S];
};

template <u32_vector V, std::size_t S>
struct salsa20_core {
    // y1 ^= (y0 + y3) <<< 7; y2 ^= (y1 + y0) <<< 9; y3 ^= (y2 + y1) <<< 13; y0 ^= (y3 + y2) <<< 18,
    // for the S states in lockstep.
    ARGON2_INLINE static void quarter_round(V* y0, V* y1, V* y2, V* y3) noexcept {
        ARGON2_UNROLL for (std::size_t i = 0; i < S; ++i) y1[i] = step<7>(y1[i], y0[i] + y3[i]);
        ARGON2_UNROLL for (std::size_t i = 0; i < S; ++i) y2[i] = step<9>(y2[i], y1[i] + y0[i]);
        ARGON2_UNROLL for (std::size_t i = 0; i < S; ++i) y3[i] = step<13>(y3[i], y2[i] + y1[i]);
        ARGON2_UNROLL for (std::size_t i = 0; i < S; ++i) y0[i] = step<18>(y0[i], y3[i] + y2[i]);
    }

    // y ^ (sum <<< K): one state is one chain, paced by latency, so it takes the adapter's
    // shortest-latency form where there is one (u32_vector_concept.hpp).
    template <int K>
    ARGON2_INLINE static V step(V y, V sum) noexcept {
        if constexpr (S == 1 && has_xor_rotl<V>) {
            return xor_rotl<K>(y, sum);
        } else {
            return y ^ rotl<K>(sum);
        }
    }

    ARGON2_INLINE static void double_round(salsa20_state<V, S>& x) noexcept {
        quarter_round(x.a, x.b, x.c, x.d);  // columns
        ARGON2_UNROLL for (std::size_t i = 0; i < S; ++i) {
            x.b[i] = rotate_quads<3>(x.b[i]);  // (x3, x4, x9, x14)
            x.c[i] = rotate_quads<2>(x.c[i]);  // (x2, x7, x8, x13)
            x.d[i] = rotate_quads<1>(x.d[i]);  // (x1, x6, x11, x12)
        }
        quarter_round(x.a, x.d, x.c, x.b);  // rows
        ARGON2_UNROLL for (std::size_t i = 0; i < S; ++i) {
            x.b[i] = rotate_quads<1>(x.b[i]);
            x.c[i] = rotate_quads<2>(x.c[i]);
            x.d[i] = rotate_quads<3>(x.d[i]);
        }
    }

    // Salsa20 without the final addition, 2 * double_rounds rounds (HSalsa20 stops here). The
    // count is a run-time value: one instantiation serves Salsa20/20, /12 and /8 (the loop is
    // not unrolled either way), which keeps every backend's object code, and its compile time,
    // a third of three.
    ARGON2_INLINE static void rounds(salsa20_state<V, S>& x, unsigned double_rounds) noexcept {
        if constexpr (S == 1 && integer_lanes<V>) {
            word_rounds(x, double_rounds);
        } else {
            for (unsigned i = 0; i < double_rounds; ++i) double_round(x);
        }
    }

    // Lanes that are plain integers, one state: the specification's double round on the 16
    // words. The diagonal layout's lane rotations would be renames there, but clang keeps the
    // lane arrays across the loop as pairs of words in 64-bit registers, and the shifts and ors
    // that split and join them lengthen the chain (docs/decisions.md#salsa20-word-rounds).
    ARGON2_INLINE static void word_rounds(salsa20_state<V, 1>& x, unsigned double_rounds) noexcept {
        std::uint32_t d[16];  // diagonal positions
        x.a[0].store(d);
        x.b[0].store(d + 4);
        x.c[0].store(d + 8);
        x.d[0].store(d + 12);
        std::uint32_t w[16];  // state words
        ARGON2_UNROLL for (std::size_t p = 0; p < 16; ++p) w[diagonal_word[p]] = d[p];
        salsa20_word_rounds(w, double_rounds);
        ARGON2_UNROLL for (std::size_t p = 0; p < 16; ++p) d[p] = w[diagonal_word[p]];
        x.a[0] = V::load(d);
        x.b[0] = V::load(d + 4);
        x.c[0] = V::load(d + 8);
        x.d[0] = V::load(d + 12);
    }

    // The Salsa20 core: x <- x + rounds(x).
    ARGON2_INLINE static void core(salsa20_state<V, S>& x, unsigned double_rounds) noexcept {
        const salsa20_state<V, S> input = x;
        rounds(x, double_rounds);
        ARGON2_UNROLL for (std::size_t i = 0; i < S; ++i) {
            x.a[i] = x.a[i] + input.a[i];
            x.b[i] = x.b[i] + input.b[i];
            x.c[i] = x.c[i] + input.c[i];
            x.d[i] = x.d[i] + input.d[i];
        }
    }
};

// Row k of the state, (x4k .. x4k+3), from the diagonals: blends only, no shuffle.
//   row 0 = (a0, d1, c2, b3)   row 1 = (b0, a1, d2, c3)
//   row 2 = (c0, b1, a2, d3)   row 3 = (d0, c1, b2, a3)
template <u32_vector V>
ARGON2_INLINE V row_of_diagonals(V w0, V w1, V w2, V w3) noexcept {
    return blend_quads<0b1000>(blend_quads<0b0100>(blend_quads<0b0010>(w0, w3), w2), w1);
}

template <u32_vector V>
ARGON2_INLINE void diagonals_to_rows(V a, V b, V c, V d, V rows[4]) noexcept {
    rows[0] = row_of_diagonals(a, b, c, d);
    rows[1] = row_of_diagonals(b, c, d, a);
    rows[2] = row_of_diagonals(c, d, a, b);
    rows[3] = row_of_diagonals(d, a, b, c);
}

// A word as Salsa20 stores it (little-endian) from a word in memory, and back: the identity on
// little-endian targets, a byte swap on big-endian ones (s390x).
ARGON2_INLINE std::uint32_t little_endian_word(std::uint32_t w) noexcept {
    if constexpr (std::endian::native == std::endian::big) return __builtin_bswap32(w);
    return w;
}

// out[0..15] = in[0..15] ^ the 16 keystream bytes at key (a row of a block): two 64-bit
// words, which the compiler turns into one vector load, xor and store.
ARGON2_INLINE void xor_row(const std::uint32_t* key, const std::uint8_t* in,
                           std::uint8_t* out) noexcept {
    std::uint32_t key_bytes[4];
    for (std::size_t i = 0; i < 4; ++i) key_bytes[i] = little_endian_word(key[i]);
    std::uint64_t k[2];
    std::uint64_t text[2];
    std::memcpy(k, key_bytes, 16);
    std::memcpy(text, in, 16);
    text[0] ^= k[0];
    text[1] ^= k[1];
    std::memcpy(out, text, 16);
}

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_GENERIC_SALSA20_CORE_HPP
