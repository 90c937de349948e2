// The Argon2 block compression G (RFC 9106 section 3.5), written once over any u64_vector:
// R = X ^ Y; P on each of the 8 rows of 16 words; P on each of the 8 columns (pairs of words
// down the rows); result R' ^ R (^ the old block in later passes of version 0x13).
//
// Layout: the block is 128/N vectors, each N consecutive words of one row (K = 16/N vectors a
// row). Rows: with N = 4 a row is exactly the four BLAKE2 vectors a, b, c, d; with N = 8 two
// rows are processed at once, their quads paired up by low_quads/high_quads. Diagonals rotate
// lanes within quads. Columns: a vector of row j holds N/2 columns' word pairs, so
// G(row0, row2, row4, row6) and G(row1, row3, row5, row7) are the column G's as they stand;
// the diagonal G's need rows 2/3 and 6/7 "crossed" (swap_pairs + blend_odd) and rows 4/5
// exchanged. No gather, no transpose.
#pragma once

#include "../isa_namespace.hpp"

#include "../block.hpp"
#include "vector_concept.hpp"

// Every loop here must be unrolled fully so that the state array becomes registers: a loop left
// rolled indexes the array, which forces it onto the stack (measured: 240 stack accesses per
// block in avx512-tuned before this).
#if defined(__clang__)
#define ARGON2_UNROLL _Pragma("clang loop unroll(full)")
#elif defined(__GNUC__)
#define ARGON2_UNROLL _Pragma("GCC unroll 16")
#else
#define ARGON2_UNROLL
#endif

ARGON2_BEGIN_ISA_NAMESPACE

template <u64_vector V>
struct generic_round {
    static constexpr std::size_t n = V::lanes;
    static constexpr std::size_t per_row = 16 / n;
    static constexpr std::size_t count = block_words / n;

    ARGON2_INLINE static V blamka(V x, V y) noexcept {
        const V product = mul_lo(x, y);
        return x + y + product + product;
    }

    ARGON2_INLINE static void g(V& a, V& b, V& c, V& d) noexcept {
        a = blamka(a, b);
        d = rotr<32>(d ^ a);
        c = blamka(c, d);
        b = rotr<24>(b ^ c);
        a = blamka(a, b);
        d = rotr<16>(d ^ a);
        c = blamka(c, d);
        b = rotr<63>(b ^ c);
    }

    // One BLAKE2 round on rows held as a, b, c, d (each lane group of 4 = one row's quad).
    ARGON2_INLINE static void row_round(V& a, V& b, V& c, V& d) noexcept {
        g(a, b, c, d);
        b = rotate_quads<1>(b);
        c = rotate_quads<2>(c);
        d = rotate_quads<3>(d);
        g(a, b, c, d);
        b = rotate_quads<3>(b);
        c = rotate_quads<2>(c);
        d = rotate_quads<1>(d);
    }

    // (x, y) -> (x1 y0 x3 y2 ..., y1 x0 y3 x2 ...): the column diagonal's operand order.
    // Applied twice it swaps x and y, so uncross() is cross() then a swap (free after inlining). Derivation, for the column whose words sit at offsets o, o+1 of every
    // row: the diagonal G's are G(v0,v5,v10,v15), G(v1,v6,v11,v12), G(v2,v7,v8,v13),
    // G(v3,v4,v9,v14) with v(2j) = row j[o], v(2j+1) = row j[o+1]. Next to row 0 (v0, v1) they
    // need (row2[o+1], row3[o]) = first output of cross(row2, row3), row 5 as it is, and
    // (row7[o+1], row6[o]) = second output of cross(row6, row7); next to row 1 (v2, v3) the
    // other outputs and row 4.
    ARGON2_INLINE static void cross(V& x, V& y) noexcept {
        const V xs = swap_pairs(x);
        const V ys = swap_pairs(y);
        x = blend_odd(xs, ys);
        y = blend_odd(ys, xs);
    }

    ARGON2_INLINE static void uncross(V& x, V& y) noexcept {
        cross(x, y);
        const V t = x;
        x = y;
        y = t;
    }

