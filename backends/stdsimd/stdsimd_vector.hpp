// u64_vector over std::experimental::simd (libstdc++ 12). Compiled per ISA with that ISA's -m
// flags: under target attributes alone libstdc++ stays on 128-bit registers (objdump of such a
// build: xmm only). Lane moves go through the compiler's vector shuffle (gnu_shuffle.hpp).
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/vector_concept.hpp"
#include "gnu_shuffle.hpp"

#if defined(__GNUC__) && !defined(__clang__) && defined(__SSE2__)
#include "backends/x86/intrinsics.hpp"  // <immintrin.h>, before <experimental/simd>
#endif

#include <experimental/simd>
#include <type_traits>
#include <utility>

ARGON2_BEGIN_ISA_NAMESPACE

// GNU vector types of 4 and 8 lanes. Declared outside the template: GCC 12 drops a vector_size
// attribute that depends on a template parameter.
using gnu_u64x4 = std::uint64_t __attribute__((vector_size(32)));
using gnu_u64x8 = std::uint64_t __attribute__((vector_size(64)));

template <std::size_t N>
struct stdsimd_vector {
    using simd = std::experimental::fixed_size_simd<std::uint64_t, static_cast<int>(N)>;
    static constexpr std::size_t lanes = N;
    simd v;

    ARGON2_INLINE static stdsimd_vector load(const std::uint64_t* p) noexcept {
        return {simd(p, std::experimental::element_aligned)};
    }
    ARGON2_INLINE void store(std::uint64_t* p) const noexcept {
        v.copy_to(p, std::experimental::element_aligned);
    }

    ARGON2_INLINE friend stdsimd_vector operator+(stdsimd_vector a, stdsimd_vector b) noexcept {
        return {a.v + b.v};
    }
    ARGON2_INLINE friend stdsimd_vector operator^(stdsimd_vector a, stdsimd_vector b) noexcept {
        return {a.v ^ b.v};
    }
    ARGON2_INLINE friend stdsimd_vector mul_lo(stdsimd_vector a, stdsimd_vector b) noexcept {
#if defined(__GNUC__) && !defined(__clang__) && defined(__SSE2__)
        // GCC 12 does not see that a product of two values masked to 32 bits is one pmuludq: it
        // emits the full 64-bit product (three multiplies, two shifts, two adds), which made
        // this kernel much slower than the intrinsics one (docs/decisions.md
        // #gcc-stdsimd-multiply). std::simd has no widening multiply, so here, and only here,
        // the x86 instruction is named; clang matches the portable form below to it by itself.
        native x;
        native y;
        a.v.copy_to(reinterpret_cast<std::uint64_t*>(&x), std::experimental::element_aligned);
        b.v.copy_to(reinterpret_cast<std::uint64_t*>(&y), std::experimental::element_aligned);
        native r;
        if constexpr (N == 8) {
            static_assert(sizeof(__m512i) == sizeof(native));
            r = reinterpret_cast<native>(
                _mm512_mul_epu32(reinterpret_cast<__m512i>(x), reinterpret_cast<__m512i>(y)));
        } else {
#if defined(__AVX2__)
            r = reinterpret_cast<native>(
                _mm256_mul_epu32(reinterpret_cast<__m256i>(x), reinterpret_cast<__m256i>(y)));
#else
            using half = long long __attribute__((vector_size(16)));
            const half lo = reinterpret_cast<half>(_mm_mul_epu32(
                __m128i(half{static_cast<long long>(x[0]), static_cast<long long>(x[1])}),
                __m128i(half{static_cast<long long>(y[0]), static_cast<long long>(y[1])})));
            const half hi = reinterpret_cast<half>(_mm_mul_epu32(
                __m128i(half{static_cast<long long>(x[2]), static_cast<long long>(x[3])}),
                __m128i(half{static_cast<long long>(y[2]), static_cast<long long>(y[3])})));
            r = native{static_cast<std::uint64_t>(lo[0]), static_cast<std::uint64_t>(lo[1]),
                       static_cast<std::uint64_t>(hi[0]), static_cast<std::uint64_t>(hi[1])};
#endif
        }
        return {
            simd(reinterpret_cast<const std::uint64_t*>(&r), std::experimental::element_aligned)};
#else
        const simd low(0xFFFFFFFFu);
        return {(a.v & low) * (b.v & low)};
#endif
    }
    template <int K>
    ARGON2_INLINE friend stdsimd_vector rotr(stdsimd_vector a) noexcept {
        return {(a.v >> K) | (a.v << (64 - K))};
    }

    // Lane moves: gnu_shuffle.hpp says why through the GNU vector types.
    using native = std::conditional_t<N == 4, gnu_u64x4, gnu_u64x8>;

    // index(i) < N picks x[index], else y[index - N].
    template <class Index>
    ARGON2_INLINE static stdsimd_vector shuffle(const simd& x, const simd& y, Index) noexcept {
        return {gnu_shuffle<native, Index>(x, y, std::make_index_sequence<N>{})};
    }

    template <int K>
    ARGON2_INLINE friend stdsimd_vector rotate_quads(stdsimd_vector a) noexcept {
        struct index {
            constexpr std::size_t operator()(std::size_t i) const {
                return i / 4 * 4 + (i + K) % 4;
            }
        };
        return shuffle(a.v, a.v, index{});
    }
    ARGON2_INLINE friend stdsimd_vector swap_pairs(stdsimd_vector a) noexcept {
        struct index {
            constexpr std::size_t operator()(std::size_t i) const { return i ^ 1; }
        };
        return shuffle(a.v, a.v, index{});
    }
    ARGON2_INLINE friend stdsimd_vector blend_odd(stdsimd_vector p, stdsimd_vector q) noexcept {
        struct index {
            constexpr std::size_t operator()(std::size_t i) const { return i % 2 ? N + i : i; }
        };
        return shuffle(p.v, q.v, index{});
    }
    ARGON2_INLINE friend stdsimd_vector low_quads(stdsimd_vector x, stdsimd_vector y) noexcept {
        struct index {
            constexpr std::size_t operator()(std::size_t i) const { return i < 4 ? i : N + i - 4; }
        };
        return shuffle(x.v, y.v, index{});
    }
    ARGON2_INLINE friend stdsimd_vector high_quads(stdsimd_vector x, stdsimd_vector y) noexcept {
        struct index {
            constexpr std::size_t operator()(std::size_t i) const { return i < 4 ? 4 + i : N + i; }
        };
        return shuffle(x.v, y.v, index{});
    }
};

ARGON2_END_ISA_NAMESPACE
