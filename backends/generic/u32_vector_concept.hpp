// What the Salsa20 core needs from a vector of N unsigned 32-bit lanes (N = 4, 8 or 16): the
// twin of vector_concept.hpp's u64_vector for 32-bit ARX designs.
//
// Every group of 4 lanes holds one Salsa20 block's diagonal (see salsa20_core.hpp), so all lane
// moves stay inside groups of 4, where every ISA has a one-instruction shuffle:
//   rotate_quads<k>(v)     lane i <- lane (i + k) mod 4 within each group of 4
//   blend_quads<mask>(p, q) lane i from q where bit (i mod 4) of mask is set, else from p
// Arithmetic: +, ^ and rotl<k> for k = 7, 9, 13, 18.
//
// Optional: xor_rotl<k>(y, x) = y ^ (x <<< k) in the form with the shortest latency, for the one
// state whose steps form a single dependency chain (a lone block, HSalsa20, scrypt's ROMix).
// Where a rotate instruction is slower than a shift (vprold: two cycles on Zen 4), two shifts and
// one three-input logic op make the step a cycle shorter (docs/decisions.md#salsa20-chain-rotate);
// the states in lockstep are throughput-bound and keep rotl, one instruction fewer.
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_GENERIC_U32_VECTOR_CONCEPT_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_GENERIC_U32_VECTOR_CONCEPT_HPP
#undef ARGON2_BACKENDS_GENERIC_U32_VECTOR_CONCEPT_HPP
#else
#define ARGON2_BACKENDS_GENERIC_U32_VECTOR_CONCEPT_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "vector_concept.hpp"  // ARGON2_INLINE, ARGON2_UNROLL

#include <concepts>
#include <cstddef>
#include <cstdint>

ARGON2_BEGIN_ISA_NAMESPACE

template <class V>
concept u32_vector = requires(V a, V b, const std::uint32_t* in, std::uint32_t* out) {
    { V::lanes } -> std::convertible_to<std::size_t>;
    { V::load(in) } -> std::same_as<V>;
    { a.store(out) };
    { a + b } -> std::same_as<V>;
    { a ^ b } -> std::same_as<V>;
    { rotl<7>(a) } -> std::same_as<V>;
    { rotl<9>(a) } -> std::same_as<V>;
    { rotl<13>(a) } -> std::same_as<V>;
    { rotl<18>(a) } -> std::same_as<V>;
    { rotate_quads<1>(a) } -> std::same_as<V>;
    { rotate_quads<2>(a) } -> std::same_as<V>;
    { rotate_quads<3>(a) } -> std::same_as<V>;
    { blend_quads<0b0001>(a, b) } -> std::same_as<V>;
    { blend_quads<0b0010>(a, b) } -> std::same_as<V>;
    { blend_quads<0b0100>(a, b) } -> std::same_as<V>;
    { blend_quads<0b1000>(a, b) } -> std::same_as<V>;
} && (V::lanes == 4 || V::lanes == 8 || V::lanes == 16);

// Whether the adapter gives the optional xor_rotl (above).
template <class V>
inline constexpr bool has_xor_rotl = requires(V a) {
    { xor_rotl<7>(a, a) } -> std::same_as<V>;
};

// An adapter whose lanes are plain integers (the portable one) says so with
// `static constexpr bool lanes_are_integers = true`: the core then names the words one by one.
template <class V>
inline constexpr bool integer_lanes = requires { requires V::lanes_are_integers; };

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_GENERIC_U32_VECTOR_CONCEPT_HPP
