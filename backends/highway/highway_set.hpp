// The Highway family's kernel set for the current target (HWY_TARGET), described as
// backends/sets/*.hpp describe theirs: for highway_sets.cpp and the adapter test. Not for
// Highway's fallback (EMU128, SCALAR), whose slot runs the portable kernels.
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_HIGHWAY_HIGHWAY_SET_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_HIGHWAY_HIGHWAY_SET_HPP
#undef ARGON2_BACKENDS_HIGHWAY_HIGHWAY_SET_HPP
#else
#define ARGON2_BACKENDS_HIGHWAY_HIGHWAY_SET_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "backends/generic/round.hpp"
#include "backends/highway/highway_u32_vector.hpp"
#include "backends/highway/highway_vector.hpp"
#include "backends/sets/set_parts.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// This target's set, described as backends/sets/*.hpp describe theirs.
struct kernel_set_description {
    using block_kernel = vector_kernel<highway_u64>;
    using first_blocks_vector = highway_u64;
    template <std::size_t N>
    using salsa20_vector = highway_u32_vector<N>;
    static constexpr std::size_t salsa20_lanes = highway_u32_lanes;
    // States in lockstep by register count (32 on AVX3, NEON and SVE; 16 elsewhere).
    static constexpr std::size_t salsa20_states =
        HWY_TARGET == HWY_AVX3 || HWY_TARGET == HWY_AVX3_DL || HWY_TARGET == HWY_NEON ||
                HWY_TARGET == HWY_SVE2_128
            ? 4
            : 3;
    static constexpr std::size_t salsa20_sliced = highway_u32_lanes;
    // As the x86 sets: one chain on 4 lanes where the rotate and its xor are three instructions
    // (AVX3 and up), else where the CPU runs it faster.
    static constexpr chain_placement chains =
        HWY_ARCH_X86 && HWY_TARGET > HWY_AVX3 ? chains_by_cpu : chains_on_own_vectors;
};

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_HIGHWAY_HIGHWAY_SET_HPP
