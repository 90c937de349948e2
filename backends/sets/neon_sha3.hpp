// The neon-sha3 kernel set: NEON with SHA3's xar for the block kernel (arm/neon_sha3_vector.hpp),
// Salsa20 on std::simd as neon-stdsimd. Built with its row's ISA flags (backends/kernel_sets.txt).
#pragma once

#include "backends/arm/neon_sha3_vector.hpp"
#include "backends/stdsimd/stdsimd_u32_vector.hpp"
#include "backends/sets/set_parts.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// Salsa20: 4 lanes, 4 states in lockstep, 4-lane word-sliced steps; one chain on 4 lanes.
struct kernel_set_description : vector_block_kernel<neon_sha3_vector>,
                                salsa20_layout<stdsimd_u32_vector, 4, 4, 4, chains_on_own_vectors> {
};

ARGON2_END_ISA_NAMESPACE
