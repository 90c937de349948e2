// scrypt's ROMix and BlockMix (RFC 7914 sections 4 and 5) over the Salsa20/8 core of
// salsa20_core.hpp, one 4-lane vector state (BlockMix is one chain: each core waits for the
// last). Every 64-byte block lives in the diagonal layout from entry to exit: BlockMix only
// xors and permutes whole blocks, so the layout is converted once per ROMix, not per core.
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_GENERIC_SCRYPT_ROMIX_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_GENERIC_SCRYPT_ROMIX_HPP
#undef ARGON2_BACKENDS_GENERIC_SCRYPT_ROMIX_HPP
#else
#define ARGON2_BACKENDS_GENERIC_SCRYPT_ROMIX_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "salsa20_core.hpp"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

ARGON2_BEGIN_ISA_NAMESPACE

template <u32_vector V>
struct scrypt_romix {
    static_assert(V::lanes == 4);
    static constexpr std::size_t block_words = 16;

    ARGON2_INLINE static salsa20_state<V, 1> load(const std::uint32_t* p) noexcept {
        return salsa20_state<V, 1>(V::load(p), V::load(p + 4), V::load(p + 8), V::load(p + 12));
    }
    ARGON2_INLINE static void store(const salsa20_state<V, 1>& x, std::uint32_t* p) noexcept {
        x.a[0].store(p);
        x.b[0].store(p + 4);
        x.c[0].store(p + 8);
        x.d[0].store(p + 12);
    }
    ARGON2_INLINE static void xor_into(salsa20_state<V, 1>& x,
                                       const salsa20_state<V, 1>& y) noexcept {
        x.a[0] = x.a[0] ^ y.a[0];
        x.b[0] = x.b[0] ^ y.b[0];
        x.c[0] = x.c[0] ^ y.c[0];
        x.d[0] = x.d[0] ^ y.d[0];
    }

    // out = BlockMix(in ^ other) of 2r blocks; other is nullptr for plain BlockMix.
    template <bool Xor>
    ARGON2_INLINE static void block_mix(const std::uint32_t* in, const std::uint32_t* other,
                                        std::uint32_t* out, std::size_t r) noexcept {
        const std::size_t last = (2 * r - 1) * block_words;
        salsa20_state<V, 1> x = load(in + last);
        if constexpr (Xor) xor_into(x, load(other + last));
        for (std::size_t i = 0; i < 2 * r; ++i) {
            xor_into(x, load(in + i * block_words));
            if constexpr (Xor) xor_into(x, load(other + i * block_words));
            salsa20_core<V, 1>::core(x, 4);  // Salsa20/8
            // B' = (Y0, Y2, ..., Y2r-2, Y1, Y3, ..., Y2r-1)
            store(x, out + (i / 2 + (i % 2) * r) * block_words);
        }
    }

    // Integerify: the first 8 bytes of the last block, little-endian (state words 0 and 1, at
    // diagonal positions 0 and 13), reduced mod n (a power of 2).
    ARGON2_INLINE static std::uint64_t integerify(const std::uint32_t* x, std::size_t r,
                                                  std::uint64_t n) noexcept {
        const std::uint32_t* last = x + (2 * r - 1) * block_words;
        return (std::uint64_t{last[13]} << 32 | last[0]) & (n - 1);
    }

    // b: 128r bytes, replaced by ROMix(b). v: 32rn words of scratch (V of the RFC), xy: 64r.
    static void run(std::uint8_t* b, std::size_t r, std::uint64_t n, std::uint32_t* v,
                    std::uint32_t* xy) noexcept {
        const std::size_t words = 32 * r;
        std::uint32_t* x = xy;
        std::uint32_t* y = xy + words;
        // 1. X = B, into the diagonal layout.
        for (std::size_t blk = 0; blk < 2 * r; ++blk)
            for (std::size_t p = 0; p < block_words; ++p) {
                std::uint32_t w;
                std::memcpy(&w, b + 64 * blk + std::size_t{4} * diagonal_word[p], 4);
                x[blk * block_words + p] = little_endian_word(w);
            }
        // 2-3. V_i = X; X = BlockMix(X): each BlockMix writes straight into the next V_i.
        std::memcpy(v, x, words * sizeof(std::uint32_t));
        for (std::uint64_t i = 0; i + 1 < n; ++i)
            block_mix<false>(v + i * words, nullptr, v + (i + 1) * words, r);
        block_mix<false>(v + (n - 1) * words, nullptr, x, r);
        // 6-8. j = Integerify(X) mod N; X = BlockMix(X ^ V_j).
        for (std::uint64_t i = 0; i < n; ++i) {
            const std::uint64_t j = integerify(x, r, n);
            // V_j is a random 128r bytes far out of cache: ask for all its lines at once
            // rather than letting the first miss and the hardware prefetcher find the rest.
            const std::uint32_t* vj = v + j * words;
            for (std::size_t line = 0; line < 2 * r; ++line)
                __builtin_prefetch(vj + line * block_words);
            block_mix<true>(x, vj, y, r);
            std::swap(x, y);
        }
        // 10. B' = X, back to the byte layout.
        for (std::size_t blk = 0; blk < 2 * r; ++blk)
            for (std::size_t p = 0; p < block_words; ++p) {
                const std::uint32_t w = little_endian_word(x[blk * block_words + p]);
                std::memcpy(b + 64 * blk + std::size_t{4} * diagonal_word[p], &w, 4);
            }
    }
};

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_GENERIC_SCRYPT_ROMIX_HPP
