// The neon-stdsimd kernel set: NEON on std::experimental::simd.
// Built with its row's ISA flags (backends/kernel_sets.txt); what each member means:
// backends/generic/kernel_set_functions.hpp.
#pragma once

#include "backends/stdsimd/stdsimd_u32_vector.hpp"
#include "backends/stdsimd/stdsimd_vector.hpp"
#include "backends/generic/round.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

struct kernel_set_description {
    using block_kernel = vector_kernel<stdsimd_vector<4>>;
    using first_blocks_vector = stdsimd_vector<4>;
    template <std::size_t N>
    using salsa20_vector = stdsimd_u32_vector<N>;
    static constexpr std::size_t salsa20_lanes = 4;
    static constexpr std::size_t salsa20_states = 4;
    static constexpr std::size_t salsa20_sliced = 4;
    static constexpr bool romix_portable = false;
};

ARGON2_END_ISA_NAMESPACE
