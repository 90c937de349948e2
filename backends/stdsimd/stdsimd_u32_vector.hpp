// u32_vector over std::experimental::simd (libstdc++ 12), the twin of stdsimd_vector.hpp for
// 32-bit lanes. Compiled per ISA with that ISA's -m flags; lane moves go through the compiler's
// portable vector shuffle (gnu_shuffle.hpp: std::simd has no permute).
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/u32_vector_concept.hpp"
#include "gnu_shuffle.hpp"

#include <experimental/simd>
#include <type_traits>
#include <utility>

ARGON2_BEGIN_ISA_NAMESPACE

// Declared outside the template: GCC 12 drops a vector_size attribute that depends on a
// template parameter.
using gnu_u32x4 = std::uint32_t __attribute__((vector_size(16)));
using gnu_u32x8 = std::uint32_t __attribute__((vector_size(32)));
using gnu_u32x16 = std::uint32_t __attribute__((vector_size(64)));

template <std::size_t N>
struct stdsimd_u32_vector {
    using simd = std::experimental::fixed_size_simd<std::uint32_t, static_cast<int>(N)>;
    using native =
        std::conditional_t<N == 4, gnu_u32x4, std::conditional_t<N == 8, gnu_u32x8, gnu_u32x16>>;
    static constexpr std::size_t lanes = N;
    simd v;

    ARGON2_INLINE static stdsimd_u32_vector load(const std::uint32_t* p) noexcept {
        return {simd(p, std::experimental::element_aligned)};
    }
    ARGON2_INLINE void store(std::uint32_t* p) const noexcept {
        v.copy_to(p, std::experimental::element_aligned);
    }

    ARGON2_INLINE friend stdsimd_u32_vector operator+(stdsimd_u32_vector a,
                                                      stdsimd_u32_vector b) noexcept {
        return {a.v + b.v};
    }
    ARGON2_INLINE friend stdsimd_u32_vector operator^(stdsimd_u32_vector a,
                                                      stdsimd_u32_vector b) noexcept {
        return {a.v ^ b.v};
    }
    template <int K>
    ARGON2_INLINE friend stdsimd_u32_vector rotl(stdsimd_u32_vector a) noexcept {
        return {(a.v << K) | (a.v >> (32 - K))};
    }
#if defined(__AVX512VL__)
    // The lone chain's y ^ (x <<< K) (u32_vector_concept.hpp): two shifts and one vpternlogd.
    // The empty asm hides that the halves form a rotation, which both compilers would otherwise
    // turn back into vprold + vpxor.
    template <int K>
    ARGON2_INLINE friend stdsimd_u32_vector xor_rotl(stdsimd_u32_vector y,
                                                     stdsimd_u32_vector x) noexcept {
        native high;
        (x.v << K).copy_to(reinterpret_cast<std::uint32_t*>(&high),
                           std::experimental::element_aligned);
        asm("" : "+v"(high));
        const simd high_half(reinterpret_cast<const std::uint32_t*>(&high),
                             std::experimental::element_aligned);
        return {y.v ^ (high_half | (x.v >> (32 - K)))};
    }
#endif

    // index(i) < N picks x[index], else y[index - N].
    template <class Index>
    ARGON2_INLINE static stdsimd_u32_vector shuffle(const simd& x, const simd& y, Index) noexcept {
        return {gnu_shuffle<native, Index>(x, y, std::make_index_sequence<N>{})};
    }

    template <int K>
    ARGON2_INLINE friend stdsimd_u32_vector rotate_quads(stdsimd_u32_vector a) noexcept {
        struct index {
            constexpr std::size_t operator()(std::size_t i) const {
                return i / 4 * 4 + (i + K) % 4;
            }
        };
        return shuffle(a.v, a.v, index{});
    }
    template <unsigned Mask>
    ARGON2_INLINE friend stdsimd_u32_vector blend_quads(stdsimd_u32_vector p,
                                                        stdsimd_u32_vector q) noexcept {
        struct index {
            constexpr std::size_t operator()(std::size_t i) const {
                return (Mask >> (i % 4)) & 1 ? N + i : i;
            }
        };
        return shuffle(p.v, q.v, index{});
    }
};

ARGON2_END_ISA_NAMESPACE
