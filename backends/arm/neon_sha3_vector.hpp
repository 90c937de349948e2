// u64_vector for AArch64 Advanced SIMD with FEAT_SHA3 (Armv8.2+; Apple M1 and later, Neoverse
// V1/N2, Graviton 3 and later): four lanes as a pair of 128-bit registers. What SHA3 adds is
// xar, xor then rotate in one instruction, which is exactly the round's d = rotr(d ^ a, k);
// plain NEON needs a byte table lookup (16, 24), a 32-bit lane reversal (32) or two shifts and
// an or (63) after the eor. The file is compiled with -march=armv8.2-a+sha3 and dispatch runs
// it only where the kernel reports HWCAP_SHA3 (src/engine/cpu_checks.hpp).
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/arm/neon_pair.hpp"
#include "backends/generic/vector_concept.hpp"

#include <arm_neon.h>

#if !defined(__ARM_FEATURE_SHA3)
#error "neon_sha3_vector.hpp needs the SHA3 extension (-march=armv8.2-a+sha3)"
#endif

ARGON2_BEGIN_ISA_NAMESPACE

struct neon_sha3_vector : neon_pair<neon_sha3_vector> {
    // The four low halves gathered into one register (uzp1), then one widening multiply per
    // pair of lanes: four instructions for four lanes, where narrowing each register (xtn)
    // would take six.
    ARGON2_INLINE friend neon_sha3_vector mul_lo(neon_sha3_vector a, neon_sha3_vector b) noexcept {
        const uint32x4_t a_low =
            vuzp1q_u32(vreinterpretq_u32_u64(a.lo), vreinterpretq_u32_u64(a.hi));
        const uint32x4_t b_low =
            vuzp1q_u32(vreinterpretq_u32_u64(b.lo), vreinterpretq_u32_u64(b.hi));
        return make(vmull_u32(vget_low_u32(a_low), vget_low_u32(b_low)),
                    vmull_high_u32(a_low, b_low));
    }
    // rotr(x ^ y, K) in one instruction per register: the round's every rotate (generic/round.hpp
    // asks for this fused form where an adapter has it).
    template <int K>
    ARGON2_INLINE static neon_sha3_vector xor_rotr(neon_sha3_vector x,
                                                   neon_sha3_vector y) noexcept {
        return make(vxarq_u64(x.lo, y.lo, K), vxarq_u64(x.hi, y.hi, K));
    }
    template <int K>
    ARGON2_INLINE friend neon_sha3_vector rotr(neon_sha3_vector a) noexcept {
        const uint64x2_t zero = vdupq_n_u64(0);
        return make(vxarq_u64(a.lo, zero, K), vxarq_u64(a.hi, zero, K));
    }
    ARGON2_INLINE friend neon_sha3_vector blend_odd(neon_sha3_vector p,
                                                    neon_sha3_vector q) noexcept {
        return make(vcopyq_laneq_u64(p.lo, 1, q.lo, 1), vcopyq_laneq_u64(p.hi, 1, q.hi, 1));
    }
};

ARGON2_END_ISA_NAMESPACE
