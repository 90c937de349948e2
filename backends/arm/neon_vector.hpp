// u64_vector on plain Advanced SIMD (NEON), for 32-bit Arm (Armv7-A with NEON: Cortex-A7 and
// later, the Raspberry Pi 2 and up running a 32-bit system): four lanes as a pair of 128-bit
// registers, with only the intrinsics Armv7 has. libstdc++'s std::experimental::simd keeps
// 64-bit lanes scalar on 32-bit Arm, so the abstraction gives no vector kernel there. Compiled
// with -mfpu=neon; dispatch runs it only where the kernel reports HWCAP_NEON (Debian's armhf
// baseline, VFPv3-D16, does not promise NEON).
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/arm/neon_pair.hpp"
#include "backends/generic/vector_concept.hpp"

#include <arm_neon.h>

#if !defined(__ARM_NEON)
#error "neon_vector.hpp needs NEON (-mfpu=neon)"
#endif

ARGON2_BEGIN_ISA_NAMESPACE

struct neon_vector : neon_pair<neon_vector> {
    // Each lane's low half (vmovn), then one widening multiply per pair of lanes.
    ARGON2_INLINE friend neon_vector mul_lo(neon_vector a, neon_vector b) noexcept {
        return make(vmull_u32(vmovn_u64(a.lo), vmovn_u64(b.lo)),
                    vmull_u32(vmovn_u64(a.hi), vmovn_u64(b.hi)));
    }
    // A shift left, then shift right and insert (vsri): two instructions per register.
    template <int K>
    ARGON2_INLINE friend neon_vector rotr(neon_vector a) noexcept {
        return make(vsriq_n_u64(vshlq_n_u64(a.lo, 64 - K), a.lo, K),
                    vsriq_n_u64(vshlq_n_u64(a.hi, 64 - K), a.hi, K));
    }
    ARGON2_INLINE friend neon_vector blend_odd(neon_vector p, neon_vector q) noexcept {
        return make(vcombine_u64(vget_low_u64(p.lo), vget_high_u64(q.lo)),
                    vcombine_u64(vget_low_u64(p.hi), vget_high_u64(q.hi)));
    }
};

ARGON2_END_ISA_NAMESPACE
