// The portable kernel: plain 64-bit integer code, the reference for every SIMD backend.
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/block_kernel.hpp"
#include "src/core/blake2b_round.hpp"

#include <bit>
#include <cstddef>
#include <cstdint>

ARGON2_BEGIN_ISA_NAMESPACE

struct scalar_kernel {
    // BlaMka: a + b + 2 * lo32(a) * lo32(b), the multiply that makes Argon2 memory-hard to
    // shortcut (RFC 9106 section 3.6).
    static constexpr std::uint64_t blamka(std::uint64_t a, std::uint64_t b) noexcept {
        return a + b + 2 * (a & 0xFFFFFFFFu) * (b & 0xFFFFFFFFu);
    }

    // Argon2's round: BLAKE2b's (src/core/blake2b_round.hpp) with BlaMka for the additions
    // and no message, over 16 words addressed by `at(i)`.
    template <class At>
    static constexpr void round(At at) noexcept {
        blake2b_round::round(
            at, [](int) -> std::uint64_t { return 0; },
            [](std::uint64_t a, std::uint64_t b) { return blamka(a, b); });
    }

    // Column `col` holds word pairs 2col, 2col+1 of each of the 8 rows.
    static void column(block& r, int col) noexcept {
        std::uint64_t* w = r.v + std::ptrdiff_t{2} * col;
        round([w](int i) -> std::uint64_t& { return w[(i / 2) * 16 + (i % 2)]; });
    }

    // P applied to the 8x8 matrix of 16-byte registers: rows first, then columns; word 0 is
    // final after column 0 and handed to on_first_word then.
    template <bool Xor, class OnFirstWord>
    static void compress(const block& prev, const block& ref, block& next,
                         OnFirstWord&& on_first_word) noexcept {
        block r;
        block keep;
        for (std::size_t i = 0; i < block_words; ++i) {
            r.v[i] = prev.v[i] ^ ref.v[i];
            keep.v[i] = Xor ? r.v[i] ^ next.v[i] : r.v[i];
        }
        for (int row = 0; row < 8; ++row) {
            std::uint64_t* w = r.v + std::ptrdiff_t{16} * row;
            round([w](int i) -> std::uint64_t& { return w[i]; });
        }
        column(r, 0);
        on_first_word(keep.v[0] ^ r.v[0]);
        for (int col = 1; col < 8; ++col) column(r, col);
        for (std::size_t i = 0; i < block_words; ++i) next.v[i] = keep.v[i] ^ r.v[i];
    }
};

static_assert(block_kernel<scalar_kernel>);

ARGON2_END_ISA_NAMESPACE
