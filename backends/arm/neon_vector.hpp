// u64_vector on plain Advanced SIMD (NEON), for 32-bit Arm (Armv7-A with NEON: Cortex-A7 and
// later, the Raspberry Pi 2 and up running a 32-bit system): four lanes as a pair of 128-bit
// registers, with only the intrinsics Armv7 has. libstdc++'s std::experimental::simd keeps
// 64-bit lanes scalar on 32-bit Arm, so the abstraction gives no vector kernel there. Compiled
// with -mfpu=neon; dispatch runs it only where the kernel reports HWCAP_NEON (Debian's armhf
// baseline, VFPv3-D16, does not promise NEON).
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/vector_concept.hpp"

#include <arm_neon.h>

#if !defined(__ARM_NEON)
#error "neon_vector.hpp needs NEON (-mfpu=neon)"
#endif

ARGON2_BEGIN_ISA_NAMESPACE

struct neon_vector {
    static constexpr std::size_t lanes = 4;
    uint64x2_t lo;  // lanes 0, 1
    uint64x2_t hi;  // lanes 2, 3

    ARGON2_INLINE static neon_vector load(const std::uint64_t* p) noexcept {
        return {vld1q_u64(p), vld1q_u64(p + 2)};
    }
    ARGON2_INLINE void store(std::uint64_t* p) const noexcept {
        vst1q_u64(p, lo);
        vst1q_u64(p + 2, hi);
    }

    ARGON2_INLINE friend neon_vector operator+(neon_vector a, neon_vector b) noexcept {
        return {vaddq_u64(a.lo, b.lo), vaddq_u64(a.hi, b.hi)};
    }
    ARGON2_INLINE friend neon_vector operator^(neon_vector a, neon_vector b) noexcept {
        return {veorq_u64(a.lo, b.lo), veorq_u64(a.hi, b.hi)};
    }
    // Each lane's low half (vmovn), then one widening multiply per pair of lanes.
    ARGON2_INLINE friend neon_vector mul_lo(neon_vector a, neon_vector b) noexcept {
        return {vmull_u32(vmovn_u64(a.lo), vmovn_u64(b.lo)),
                vmull_u32(vmovn_u64(a.hi), vmovn_u64(b.hi))};
    }
    // A shift left, then shift right and insert (vsri): two instructions per register.
    template <int K>
    ARGON2_INLINE friend neon_vector rotr(neon_vector a) noexcept {
        return {vsriq_n_u64(vshlq_n_u64(a.lo, 64 - K), a.lo, K),
                vsriq_n_u64(vshlq_n_u64(a.hi, 64 - K), a.hi, K)};
    }

    template <int K>
    ARGON2_INLINE friend neon_vector rotate_quads(neon_vector a) noexcept {
        // vextq_u64(x, y, 1) is (x[1], y[0]).
        if constexpr (K == 1) {
            return {vextq_u64(a.lo, a.hi, 1), vextq_u64(a.hi, a.lo, 1)};
        } else if constexpr (K == 2) {
            return {a.hi, a.lo};
        } else {
            static_assert(K == 3);
            return {vextq_u64(a.hi, a.lo, 1), vextq_u64(a.lo, a.hi, 1)};
        }
    }
    ARGON2_INLINE friend neon_vector swap_pairs(neon_vector a) noexcept {
        return {vextq_u64(a.lo, a.lo, 1), vextq_u64(a.hi, a.hi, 1)};
    }
    ARGON2_INLINE friend neon_vector blend_odd(neon_vector p, neon_vector q) noexcept {
        return {vcombine_u64(vget_low_u64(p.lo), vget_high_u64(q.lo)),
                vcombine_u64(vget_low_u64(p.hi), vget_high_u64(q.hi))};
    }
};

ARGON2_END_ISA_NAMESPACE
