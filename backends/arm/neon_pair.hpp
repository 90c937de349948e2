// What the NEON adapters share: four 64-bit lanes as a pair of 128-bit registers, with the
// operations both Armv7 NEON and AArch64 Advanced SIMD spell the same way (loads and stores,
// + and ^, the quad rotations and pair swaps of the diagonal step). Each adapter derives from
// it and adds what its instruction set does better: the multiply and the rotations.
#pragma once

#include "backends/generic/vector_concept.hpp"
#include "backends/isa_namespace.hpp"

#include <arm_neon.h>

#include <cstddef>
#include <cstdint>

ARGON2_BEGIN_ISA_NAMESPACE

template <class Derived>
struct neon_pair {
    static constexpr std::size_t lanes = 4;
    uint64x2_t lo;  // lanes 0, 1
    uint64x2_t hi;  // lanes 2, 3

    ARGON2_INLINE static Derived make(uint64x2_t lo, uint64x2_t hi) noexcept {
        return Derived{{lo, hi}};
    }

    ARGON2_INLINE static Derived load(const std::uint64_t* p) noexcept {
        return make(vld1q_u64(p), vld1q_u64(p + 2));
    }
    ARGON2_INLINE void store(std::uint64_t* p) const noexcept {
        vst1q_u64(p, lo);
        vst1q_u64(p + 2, hi);
    }

    ARGON2_INLINE friend Derived operator+(Derived a, Derived b) noexcept {
        return make(vaddq_u64(a.lo, b.lo), vaddq_u64(a.hi, b.hi));
    }
    ARGON2_INLINE friend Derived operator^(Derived a, Derived b) noexcept {
        return make(veorq_u64(a.lo, b.lo), veorq_u64(a.hi, b.hi));
    }

    template <int K>
    ARGON2_INLINE friend Derived rotate_quads(Derived a) noexcept {
        // vextq_u64(x, y, 1) is (x[1], y[0]).
        if constexpr (K == 1) {
            return make(vextq_u64(a.lo, a.hi, 1), vextq_u64(a.hi, a.lo, 1));
        } else if constexpr (K == 2) {
            return make(a.hi, a.lo);
        } else {
            static_assert(K == 3);
            return make(vextq_u64(a.hi, a.lo, 1), vextq_u64(a.lo, a.hi, 1));
        }
    }
    ARGON2_INLINE friend Derived swap_pairs(Derived a) noexcept {
        return make(vextq_u64(a.lo, a.lo, 1), vextq_u64(a.hi, a.hi, 1));
    }
};

ARGON2_END_ISA_NAMESPACE
