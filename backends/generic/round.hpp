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
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_GENERIC_ROUND_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_GENERIC_ROUND_HPP
#undef ARGON2_BACKENDS_GENERIC_ROUND_HPP
#else
#define ARGON2_BACKENDS_GENERIC_ROUND_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "backends/block_kernel.hpp"
#include "vector_concept.hpp"

#include <type_traits>
#include <utility>

ARGON2_BEGIN_ISA_NAMESPACE

template <u64_vector V>
struct generic_round {
    static constexpr std::size_t n = V::lanes;
    static constexpr std::size_t per_row = 16 / n;
    static constexpr std::size_t count = block_words / n;

    // Every independent G chain of a phase runs in lockstep: the 8 rows (4 row pairs with N = 8),
    // then all the columns. Written one after another, each chain is a long dependency (mul 3
    // cycles, then add, add, xor, rotate: ~28 cycles per G), and Zen 4's scheduler fills with one
    // chain's waiting instructions before it reaches the next; side by side, the chains keep every
    // pipe busy, and that pays even where the state no longer fits in registers (measured with
    // build/bench/argon2-kernel-loop: docs/decisions.md#lockstep-round).
    static constexpr std::size_t row_units = n == 4 ? 8 : 4;
    static constexpr std::size_t column_chains = 2 * per_row;

    // rotr(x ^ y, K): the adapter's fused form where it has one (AArch64 SHA3's xar), else the
    // two operations.
    template <int K>
    ARGON2_INLINE static V xor_rotr(V x, V y) noexcept {
        if constexpr (requires { V::template xor_rotr<K>(x, y); }) {
            return V::template xor_rotr<K>(x, y);
        } else {
            return rotr<K>(x ^ y);
        }
    }

    // The column phase's hand-over points are functors with always-inline calls, not lambdas:
    // clang left compress()'s lambda out of line, and the call sent the whole state through the
    // stack in the middle of the column phase.
    struct ignore_vector {
        ARGON2_INLINE void operator()(V) const noexcept {}
    };

    ARGON2_INLINE static V blamka(V x, V y) noexcept {
        const V product = mul_lo(x, y);
        return x + y + product + product;
    }

    // M G's in lockstep, G(a[i], b[i], c[i], d[i]) for each i. `a_final(a[0])` runs once a is
    // final, before the last three steps (the column phase hands word 0 over there).
    template <std::size_t M, class AFinal>
    ARGON2_INLINE static void g(V* a, V* b, V* c, V* d, AFinal&& a_final) noexcept {
        ARGON2_UNROLL for (std::size_t i = 0; i < M; ++i) a[i] = blamka(a[i], b[i]);
        ARGON2_UNROLL for (std::size_t i = 0; i < M; ++i) d[i] = xor_rotr<32>(d[i], a[i]);
        ARGON2_UNROLL for (std::size_t i = 0; i < M; ++i) c[i] = blamka(c[i], d[i]);
        ARGON2_UNROLL for (std::size_t i = 0; i < M; ++i) b[i] = xor_rotr<24>(b[i], c[i]);
        ARGON2_UNROLL for (std::size_t i = 0; i < M; ++i) a[i] = blamka(a[i], b[i]);
        a_final(a[0]);
        ARGON2_UNROLL for (std::size_t i = 0; i < M; ++i) d[i] = xor_rotr<16>(d[i], a[i]);
        ARGON2_UNROLL for (std::size_t i = 0; i < M; ++i) c[i] = blamka(c[i], d[i]);
        ARGON2_UNROLL for (std::size_t i = 0; i < M; ++i) b[i] = xor_rotr<63>(b[i], c[i]);
    }

    template <std::size_t M>
    ARGON2_INLINE static void g(V* a, V* b, V* c, V* d) noexcept {
        g<M>(a, b, c, d, ignore_vector{});
    }

    // One BLAKE2 round on M rows (or, with N = 8, M pairs of rows) held as a, b, c, d: each
    // group of 4 lanes is one row's quad.
    template <std::size_t M>
    ARGON2_INLINE static void row_round(V* a, V* b, V* c, V* d) noexcept {
        g<M>(a, b, c, d);
        ARGON2_UNROLL for (std::size_t i = 0; i < M; ++i) {
            b[i] = rotate_quads<1>(b[i]);
            c[i] = rotate_quads<2>(c[i]);
            d[i] = rotate_quads<3>(d[i]);
        }
        g<M>(a, b, c, d);
        ARGON2_UNROLL for (std::size_t i = 0; i < M; ++i) {
            b[i] = rotate_quads<3>(b[i]);
            c[i] = rotate_quads<2>(c[i]);
            d[i] = rotate_quads<1>(d[i]);
        }
    }

