// What the portable round needs from a vector of N unsigned 64-bit lanes (N = 4 or 8).
//
// Arithmetic: +, ^, mul_lo (the 32x32->64 product of the low halves, BlaMka's multiply) and
// rotr<k> for k = 16, 24, 32, 63. Lane moves, all within fixed groups so every ISA has a
// cheap instruction for them:
//   rotate_quads<k>(v)  lane i <- lane (i + k) mod 4 within each group of 4 (row diagonals)
//   swap_pairs(v)       lane 2i <-> lane 2i+1 (column diagonals)
//   blend_odd(p, q)     even lanes from p, odd lanes from q
//   low_quads(x, y), high_quads(x, y)  (N = 8 only) the first / second group of 4 of x then of y
// Optional, where an ISA does better than the round's default:
//   V::xor_rotr<k>(x, y)   rotr<k>(x ^ y), where the ISA fuses the two (AArch64 xar)
//   V::rolled_units        k (N = 4): the round as two rolled loops, k rows and then k column
//                          units in lockstep per turn, with V::load_pair(p, q) / store_pair(p, q)
//                          moving lanes 0, 1 from / to p and lanes 2, 3 from / to q; where the
//                          engine compiles the unrolled round to code larger than the instruction
//                          cache and spills most of its state (round.hpp, compress_rolled())
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_GENERIC_VECTOR_CONCEPT_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_GENERIC_VECTOR_CONCEPT_HPP
#undef ARGON2_BACKENDS_GENERIC_VECTOR_CONCEPT_HPP
#else
#define ARGON2_BACKENDS_GENERIC_VECTOR_CONCEPT_HPP
#endif

#include "backends/isa_namespace.hpp"

#include <concepts>
#include <cstddef>
#include <cstdint>

// Every operation of an adapter and every helper of the round is inlined: a call with vector
// parameters sends the block state through memory (GCC 12 left mul_lo, + and the rotates of the
// std::simd adapter out of line, 1,500 calls per block, until they were marked).
#define ARGON2_INLINE [[gnu::always_inline]] inline

// Every loop over vectors must be unrolled fully so that the state array becomes registers: a loop
// left rolled indexes the array, which forces it onto the stack (measured: 240 stack accesses per
// block in avx512-tuned before this).
#if defined(__clang__)
#define ARGON2_UNROLL _Pragma("clang loop unroll(full)")
#elif defined(__GNUC__)
#define ARGON2_UNROLL _Pragma("GCC unroll 16")
#else
#define ARGON2_UNROLL
#endif

// A loop kept rolled, where the code's size matters more than the loop's overhead.
#if defined(__clang__)
#define ARGON2_NO_UNROLL _Pragma("clang loop unroll(disable)")
#elif defined(__GNUC__)
#define ARGON2_NO_UNROLL _Pragma("GCC unroll 1")
#else
#define ARGON2_NO_UNROLL
#endif

ARGON2_BEGIN_ISA_NAMESPACE

template <class V>
concept u64_vector = requires(V a, V b, const std::uint64_t* in, std::uint64_t* out) {
    { V::lanes } -> std::convertible_to<std::size_t>;
    { V::load(in) } -> std::same_as<V>;
    { a.store(out) };
    { a + b } -> std::same_as<V>;
    { a ^ b } -> std::same_as<V>;
    { mul_lo(a, b) } -> std::same_as<V>;
    { rotr<16>(a) } -> std::same_as<V>;
    { rotr<24>(a) } -> std::same_as<V>;
    { rotr<32>(a) } -> std::same_as<V>;
    { rotr<63>(a) } -> std::same_as<V>;
    { rotate_quads<1>(a) } -> std::same_as<V>;
    { rotate_quads<2>(a) } -> std::same_as<V>;
    { rotate_quads<3>(a) } -> std::same_as<V>;
    { swap_pairs(a) } -> std::same_as<V>;
    { blend_odd(a, b) } -> std::same_as<V>;
} && (V::lanes == 4 || (V::lanes == 8 && requires(V a, V b) {
                         { low_quads(a, b) } -> std::same_as<V>;
                         { high_quads(a, b) } -> std::same_as<V>;
                     }));

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_GENERIC_VECTOR_CONCEPT_HPP
