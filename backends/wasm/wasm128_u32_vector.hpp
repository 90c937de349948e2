// u32_vector for WebAssembly SIMD128: one v128 of four 32-bit lanes (one Salsa20 block's
// diagonal). Rotates are two shifts and an or (SIMD128 has no rotate); lane rotations and
// blends are i32x4 shuffles, which engines map to one shuffle instruction.
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/u32_vector_concept.hpp"

#include <wasm_simd128.h>

ARGON2_BEGIN_ISA_NAMESPACE

template <std::size_t N>
struct wasm128_u32_vector {
    static_assert(N == 4, "SIMD128 holds one block's diagonal");
    static constexpr std::size_t lanes = 4;
    v128_t v;

    ARGON2_INLINE static wasm128_u32_vector load(const std::uint32_t* p) noexcept {
        return {wasm_v128_load(p)};
    }
    ARGON2_INLINE void store(std::uint32_t* p) const noexcept { wasm_v128_store(p, v); }

    ARGON2_INLINE friend wasm128_u32_vector operator+(wasm128_u32_vector a,
                                                      wasm128_u32_vector b) noexcept {
        return {wasm_i32x4_add(a.v, b.v)};
    }
    ARGON2_INLINE friend wasm128_u32_vector operator^(wasm128_u32_vector a,
                                                      wasm128_u32_vector b) noexcept {
        return {wasm_v128_xor(a.v, b.v)};
    }
    template <int K>
    ARGON2_INLINE friend wasm128_u32_vector rotl(wasm128_u32_vector a) noexcept {
        return {wasm_v128_or(wasm_i32x4_shl(a.v, K), wasm_u32x4_shr(a.v, 32 - K))};
    }
    template <int K>
    ARGON2_INLINE friend wasm128_u32_vector rotate_quads(wasm128_u32_vector a) noexcept {
        return {wasm_i32x4_shuffle(a.v, a.v, K % 4, (1 + K) % 4, (2 + K) % 4, (3 + K) % 4)};
    }
    template <unsigned Mask>
    ARGON2_INLINE friend wasm128_u32_vector blend_quads(wasm128_u32_vector p,
                                                        wasm128_u32_vector q) noexcept {
        return {wasm_i32x4_shuffle(p.v, q.v, Mask & 1 ? 4 : 0, Mask & 2 ? 5 : 1, Mask & 4 ? 6 : 2,
                                   Mask & 8 ? 7 : 3)};
    }
};

ARGON2_END_ISA_NAMESPACE
