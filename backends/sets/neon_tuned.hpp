// The neon-tuned kernel set: 32-bit Arm NEON, the block kernel on intrinsics
// (arm/neon_vector.hpp), Salsa20 as the scalar set computes it (no 32-bit adapter of its own).
// Built with its row's ISA flags (backends/kernel_sets.txt).
#pragma once

#include "backends/arm/neon_vector.hpp"
#include "backends/scalar/scalar_u32_vector.hpp"
#include "backends/sets/set_parts.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// Salsa20: one state at a time in 4 lanes, as the scalar set.
struct kernel_set_description : vector_block_kernel<neon_vector>,
                                salsa20_layout<scalar_u32_vector, 4, 1, 0, chains_on_own_vectors> {
};

ARGON2_END_ISA_NAMESPACE
