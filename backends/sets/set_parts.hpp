// The parts a kernel set's description is made of (backends/generic/kernel_set_functions.hpp
// says what each member means): a description derives from one of each.
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_SETS_SET_PARTS_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_SETS_SET_PARTS_HPP
#undef ARGON2_BACKENDS_SETS_SET_PARTS_HPP
#else
#define ARGON2_BACKENDS_SETS_SET_PARTS_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "backends/generic/round.hpp"

#include <cstddef>

ARGON2_BEGIN_ISA_NAMESPACE

// The block kernel and the lanes' first blocks over one u64_vector.
template <class V>
struct vector_block_kernel {
    using block_kernel = vector_kernel<V>;
    using first_blocks_vector = V;
};

// Salsa20 over a u32_vector template U32: the keystream's lanes and states in lockstep, the
// lanes of its word-sliced layout (0: none), and where the work that is one dependency chain
// runs (ROMix, a lone keystream block, HSalsa20): on the set's own 4-lane vectors or on the
// scalar set's kernel.
template <template <std::size_t> class U32, std::size_t Lanes, std::size_t States,
          std::size_t Sliced, bool ChainsOnScalarSet>
struct salsa20_layout {
    template <std::size_t N>
    using salsa20_vector = U32<N>;
    static constexpr std::size_t salsa20_lanes = Lanes;
    static constexpr std::size_t salsa20_states = States;
    static constexpr std::size_t salsa20_sliced = Sliced;
    static constexpr bool chains_on_scalar_set = ChainsOnScalarSet;
};

// A chain runs at the core's latency: where a 4-lane rotate is shift, shift, or (SSSE3, AVX2)
// the scalar `rol` is shorter; on AVX-512 the rotate and its xor are two shifts and one
// `vpternlogd` (xor_rotl), and the four vectors of a state need no spills
// (docs/decisions.md#one-chain, #salsa20-chain-rotate).
inline constexpr bool chains_on_scalar_set = true;
inline constexpr bool chains_on_own_vectors = false;

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_SETS_SET_PARTS_HPP
