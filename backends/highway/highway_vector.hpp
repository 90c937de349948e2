// u64_vector over Google Highway (Debian's libhwy 1.0.3), statically dispatched: the translation
// unit is compiled with one ISA's flags, so HWY_STATIC_TARGET is that ISA and hn:: is its ops.
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/vector_concept.hpp"

#include <hwy/highway.h>

#include <type_traits>

ARGON2_BEGIN_ISA_NAMESPACE

namespace hn = hwy::HWY_NAMESPACE;

template <std::size_t N>
struct highway_vector {
    using D = hn::Simd<std::uint64_t, N, 0>;  // N lanes: 8 on the AVX3 target, 4 on AVX2
    using V = hn::Vec<D>;
    static constexpr std::size_t lanes = N;
    V v;

    ARGON2_INLINE static highway_vector load(const std::uint64_t* p) noexcept {
        return {hn::LoadU(D(), p)};
    }
    ARGON2_INLINE void store(std::uint64_t* p) const noexcept { hn::StoreU(v, D(), p); }

    ARGON2_INLINE friend highway_vector operator+(highway_vector a, highway_vector b) noexcept {
        return {hn::Add(a.v, b.v)};
    }
    ARGON2_INLINE friend highway_vector operator^(highway_vector a, highway_vector b) noexcept {
        return {hn::Xor(a.v, b.v)};
    }
    ARGON2_INLINE friend highway_vector mul_lo(highway_vector a, highway_vector b) noexcept {
        // MulEven on 32-bit lanes multiplies lanes 0, 2, ...: the low halves of the u64 lanes.
        const hn::Repartition<std::uint32_t, D> d32;
        return {hn::MulEven(hn::BitCast(d32, a.v), hn::BitCast(d32, b.v))};
    }
    template <int K>
    ARGON2_INLINE friend highway_vector rotr(highway_vector a) noexcept {
        return {hn::RotateRight<K>(a.v)};
    }

    template <int K>
    ARGON2_INLINE friend highway_vector rotate_quads(highway_vector a) noexcept {
        alignas(64) static constexpr std::int64_t index[8] = {
            (0 + K) % 4,     (1 + K) % 4,     (2 + K) % 4,     (3 + K) % 4,
            4 + (0 + K) % 4, 4 + (1 + K) % 4, 4 + (2 + K) % 4, 4 + (3 + K) % 4};
        return {hn::TableLookupLanes(a.v, hn::SetTableIndices(D(), index))};
    }
    ARGON2_INLINE friend highway_vector swap_pairs(highway_vector a) noexcept {
        return {hn::Shuffle01(a.v)};
    }
    ARGON2_INLINE friend highway_vector blend_odd(highway_vector p, highway_vector q) noexcept {
        return {hn::OddEven(q.v, p.v)};  // OddEven(odd, even): odd lanes from its first argument
    }
    ARGON2_INLINE friend highway_vector low_quads(highway_vector x, highway_vector y) noexcept {
        return {hn::ConcatLowerLower(D(), y.v, x.v)};
    }
    ARGON2_INLINE friend highway_vector high_quads(highway_vector x, highway_vector y) noexcept {
        return {hn::ConcatUpperUpper(D(), y.v, x.v)};
    }
};

ARGON2_END_ISA_NAMESPACE