    // One BLAKE2 round on N/2 columns: r[j] is the vector of row j.
    ARGON2_INLINE static void column_round(V& r0, V& r1, V& r2, V& r3, V& r4, V& r5, V& r6, V& r7) noexcept {
        g(r0, r2, r4, r6);
        g(r1, r3, r5, r7);
        cross(r2, r3);
        cross(r6, r7);
        // After crossing, r7 pairs with r0 and r6 with r1 (see the note above cross()).
        g(r0, r2, r5, r7);
        g(r1, r3, r4, r6);
        uncross(r2, r3);
        uncross(r6, r7);
    }

    ARGON2_INLINE static void rows(V* s) noexcept {
        if constexpr (n == 4) {
            ARGON2_UNROLL
            for (std::size_t row = 0; row < 8; ++row) {
                row_round(s[4 * row], s[4 * row + 1], s[4 * row + 2], s[4 * row + 3]);
            }
        } else {
            ARGON2_UNROLL
            for (std::size_t row = 0; row < 8; row += 2) {
                V& x0 = s[2 * row];      // row r, words 0..7
                V& x1 = s[2 * row + 1];  // row r, words 8..15
                V& y0 = s[2 * row + 2];  // row r+1
                V& y1 = s[2 * row + 3];
                V a = low_quads(x0, y0);
                V b = high_quads(x0, y0);
                V c = low_quads(x1, y1);
                V d = high_quads(x1, y1);
                row_round(a, b, c, d);
                x0 = low_quads(a, b);
                y0 = high_quads(a, b);
                x1 = low_quads(c, d);
                y1 = high_quads(c, d);
            }
        }
    }

    // The columns held by vector h of every row.
    ARGON2_INLINE static void columns(V* s, std::size_t h) noexcept {
        column_round(s[h], s[per_row + h], s[2 * per_row + h], s[3 * per_row + h], s[4 * per_row + h],
                     s[5 * per_row + h], s[6 * per_row + h], s[7 * per_row + h]);
    }

    template <bool Xor>
    ARGON2_INLINE static void output(const V* s, const block& prev, const block& ref, block& next,
                                     std::size_t i) noexcept {
        // R is reloaded (prev ^ ref, from L1) rather than kept: keeping it would need as many
        // registers again as the state, and with N = 8 the state alone fills half the file.
        V out = s[i] ^ V::load(prev.v + n * i) ^ V::load(ref.v + n * i);
        if constexpr (Xor) out = out ^ V::load(next.v + n * i);
        out.store(next.v + n * i);
    }

    template <bool Xor, class OnFirstWord>
    ARGON2_INLINE static void compress(const block& prev, const block& ref, block& next,
                                       OnFirstWord&& on_first_word) noexcept {
        V s[count];
        ARGON2_UNROLL
        for (std::size_t i = 0; i < count; ++i) s[i] = V::load(prev.v + n * i) ^ V::load(ref.v + n * i);
        rows(s);
        // The first columns make s[0] (row 0, words 0..N-1) final: store it and hand word 0 over
        // while the other columns are still to do. (With ref == next, as in address generation,
        // storing s[0] early is still safe: ref's words 0..N-1 are never read again.)
        columns(s, 0);
        output<Xor>(s, prev, ref, next, 0);
        on_first_word(next.v[0]);
        ARGON2_UNROLL
        for (std::size_t h = 1; h < per_row; ++h) columns(s, h);
        ARGON2_UNROLL
        for (std::size_t i = 1; i < count; ++i) output<Xor>(s, prev, ref, next, i);
    }
};

// A block kernel (backends/block.hpp) from a vector type.
template <u64_vector V>
struct vector_kernel {
    template <bool Xor, class OnFirstWord>
    static void compress(const block& prev, const block& ref, block& next, OnFirstWord&& on_first_word) noexcept {
        generic_round<V>::template compress<Xor>(prev, ref, next, on_first_word);
    }
};

ARGON2_END_ISA_NAMESPACE
