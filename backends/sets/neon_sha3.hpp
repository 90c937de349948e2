// The neon-sha3 kernel set: NEON with SHA3's xar for the block kernel (arm/neon_sha3_vector.hpp),
// Salsa20 on std::simd as neon-stdsimd. Built with its row's ISA flags (backends/kernel_sets.txt);
// what each member means: backends/generic/kernel_set_functions.hpp.
#pragma once

#include "backends/arm/neon_sha3_vector.hpp"
#include "backends/stdsimd/stdsimd_u32_vector.hpp"
#include "backends/generic/round.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

struct kernel_set_description {
    using block_kernel = vector_kernel<neon_sha3_vector>;
    using first_blocks_vector = neon_sha3_vector;
    template <std::size_t N>
    using salsa20_vector = stdsimd_u32_vector<N>;
    static constexpr std::size_t salsa20_lanes = 4;
    static constexpr std::size_t salsa20_states = 4;
    static constexpr std::size_t salsa20_sliced = 4;
    static constexpr bool romix_portable = false;
};

ARGON2_END_ISA_NAMESPACE
