// u64_vector over AVX2 intrinsics: rotates by 32/24/16 as byte shuffles, by 63 as
// add-and-shift (AVX2 has no 64-bit rotate), vpmuludq for BlaMka.
//
// What clang 19 makes of the round with it (objdump of a loop of compress<true> calls): the
// state is 32 ymm and AVX2 has 16, so with all chains in lockstep most operands come from the
// stack. It is still the fastest schedule measured, and std::simd, Highway and xsimd compile
// to the same mix and measure the same: no override
// (docs/decisions.md#avx2-kernel).
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/vector_concept.hpp"

#include "intrinsics.hpp"  // <immintrin.h>

ARGON2_BEGIN_ISA_NAMESPACE

struct avx2_vector {
    static constexpr std::size_t lanes = 4;
    __m256i v;

    ARGON2_INLINE static avx2_vector load(const std::uint64_t* p) noexcept {
        return {_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p))};
    }
    ARGON2_INLINE void store(std::uint64_t* p) const noexcept {
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), v);
    }

    ARGON2_INLINE friend avx2_vector operator+(avx2_vector a, avx2_vector b) noexcept {
        return {_mm256_add_epi64(a.v, b.v)};
    }
    ARGON2_INLINE friend avx2_vector operator^(avx2_vector a, avx2_vector b) noexcept {
        return {_mm256_xor_si256(a.v, b.v)};
    }
    ARGON2_INLINE friend avx2_vector mul_lo(avx2_vector a, avx2_vector b) noexcept {
        return {_mm256_mul_epu32(a.v, b.v)};
    }
    template <int K>
    ARGON2_INLINE friend avx2_vector rotr(avx2_vector a) noexcept {
        if constexpr (K == 32) {
            return {_mm256_shuffle_epi32(a.v, 0xB1)};
        } else if constexpr (K == 24) {
            const __m256i bytes =
                _mm256_setr_epi8(3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10, 3, 4, 5, 6,
                                 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10);
            return {_mm256_shuffle_epi8(a.v, bytes)};
        } else if constexpr (K == 16) {
            const __m256i bytes =
                _mm256_setr_epi8(2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9, 2, 3, 4, 5,
                                 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9);
            return {_mm256_shuffle_epi8(a.v, bytes)};
        } else {
            static_assert(K == 63);
            return {_mm256_xor_si256(_mm256_srli_epi64(a.v, 63), _mm256_add_epi64(a.v, a.v))};
        }
    }

    template <int K>
    ARGON2_INLINE friend avx2_vector rotate_quads(avx2_vector a) noexcept {
        constexpr int imm =
            ((0 + K) % 4) | ((1 + K) % 4) << 2 | ((2 + K) % 4) << 4 | ((3 + K) % 4) << 6;
        return {_mm256_permute4x64_epi64(a.v, imm)};
    }
    ARGON2_INLINE friend avx2_vector swap_pairs(avx2_vector a) noexcept {
        return {_mm256_shuffle_epi32(a.v, 0x4E)};
    }
    ARGON2_INLINE friend avx2_vector blend_odd(avx2_vector p, avx2_vector q) noexcept {
        return {_mm256_blend_epi32(p.v, q.v, 0xCC)};
    }
};

ARGON2_END_ISA_NAMESPACE