    // (x, y) -> (x1 y0 x3 y2 ..., y1 x0 y3 x2 ...): the column diagonal's operand order.
    // Applied twice it swaps x and y, so uncross() is cross() then a swap (free after inlining).
    // Derivation, for the column whose words sit at offsets o, o+1 of every row: the diagonal G's
    // are G(v0,v5,v10,v15), G(v1,v6,v11,v12), G(v2,v7,v8,v13), G(v3,v4,v9,v14) with v(2j) = row
    // j[o], v(2j+1) = row j[o+1]. Next to row 0 (v0, v1) they need (row2[o+1], row3[o]) = first
    // output of cross(row2, row3), row 5 as it is, and (row7[o+1], row6[o]) = second output of
    // cross(row6, row7); next to row 1 (v2, v3) the other outputs and row 4.
    ARGON2_INLINE static void cross(V& x, V& y) noexcept {
        const V xs = swap_pairs(x);
        const V ys = swap_pairs(y);
        x = blend_odd(xs, ys);
        y = blend_odd(ys, xs);
    }

    ARGON2_INLINE static void uncross(V& x, V& y) noexcept {
        cross(x, y);
        std::swap(x, y);
    }

    // The row phase: rows (N = 4) or row pairs (N = 8) as a, b, c, d, all in lockstep.
    ARGON2_INLINE static void rows(V* s) noexcept {
        constexpr std::size_t m = row_units;
        V a[m], b[m], c[m], d[m];
        ARGON2_UNROLL
        for (std::size_t i = 0; i < m; ++i) {
            const V* r = s + 4 * i;  // row i (N = 4); rows 2i, 2i + 1 (N = 8)
            if constexpr (n == 4) {
                a[i] = r[0], b[i] = r[1], c[i] = r[2], d[i] = r[3];
            } else {
                a[i] = low_quads(r[0], r[2]);
                b[i] = high_quads(r[0], r[2]);
                c[i] = low_quads(r[1], r[3]);
                d[i] = high_quads(r[1], r[3]);
            }
        }
        row_round<m>(a, b, c, d);
        ARGON2_UNROLL
        for (std::size_t i = 0; i < m; ++i) {
            V* r = s + 4 * i;
            if constexpr (n == 4) {
                r[0] = a[i], r[1] = b[i], r[2] = c[i], r[3] = d[i];
            } else {
                r[0] = low_quads(a[i], b[i]);
                r[2] = high_quads(a[i], b[i]);
                r[1] = low_quads(c[i], d[i]);
                r[3] = high_quads(c[i], d[i]);
            }
        }
    }

    // The column phase, all columns in lockstep. Vector h of row j (s[j * per_row + h]) holds
    // N/2 columns' word pairs; per h, (a, b, c, d) hold rows (0, 2, 4, 6) and (1, 3, 5, 7):
    // those are the column G's as they stand. For the diagonal G's, rows 2/3 and 6/7 are
    // crossed and rows 4/5 and 6/7 change places, since after crossing row 7 pairs with row 0
    // and row 6 with row 1 (see the note above cross()). `a_final(s0)` runs as soon as a[] is
    // final in the diagonal step, with the final s[0]. Word 0 depends only on the chains of
    // each row's first vector, and the core computes it as early as that allows: the hand-over
    // sits a few dozen instructions behind in program order, well within the reorder window.
    // Computing those chains first, out of the lockstep, cost in-cache time and gained nothing
    // (docs/decisions.md#word-zero-order).
    template <class AFinal>
    ARGON2_INLINE static void columns(V* s, AFinal&& a_final) noexcept {
        constexpr std::size_t m = column_chains;
        V a[m], b[m], c[m], d[m];
        ARGON2_UNROLL
        for (std::size_t i = 0; i < m; ++i) {
            const V* column = s + i / 2 + (i % 2) * per_row;  // row i % 2, vector i / 2
            a[i] = column[0], b[i] = column[2 * per_row], c[i] = column[4 * per_row],
            d[i] = column[6 * per_row];
        }
        g<m>(a, b, c, d);
        ARGON2_UNROLL
        for (std::size_t i = 0; i < m; i += 2) {
            cross(b[i], b[i + 1]);
            cross(d[i], d[i + 1]);
            std::swap(c[i], c[i + 1]);
            std::swap(d[i], d[i + 1]);
        }
        g<m>(a, b, c, d, a_final);
        ARGON2_UNROLL
        for (std::size_t i = 0; i < m; i += 2) {
            std::swap(c[i], c[i + 1]);
            std::swap(d[i], d[i + 1]);
            uncross(b[i], b[i + 1]);
            uncross(d[i], d[i + 1]);
        }
        ARGON2_UNROLL
        for (std::size_t i = 0; i < m; ++i) {
            V* column = s + i / 2 + (i % 2) * per_row;
            column[0] = a[i], column[2 * per_row] = b[i], column[4 * per_row] = c[i],
            column[6 * per_row] = d[i];
        }
    }

    template <bool Xor>
    ARGON2_INLINE static void output(V value, const block& prev, const block& ref, block& next,
                                     std::size_t i) noexcept {
        // R is reloaded (prev ^ ref, from L1) rather than kept: keeping it would need as many
        // registers again as the state, and with N = 8 the state alone fills half the file.
        V out = value ^ V::load(prev.v + n * i) ^ V::load(ref.v + n * i);
        if constexpr (Xor) out = out ^ V::load(next.v + n * i);
        out.store(next.v + n * i);
    }

