// u32_vector over Google Highway (1.0.3 to 1.3.0), for whichever target Highway is
// compiling (backends/highway/highway_sets.cpp includes this once per target, inside
// HWY_NAMESPACE): N lanes of 32 bits, N at most the target's (4 on 128-bit targets, 8 on AVX2,
// 16 on AVX3). Lane rotations within groups of four are Highway's Shuffle0321 / 1032 / 2103,
// which act on each 128-bit block; blends are IfThenElse on a constant mask.
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_HIGHWAY_HIGHWAY_U32_VECTOR_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_HIGHWAY_HIGHWAY_U32_VECTOR_HPP
#undef ARGON2_BACKENDS_HIGHWAY_HIGHWAY_U32_VECTOR_HPP
#else
#define ARGON2_BACKENDS_HIGHWAY_HIGHWAY_U32_VECTOR_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "backends/generic/u32_vector_concept.hpp"

#include <hwy/highway.h>

ARGON2_BEGIN_ISA_NAMESPACE

namespace hn = hwy::HWY_NAMESPACE;

template <std::size_t N>
struct highway_u32_vector {
    using D = hn::Simd<std::uint32_t, N, 0>;
    using V = hn::Vec<D>;
    static constexpr std::size_t lanes = N;
#if HWY_TARGET == HWY_SVE2_128
    // As in highway_vector.hpp's highway_pair: SVE's sizeless vector types cannot be members,
    // GCC's fixed-length type for the same registers can (-msve-vector-bits=128).
    using stored = svuint32_t __attribute__((arm_sve_vector_bits(128)));
#else
    using stored = V;
#endif
    stored value;

    // Written out, not implicit (see highway_pair).
    ARGON2_INLINE highway_u32_vector() noexcept {}
    ARGON2_INLINE highway_u32_vector(V v) noexcept : value(v) {}
    ARGON2_INLINE V v() const noexcept { return value; }

    ARGON2_INLINE static highway_u32_vector load(const std::uint32_t* p) noexcept {
        return {hn::LoadU(D(), p)};
    }
    ARGON2_INLINE void store(std::uint32_t* p) const noexcept { hn::StoreU(v(), D(), p); }

    ARGON2_INLINE friend highway_u32_vector operator+(highway_u32_vector a,
                                                      highway_u32_vector b) noexcept {
        return {hn::Add(a.v(), b.v())};
    }
    ARGON2_INLINE friend highway_u32_vector operator^(highway_u32_vector a,
                                                      highway_u32_vector b) noexcept {
        return {hn::Xor(a.v(), b.v())};
    }
    template <int K>
    ARGON2_INLINE friend highway_u32_vector rotl(highway_u32_vector a) noexcept {
        return {hn::RotateRight<32 - K>(a.v())};
    }
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
    // The lone chain's y ^ (x <<< K) (u32_vector_concept.hpp): two shifts and Xor3 (vpternlogd;
    // the halves are disjoint, so their or is their xor).
    template <int K>
    ARGON2_INLINE friend highway_u32_vector xor_rotl(highway_u32_vector y,
                                                     highway_u32_vector x) noexcept {
        return {hn::Xor3(y.v(), hn::ShiftLeft<K>(x.v()), hn::ShiftRight<32 - K>(x.v()))};
    }
#endif
    template <int K>
    ARGON2_INLINE friend highway_u32_vector rotate_quads(highway_u32_vector a) noexcept {
        if constexpr (K == 1) {
            return {hn::Shuffle0321(a.v())};  // lane i <- lane i + 1 (mod 4)
        } else if constexpr (K == 2) {
            return {hn::Shuffle1032(a.v())};
        } else {
            static_assert(K == 3);
            return {hn::Shuffle2103(a.v())};  // lane i <- lane i - 1 (mod 4)
        }
    }
    template <unsigned Mask>
    ARGON2_INLINE friend highway_u32_vector blend_quads(highway_u32_vector p,
                                                        highway_u32_vector q) noexcept {
        alignas(64) static constexpr std::uint32_t pick_q[16] = {
            Mask & 1 ? ~0u : 0u, Mask & 2 ? ~0u : 0u, Mask & 4 ? ~0u : 0u, Mask & 8 ? ~0u : 0u,
            Mask & 1 ? ~0u : 0u, Mask & 2 ? ~0u : 0u, Mask & 4 ? ~0u : 0u, Mask & 8 ? ~0u : 0u,
            Mask & 1 ? ~0u : 0u, Mask & 2 ? ~0u : 0u, Mask & 4 ? ~0u : 0u, Mask & 8 ? ~0u : 0u,
            Mask & 1 ? ~0u : 0u, Mask & 2 ? ~0u : 0u, Mask & 4 ? ~0u : 0u, Mask & 8 ? ~0u : 0u};
        return {hn::IfThenElse(hn::MaskFromVec(hn::Load(D(), pick_q)), q.v(), p.v())};
    }
};

// The keystream's lane count for the target being compiled: all of its 32-bit lanes, up to 16.
constexpr std::size_t highway_u32_lanes = hn::MaxLanes(hn::ScalableTag<std::uint32_t>()) >= 16
                                              ? 16
                                              : hn::MaxLanes(hn::ScalableTag<std::uint32_t>());

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_HIGHWAY_HIGHWAY_U32_VECTOR_HPP
