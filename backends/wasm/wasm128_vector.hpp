// u64_vector for WebAssembly SIMD128: four lanes as a pair of v128 registers (two u64 each).
// Written for what V8 makes of it on x64. The round runs rolled (rolled_units): unrolled, its 64
// v128 of state against V8's 15 xmm registers made a compress function several times the size,
// mostly spills, and slower in every engine measured; two units in lockstep keep the chains
// side by side with little spilling. SIMD128 has no 64-bit rotate: by 32 it is a 32-bit shuffle
// (one pshufd); by 16 and 24 a byte swizzle with constant indices, all in range, which V8
// (node 20, Chromium 156) and SpiderMonkey compile to one pshufb with the mask kept in a
// register (as an i8x16.shuffle, V8 gave pshuflw + pshufhw for 16 and rebuilt the mask at every
// use for 24); by 63 add-and-shift. It has no 32x32->64 multiply of the even halves either:
// mul_lo gathers the low halves of all four lanes with one 32-bit shuffle per operand and
// multiplies them with the widening multiplies of both halves (i64x2.extmul_low/high_i32x4_u),
// where a shuffle per register and operand took 8 % more time per block in cache under node 20.
// docs/wasm.md has the figures.
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/vector_concept.hpp"

#include <wasm_simd128.h>

ARGON2_BEGIN_ISA_NAMESPACE

struct wasm128_vector {
    static constexpr std::size_t lanes = 4;
    static constexpr std::size_t rolled_units = 2;
    v128_t lo;  // lanes 0, 1
    v128_t hi;  // lanes 2, 3

    ARGON2_INLINE static wasm128_vector load(const std::uint64_t* p) noexcept {
        return {wasm_v128_load(p), wasm_v128_load(p + 2)};
    }
    ARGON2_INLINE void store(std::uint64_t* p) const noexcept {
        wasm_v128_store(p, lo);
        wasm_v128_store(p + 2, hi);
    }
    ARGON2_INLINE static wasm128_vector load_pair(const std::uint64_t* p,
                                                  const std::uint64_t* q) noexcept {
        return {wasm_v128_load(p), wasm_v128_load(q)};
    }
    ARGON2_INLINE void store_pair(std::uint64_t* p, std::uint64_t* q) const noexcept {
        wasm_v128_store(p, lo);
        wasm_v128_store(q, hi);
    }

    ARGON2_INLINE friend wasm128_vector operator+(wasm128_vector a, wasm128_vector b) noexcept {
        return {wasm_i64x2_add(a.lo, b.lo), wasm_i64x2_add(a.hi, b.hi)};
    }
    ARGON2_INLINE friend wasm128_vector operator^(wasm128_vector a, wasm128_vector b) noexcept {
        return {wasm_v128_xor(a.lo, b.lo), wasm_v128_xor(a.hi, b.hi)};
    }
    ARGON2_INLINE friend wasm128_vector mul_lo(wasm128_vector a, wasm128_vector b) noexcept {
        // 32-bit lanes 0 and 2 of each register are the low halves of its two 64-bit lanes.
        const v128_t a_low = wasm_i32x4_shuffle(a.lo, a.hi, 0, 2, 4, 6);
        const v128_t b_low = wasm_i32x4_shuffle(b.lo, b.hi, 0, 2, 4, 6);
        return {wasm_u64x2_extmul_low_u32x4(a_low, b_low),
                wasm_u64x2_extmul_high_u32x4(a_low, b_low)};
    }
    template <int K>
    static v128_t rotr(v128_t x) noexcept {
        if constexpr (K == 32) {
            return wasm_i32x4_shuffle(x, x, 1, 0, 3, 2);
        } else if constexpr (K == 24) {
            return wasm_i8x16_swizzle(x, wasm_i8x16_const(3, 4, 5, 6, 7, 0, 1, 2,  //
                                                          11, 12, 13, 14, 15, 8, 9, 10));
        } else if constexpr (K == 16) {
            return wasm_i8x16_swizzle(x, wasm_i8x16_const(2, 3, 4, 5, 6, 7, 0, 1,  //
                                                          10, 11, 12, 13, 14, 15, 8, 9));
        } else {
            static_assert(K == 63);
            return wasm_v128_xor(wasm_u64x2_shr(x, 63), wasm_i64x2_add(x, x));
        }
    }
    template <int K>
    ARGON2_INLINE friend wasm128_vector rotr(wasm128_vector a) noexcept {
        return {rotr<K>(a.lo), rotr<K>(a.hi)};
    }

    template <int K>
    ARGON2_INLINE friend wasm128_vector rotate_quads(wasm128_vector a) noexcept {
        if constexpr (K == 1) {
            return {wasm_i64x2_shuffle(a.lo, a.hi, 1, 2), wasm_i64x2_shuffle(a.hi, a.lo, 1, 2)};
        } else if constexpr (K == 2) {
            return {a.hi, a.lo};
        } else {
            static_assert(K == 3);
            return {wasm_i64x2_shuffle(a.hi, a.lo, 1, 2), wasm_i64x2_shuffle(a.lo, a.hi, 1, 2)};
        }
    }
    ARGON2_INLINE friend wasm128_vector swap_pairs(wasm128_vector a) noexcept {
        return {wasm_i64x2_shuffle(a.lo, a.lo, 1, 0), wasm_i64x2_shuffle(a.hi, a.hi, 1, 0)};
    }
    ARGON2_INLINE friend wasm128_vector blend_odd(wasm128_vector p, wasm128_vector q) noexcept {
        return {wasm_i64x2_shuffle(p.lo, q.lo, 0, 3), wasm_i64x2_shuffle(p.hi, q.hi, 0, 3)};
    }
};

ARGON2_END_ISA_NAMESPACE
