// u64_vector over Google Highway (1.0.3 to 1.3.0), for whichever target Highway is
// compiling (backends/highway/highway_sets.cpp includes this once per target, inside
// HWY_NAMESPACE): one full vector where the target has 256 or 512 bits (4 or 8 lanes), a pair
// of 128-bit vectors making 4 lanes where it has 128 (SSSE3, SSE4, NEON, WASM, EMU128).
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_HIGHWAY_HIGHWAY_VECTOR_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_HIGHWAY_HIGHWAY_VECTOR_HPP
#undef ARGON2_BACKENDS_HIGHWAY_HIGHWAY_VECTOR_HPP
#else
#define ARGON2_BACKENDS_HIGHWAY_HIGHWAY_VECTOR_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "backends/generic/vector_concept.hpp"

#include <hwy/highway.h>

ARGON2_BEGIN_ISA_NAMESPACE

namespace hn = hwy::HWY_NAMESPACE;

// One vector of all N lanes (AVX2: 4, AVX3: 8).
template <std::size_t N>
struct highway_vector {
    using D = hn::Simd<std::uint64_t, N, 0>;
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

// Four lanes in two 128-bit vectors, like the WASM adapter (backends/wasm/). The 16-, 24- and
// 32-bit rotates are byte shuffles, which every 128-bit target has (pshufb, tbl, i8x16.swizzle)
// and Highway's RotateRight (two shifts and an or) does not use.
struct highway_pair {
    using D = hn::Full128<std::uint64_t>;
    using V = hn::Vec<D>;
    static constexpr std::size_t lanes = 4;
#if HWY_TARGET == HWY_SVE2_128
    // SVE's vector types are sizeless and cannot be members; GCC's fixed-length type for the
    // same registers can, with -msve-vector-bits=128 (kernel_sets.txt), and Highway runs
    // this target only where vectors are 128 bits (hwy/targets.cc).
    using stored = svuint64_t __attribute__((arm_sve_vector_bits(128)));
#else
    using stored = V;
#endif
    stored low_lanes;   // lanes 0, 1
    stored high_lanes;  // lanes 2, 3

    // Written out, not implicit: GCC defines an implicit constructor outside the target's
    // attribute region, where aarch64 refuses to inline Highway's vector constructor into it.
    ARGON2_INLINE highway_pair() noexcept {}
    ARGON2_INLINE highway_pair(V l, V h) noexcept : low_lanes(l), high_lanes(h) {}
    ARGON2_INLINE V lo() const noexcept { return low_lanes; }
    ARGON2_INLINE V hi() const noexcept { return high_lanes; }

    ARGON2_INLINE static highway_pair load(const std::uint64_t* p) noexcept {
        return {hn::LoadU(D(), p), hn::LoadU(D(), p + 2)};
    }
    ARGON2_INLINE void store(std::uint64_t* p) const noexcept {
        hn::StoreU(lo(), D(), p);
        hn::StoreU(hi(), D(), p + 2);
    }

    ARGON2_INLINE friend highway_pair operator+(highway_pair a, highway_pair b) noexcept {
        return {hn::Add(a.lo(), b.lo()), hn::Add(a.hi(), b.hi())};
    }
    ARGON2_INLINE friend highway_pair operator^(highway_pair a, highway_pair b) noexcept {
        return {hn::Xor(a.lo(), b.lo()), hn::Xor(a.hi(), b.hi())};
    }
    ARGON2_INLINE static V mul_lo(V a, V b) noexcept {
        const hn::Repartition<std::uint32_t, D> d32;
        return hn::MulEven(hn::BitCast(d32, a), hn::BitCast(d32, b));
    }
    ARGON2_INLINE friend highway_pair mul_lo(highway_pair a, highway_pair b) noexcept {
        return {mul_lo(a.lo(), b.lo()), mul_lo(a.hi(), b.hi())};
    }
    template <int K>
    ARGON2_INLINE static V rotr(V x) noexcept {
        if constexpr (K == 63) {
            return hn::Xor(hn::ShiftRight<63>(x), hn::Add(x, x));
        } else if constexpr (HWY_TARGET == HWY_WASM) {
            // Highway 1.0.3 emulates TableLookupBytes on WASM one byte at a time (it keeps
            // i8x16.swizzle off for old engines), six times slower in all; 1.3.0 emits
            // i8x16.swizzle, a general byte shuffle that engines lower to several
            // instructions. Either way: the 32-bit halves swap as 32-bit lanes, the other
            // rotates are two shifts and an or.
            if constexpr (K == 32) {
                const hn::Repartition<std::uint32_t, D> d32;
                return hn::BitCast(D(), hn::Shuffle2301(hn::BitCast(d32, x)));
            } else {
                return hn::RotateRight<K>(x);
            }
        } else {
            // Byte i of the result is byte (i + K/8) mod 8 of the same 64-bit lane.
            const hn::Repartition<std::uint8_t, D> d8;
            alignas(16) static constexpr std::uint8_t index[16] = {
                (0 + K / 8) % 8,     (1 + K / 8) % 8,     (2 + K / 8) % 8,     (3 + K / 8) % 8,
                (4 + K / 8) % 8,     (5 + K / 8) % 8,     (6 + K / 8) % 8,     (7 + K / 8) % 8,
                8 + (0 + K / 8) % 8, 8 + (1 + K / 8) % 8, 8 + (2 + K / 8) % 8, 8 + (3 + K / 8) % 8,
                8 + (4 + K / 8) % 8, 8 + (5 + K / 8) % 8, 8 + (6 + K / 8) % 8, 8 + (7 + K / 8) % 8};
            static_assert(K % 8 == 0);
            return hn::BitCast(D(), hn::TableLookupBytes(hn::BitCast(d8, x), hn::Load(d8, index)));
        }
    }
    template <int K>
    ARGON2_INLINE friend highway_pair rotr(highway_pair a) noexcept {
        return {rotr<K>(a.lo()), rotr<K>(a.hi())};
    }

    template <int K>
    ARGON2_INLINE friend highway_pair rotate_quads(highway_pair a) noexcept {
        // CombineShiftRightBytes<8>(d, x, y) is (y[1], x[0]).
        if constexpr (K == 1) {
            return {hn::CombineShiftRightBytes<8>(D(), a.hi(), a.lo()),
                    hn::CombineShiftRightBytes<8>(D(), a.lo(), a.hi())};
        } else if constexpr (K == 2) {
            return {a.hi(), a.lo()};
        } else {
            static_assert(K == 3);
            return {hn::CombineShiftRightBytes<8>(D(), a.lo(), a.hi()),
                    hn::CombineShiftRightBytes<8>(D(), a.hi(), a.lo())};
        }
    }
    ARGON2_INLINE friend highway_pair swap_pairs(highway_pair a) noexcept {
        return {hn::Shuffle01(a.lo()), hn::Shuffle01(a.hi())};
    }
    ARGON2_INLINE friend highway_pair blend_odd(highway_pair p, highway_pair q) noexcept {
        return {hn::OddEven(q.lo(), p.lo()), hn::OddEven(q.hi(), p.hi())};
    }
};

// The adapter for the target being compiled.
constexpr std::size_t highway_lanes = hn::MaxLanes(hn::ScalableTag<std::uint64_t>());
using highway_u64 = std::conditional_t<(highway_lanes >= 4),
                                       highway_vector<(highway_lanes >= 8 ? 8 : 4)>, highway_pair>;

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_HIGHWAY_HIGHWAY_VECTOR_HPP
