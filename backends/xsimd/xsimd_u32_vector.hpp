// u32_vector over xsimd (8.1 to 14: xsimd_constants.hpp), the twin of xsimd_vector.hpp for 32-bit
// lanes: the architecture follows the lane count (4: SSE4.2, 8: AVX2, 16: AVX-512BW), all within
// the translation unit's -m flags. xsimd 8.1 has no rotate and no two-source shuffle: rotates are
// two shifts and an or, lane rotations a swizzle, blends a select on a constant mask.
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/u32_vector_concept.hpp"

#include "backends/x86/intrinsics.hpp"  // <immintrin.h>, before xsimd includes it

#include "backends/xsimd/xsimd_constants.hpp"

#include <type_traits>
#include <utility>

ARGON2_BEGIN_ISA_NAMESPACE

template <std::size_t N>
using xsimd_u32_arch = std::conditional_t<N == 4, xsimd::sse4_2,
                                          std::conditional_t<N == 8, xsimd::avx2, xsimd::avx512bw>>;

template <std::size_t N>
struct xsimd_u32_vector {
    using batch = xsimd::batch<std::uint32_t, xsimd_u32_arch<N>>;
    static_assert(batch::size == N);
    static constexpr std::size_t lanes = N;
    batch v;

    ARGON2_INLINE static xsimd_u32_vector load(const std::uint32_t* p) noexcept {
        return {batch::load_unaligned(p)};
    }
    ARGON2_INLINE void store(std::uint32_t* p) const noexcept { v.store_unaligned(p); }

    ARGON2_INLINE friend xsimd_u32_vector operator+(xsimd_u32_vector a,
                                                    xsimd_u32_vector b) noexcept {
        return {a.v + b.v};
    }
    ARGON2_INLINE friend xsimd_u32_vector operator^(xsimd_u32_vector a,
                                                    xsimd_u32_vector b) noexcept {
        return {a.v ^ b.v};
    }
    template <int K>
    ARGON2_INLINE friend xsimd_u32_vector rotl(xsimd_u32_vector a) noexcept {
        return {(a.v << K) | (a.v >> (32 - K))};
    }
#if defined(__AVX512VL__)
    // The lone chain's y ^ (x <<< K) (u32_vector_concept.hpp): two shifts and one vpternlogd.
    // The empty asm hides that the halves form a rotation, which the compilers would otherwise
    // turn back into vprold + vpxor.
    template <int K>
    ARGON2_INLINE friend xsimd_u32_vector xor_rotl(xsimd_u32_vector y,
                                                   xsimd_u32_vector x) noexcept {
        typename batch::register_type high = x.v << K;
        asm("" : "+v"(high));
        return {y.v ^ (batch(high) | (x.v >> (32 - K)))};
    }
#endif

    template <int K, std::size_t... I>
    ARGON2_INLINE static batch rotated(batch x, std::index_sequence<I...>) noexcept {
        return xsimd::swizzle(
            x, xsimd_lanes<std::uint32_t, xsimd_u32_arch<N>,
                           static_cast<std::uint32_t>(I / 4 * 4 + (I + K) % 4)...>());
    }
    template <int K>
    ARGON2_INLINE friend xsimd_u32_vector rotate_quads(xsimd_u32_vector a) noexcept {
        return {rotated<K>(a.v, std::make_index_sequence<N>{})};
    }

    template <unsigned Mask, std::size_t... I>
    ARGON2_INLINE static batch blended(batch p, batch q, std::index_sequence<I...>) noexcept {
        return xsimd::select(
            xsimd_lane_mask<std::uint32_t, xsimd_u32_arch<N>, (((Mask >> (I % 4)) & 1) != 0)...>(),
            q, p);
    }
    template <unsigned Mask>
    ARGON2_INLINE friend xsimd_u32_vector blend_quads(xsimd_u32_vector p,
                                                      xsimd_u32_vector q) noexcept {
        return {blended<Mask>(p.v, q.v, std::make_index_sequence<N>{})};
    }
};

ARGON2_END_ISA_NAMESPACE
