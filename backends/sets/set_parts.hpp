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
// lanes of its word-sliced layout (0: none), and whether ROMix takes the scalar set's chain.
template <template <std::size_t> class U32, std::size_t Lanes, std::size_t States,
          std::size_t Sliced, bool RomixPortable>
struct salsa20_layout {
    template <std::size_t N>
    using salsa20_vector = U32<N>;
    static constexpr std::size_t salsa20_lanes = Lanes;
    static constexpr std::size_t salsa20_states = States;
    static constexpr std::size_t salsa20_sliced = Sliced;
    static constexpr bool romix_portable = RomixPortable;
};

// On x86 ROMix takes the scalar chain (backends/kernel_set.hpp says why); elsewhere the set's own.
inline constexpr bool romix_on_scalar = true;
inline constexpr bool romix_on_vectors = false;

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_SETS_SET_PARTS_HPP
