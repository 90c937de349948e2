// u64_vector over xsimd (8.1 to 14: xsimd_constants.hpp), one architecture per translation unit:
// the file is compiled with that ISA's -m flags and names the matching xsimd architecture in
// ARGON2_VECTOR (xsimd_vector<xsimd::avx512bw> or <xsimd::avx2>: backends/meson.build). xsimd 8.1
// has no rotate and no two-source shuffle: rotates are written as two shifts and an or, and the N =
// 8 quad moves as a swizzle and a select. clang 19 turns both back into single instructions
// (vprorq, vshufi64x2): read with objdump, both xsimd kernels match std::simd's instruction for
// instruction (docs/decisions.md#xsimd-kernel).
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/vector_concept.hpp"

#include "backends/x86/intrinsics.hpp"  // <immintrin.h>, before xsimd includes it

#include "backends/xsimd/xsimd_constants.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

template <class Arch>
struct xsimd_vector {
    using batch = xsimd::batch<std::uint64_t, Arch>;
    static constexpr std::size_t lanes = batch::size;
    batch v;

    // Compile-time lane patterns of this width.
    template <std::uint64_t... I>
    using lanes_from = xsimd_lanes<std::uint64_t, Arch, I...>;
    template <bool... B>
    using lane_mask = xsimd_lane_mask<std::uint64_t, Arch, B...>;

    ARGON2_INLINE static xsimd_vector load(const std::uint64_t* p) noexcept {
        return {batch::load_unaligned(p)};
    }
    ARGON2_INLINE void store(std::uint64_t* p) const noexcept { v.store_unaligned(p); }

    ARGON2_INLINE friend xsimd_vector operator+(xsimd_vector a, xsimd_vector b) noexcept {
        return {a.v + b.v};
    }
    ARGON2_INLINE friend xsimd_vector operator^(xsimd_vector a, xsimd_vector b) noexcept {
        return {a.v ^ b.v};
    }
    ARGON2_INLINE friend xsimd_vector mul_lo(xsimd_vector a, xsimd_vector b) noexcept {
        // Products of values below 2^32: the compiler knows the high halves are zero and
        // emits the 32x32->64 multiply (vpmuludq).
        const batch low(0xFFFFFFFFu);
        return {(a.v & low) * (b.v & low)};
    }
    template <int K>
    ARGON2_INLINE friend xsimd_vector rotr(xsimd_vector a) noexcept {
        return {(a.v >> K) | (a.v << (64 - K))};
    }

    template <int K>
    ARGON2_INLINE friend xsimd_vector rotate_quads(xsimd_vector a) noexcept {
        if constexpr (lanes == 4) {
            return {xsimd::swizzle(
                a.v, lanes_from<(0 + K) % 4, (1 + K) % 4, (2 + K) % 4, (3 + K) % 4>())};
        } else {
            return {xsimd::swizzle(
                a.v, lanes_from<(0 + K) % 4, (1 + K) % 4, (2 + K) % 4, (3 + K) % 4, 4 + (0 + K) % 4,
                                4 + (1 + K) % 4, 4 + (2 + K) % 4, 4 + (3 + K) % 4>())};
        }
    }
    ARGON2_INLINE friend xsimd_vector swap_pairs(xsimd_vector a) noexcept {
        if constexpr (lanes == 4) {
            return {xsimd::swizzle(a.v, lanes_from<1, 0, 3, 2>())};
        } else {
            return {xsimd::swizzle(a.v, lanes_from<1, 0, 3, 2, 5, 4, 7, 6>())};
        }
    }
    ARGON2_INLINE friend xsimd_vector blend_odd(xsimd_vector p, xsimd_vector q) noexcept {
        if constexpr (lanes == 4) {
            return {xsimd::select(lane_mask<false, true, false, true>(), q.v, p.v)};
        } else {
            return {xsimd::select(lane_mask<false, true, false, true, false, true, false, true>(),
                                  q.v, p.v)};
        }
    }
    // N = 8 only: the first quads of x and y, and the second ones.
    ARGON2_INLINE friend xsimd_vector low_quads(xsimd_vector x, xsimd_vector y) noexcept {
        const batch y_first = xsimd::swizzle(y.v, lanes_from<4, 5, 6, 7, 0, 1, 2, 3>());
        return {xsimd::select(lane_mask<true, true, true, true, false, false, false, false>(), x.v,
                              y_first)};
    }
    ARGON2_INLINE friend xsimd_vector high_quads(xsimd_vector x, xsimd_vector y) noexcept {
        const batch x_second = xsimd::swizzle(x.v, lanes_from<4, 5, 6, 7, 0, 1, 2, 3>());
        return {xsimd::select(lane_mask<true, true, true, true, false, false, false, false>(),
                              x_second, y.v)};
    }
};

ARGON2_END_ISA_NAMESPACE
