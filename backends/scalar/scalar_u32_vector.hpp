// u32_vector over plain lanes: the portable Salsa20 core, built without ISA flags. The compiler
// sees through the lane array (every index is a constant once the core is unrolled), so the
// lane rotations and blends become register renames.
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/u32_vector_concept.hpp"

#include <bit>
#include <cstddef>
#include <cstdint>

ARGON2_BEGIN_ISA_NAMESPACE

template <std::size_t N>
struct scalar_u32_vector {
    static constexpr std::size_t lanes = N;
    static constexpr bool lanes_are_integers = true;  // u32_vector_concept.hpp
    std::uint32_t v[N];

    ARGON2_INLINE static scalar_u32_vector load(const std::uint32_t* p) noexcept {
        scalar_u32_vector r;
        ARGON2_UNROLL for (std::size_t i = 0; i < N; ++i) r.v[i] = p[i];
        return r;
    }
    ARGON2_INLINE void store(std::uint32_t* p) const noexcept {
        ARGON2_UNROLL for (std::size_t i = 0; i < N; ++i) p[i] = v[i];
    }
    template <class F>
    ARGON2_INLINE static scalar_u32_vector each(F f) noexcept {
        scalar_u32_vector r;
        ARGON2_UNROLL for (std::size_t i = 0; i < N; ++i) r.v[i] = f(i);
        return r;
    }

    ARGON2_INLINE friend scalar_u32_vector operator+(scalar_u32_vector a,
                                                     scalar_u32_vector b) noexcept {
        return each([&](std::size_t i) { return a.v[i] + b.v[i]; });
    }
    ARGON2_INLINE friend scalar_u32_vector operator^(scalar_u32_vector a,
                                                     scalar_u32_vector b) noexcept {
        return each([&](std::size_t i) { return a.v[i] ^ b.v[i]; });
    }
    template <int K>
    ARGON2_INLINE friend scalar_u32_vector rotl(scalar_u32_vector a) noexcept {
        return each([&](std::size_t i) { return std::rotl(a.v[i], K); });
    }
    template <int K>
    ARGON2_INLINE friend scalar_u32_vector rotate_quads(scalar_u32_vector a) noexcept {
        return each([&](std::size_t i) { return a.v[i / 4 * 4 + (i + K) % 4]; });
    }
    template <unsigned Mask>
    ARGON2_INLINE friend scalar_u32_vector blend_quads(scalar_u32_vector p,
                                                       scalar_u32_vector q) noexcept {
        return each([&](std::size_t i) { return (Mask >> (i % 4)) & 1 ? q.v[i] : p.v[i]; });
    }
};

ARGON2_END_ISA_NAMESPACE