    // Stores the new block's first vector and hands its word 0 over.
    template <bool Xor, class OnFirstWord>
    struct first_vector_out {
        const block& prev;
        const block& ref;
        block& next;
        OnFirstWord& on_first_word;

        ARGON2_INLINE void operator()(V first) const noexcept {
            output<Xor>(first, prev, ref, next, 0);
            on_first_word(next.v[0]);
        }
    };

    // compress() for a V that sets rolled_units (N = 4): the rows in one loop, then the column
    // units in another, rolled_units of them in lockstep per turn, the state in memory between
    // the phases. A column unit is the two columns at offsets o = 2k, o + 1 with a..d each
    // holding two rows' words there: lanes (row 2i[o], row 2i[o+1], row 2i+1[o], row 2i+1[o+1])
    // for i = 0..3, the 16 words the column G's take, in a row's order. So the column phase is
    // the row round too, diagonals included: rotate_quads<1> is cross() of rows 2i and 2i + 1,
    // <2> exchanges them, <3> is cross() then the exchange (see the note above cross()).
    // R (^ the old block, in later passes of 0x13) waits in `next` from the row phase on, and
    // the column phase writes each output as soon as its unit is done: with ref == next (address
    // generation) every word of ref is read before it is replaced. Word 0 is final after the
    // first column unit and is handed over there.
    template <bool Xor, class OnFirstWord>
    ARGON2_INLINE static void compress_rolled(const block& prev, const block& ref, block& next,
                                              OnFirstWord& on_first_word) noexcept {
        constexpr std::size_t units = V::rolled_units;
        static_assert(n == 4 && 8 % units == 0);
        block state;  // between the phases
        // Quarter q (a, b, c, d) of the turn's unit u is quarter[q][u]; i runs over both.
        V quarter[4][units];
        ARGON2_NO_UNROLL
        for (std::size_t j = 0; j < 8; j += units) {  // rows j .. j + units - 1
            ARGON2_UNROLL
            for (std::size_t i = 0; i < 4 * units; ++i) {
                const std::size_t w = 16 * (j + i / 4) + 4 * (i % 4);
                const V r = V::load(prev.v + w) ^ V::load(ref.v + w);
                if constexpr (Xor) {
                    (r ^ V::load(next.v + w)).store(next.v + w);
                } else {
                    r.store(next.v + w);
                }
                quarter[i % 4][i / 4] = r;
            }
            row_round<units>(quarter[0], quarter[1], quarter[2], quarter[3]);
            ARGON2_UNROLL
            for (std::size_t i = 0; i < 4 * units; ++i)
                quarter[i % 4][i / 4].store(state.v + 16 * (j + i / 4) + 4 * (i % 4));
        }
        ARGON2_NO_UNROLL
        for (std::size_t k = 0; k < 8; k += units) {  // column units k .. k + units - 1
            ARGON2_UNROLL
            for (std::size_t i = 0; i < 4 * units; ++i) {
                // Rows 2q and 2q + 1 at offsets 2(k + u), 2(k + u) + 1.
                const std::uint64_t* rows = state.v + 2 * (k + i / 4) + 32 * (i % 4);
                quarter[i % 4][i / 4] = V::load_pair(rows, rows + 16);
            }
            row_round<units>(quarter[0], quarter[1], quarter[2], quarter[3]);
            ARGON2_UNROLL
            for (std::size_t i = 0; i < 4 * units; ++i) {
                std::uint64_t* out = next.v + 2 * (k + i / 4) + 32 * (i % 4);
                (quarter[i % 4][i / 4] ^ V::load_pair(out, out + 16)).store_pair(out, out + 16);
            }
            if (k == 0) on_first_word(next.v[0]);
        }
    }

    template <bool Xor, class OnFirstWord>
    ARGON2_INLINE static void compress(const block& prev, const block& ref, block& next,
                                       OnFirstWord&& on_first_word) noexcept {
        if constexpr (requires { V::rolled_units; }) {
            compress_rolled<Xor>(prev, ref, next, on_first_word);
        } else {
            V s[count];
            ARGON2_UNROLL
            for (std::size_t i = 0; i < count; ++i)
                s[i] = V::load(prev.v + n * i) ^ V::load(ref.v + n * i);
            rows(s);
            // s[0] (row 0, words 0..N-1) is final once the diagonal step has its a's: store it and
            // hand word 0 over while the last three steps are still to do. (With ref == next, as in
            // address generation, storing s[0] early is still safe: ref's words 0..N-1 are never
            // read again.)
            columns(s, first_vector_out<Xor, std::remove_reference_t<OnFirstWord>>{prev, ref, next,
                                                                                   on_first_word});
            ARGON2_UNROLL
            for (std::size_t i = 1; i < count; ++i) output<Xor>(s[i], prev, ref, next, i);
        }
    }
};

// A block kernel (backends/block_kernel.hpp) from a vector type.
template <u64_vector V>
struct vector_kernel {
    template <bool Xor, class OnFirstWord>
    static void compress(const block& prev, const block& ref, block& next,
                         OnFirstWord&& on_first_word) noexcept {
        generic_round<V>::template compress<Xor>(prev, ref, next, on_first_word);
    }
};

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_GENERIC_ROUND_HPP
