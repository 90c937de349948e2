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

// Where a set runs the work that is one dependency chain (ROMix, a lone keystream block,
// HSalsa20), at the core's latency: add, rotate, xor a step. On its own 4-lane vectors, or on
// the vectors or the scalar set's kernel as the CPU runs it faster (chains_on_vectors,
// backends/kernel_set.hpp). AVX-512's rotate and xor are two shifts and one `vpternlogd` with
// no spills; where a 4-lane rotate is shift, shift, or (SSSE3, AVX2), the scalar `rol` is one
// instruction, and which chain is shorter depends on the core
// (docs/decisions.md#one-chain, #salsa20-chain-rotate, #chains-by-cpu).
enum class chain_placement { own_vectors, by_cpu };
inline constexpr chain_placement chains_on_own_vectors = chain_placement::own_vectors;
inline constexpr chain_placement chains_by_cpu = chain_placement::by_cpu;

// Salsa20 over a u32_vector template U32: the keystream's lanes and states in lockstep, the
// lanes of its word-sliced layout (0: none), and where its chains run.
template <template <std::size_t> class U32, std::size_t Lanes, std::size_t States,
          std::size_t Sliced, chain_placement Chains>
struct salsa20_layout {
    template <std::size_t N>
    using salsa20_vector = U32<N>;
    static constexpr std::size_t salsa20_lanes = Lanes;
    static constexpr std::size_t salsa20_states = States;
    static constexpr std::size_t salsa20_sliced = Sliced;
    static constexpr chain_placement chains = Chains;
};

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_SETS_SET_PARTS_HPP
