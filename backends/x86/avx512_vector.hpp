// u64_vector over AVX-512F intrinsics: one zmm per vector, native 64-bit rotates (vprorq),
// vpmuludq for BlaMka, single-instruction lane moves.
//
// What clang 19 makes of the round with it (objdump of a loop of compress<true> calls): no
// stack access, the 16-vector state and the temporaries fit in the 32 zmm. The std::simd,
// Highway and xsimd adapters compile to the same instructions and time, so this kernel is the
// yardstick, not an override (docs/decisions.md#avx512-kernel).
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/vector_concept.hpp"

#include "intrinsics.hpp"  // <immintrin.h>

ARGON2_BEGIN_ISA_NAMESPACE

struct avx512_vector {
    static constexpr std::size_t lanes = 8;
    __m512i v;

    ARGON2_INLINE static avx512_vector load(const std::uint64_t* p) noexcept {
        return {_mm512_loadu_si512(p)};
    }
    ARGON2_INLINE void store(std::uint64_t* p) const noexcept { _mm512_storeu_si512(p, v); }

    ARGON2_INLINE friend avx512_vector operator+(avx512_vector a, avx512_vector b) noexcept {
        return {_mm512_add_epi64(a.v, b.v)};
    }
    ARGON2_INLINE friend avx512_vector operator^(avx512_vector a, avx512_vector b) noexcept {
        return {_mm512_xor_si512(a.v, b.v)};
    }
    ARGON2_INLINE friend avx512_vector mul_lo(avx512_vector a, avx512_vector b) noexcept {
        return {_mm512_mul_epu32(a.v, b.v)};
    }
    template <int K>
    ARGON2_INLINE friend avx512_vector rotr(avx512_vector a) noexcept {
        return {_mm512_ror_epi64(a.v, K)};
    }

    template <int K>
    ARGON2_INLINE friend avx512_vector rotate_quads(avx512_vector a) noexcept {
        // vpermq with an immediate permutes within each 256-bit half: exactly a quad.
        constexpr int imm =
            ((0 + K) % 4) | ((1 + K) % 4) << 2 | ((2 + K) % 4) << 4 | ((3 + K) % 4) << 6;
        return {_mm512_permutex_epi64(a.v, imm)};
    }
    ARGON2_INLINE friend avx512_vector swap_pairs(avx512_vector a) noexcept {
        return {_mm512_shuffle_epi32(a.v, static_cast<_MM_PERM_ENUM>(0x4E))};
    }
    ARGON2_INLINE friend avx512_vector blend_odd(avx512_vector p, avx512_vector q) noexcept {
        return {_mm512_mask_blend_epi64(0xAA, p.v, q.v)};
    }
    ARGON2_INLINE friend avx512_vector low_quads(avx512_vector x, avx512_vector y) noexcept {
        return {_mm512_shuffle_i64x2(x.v, y.v, 0x44)};
    }
    ARGON2_INLINE friend avx512_vector high_quads(avx512_vector x, avx512_vector y) noexcept {
        return {_mm512_shuffle_i64x2(x.v, y.v, 0xEE)};
    }
};

ARGON2_END_ISA_NAMESPACE
