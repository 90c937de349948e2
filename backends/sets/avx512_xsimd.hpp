// The avx512-xsimd kernel set: AVX-512 (F, VL, DQ, BW, CD: xsimd's avx512bw architecture) on xsimd.
// Built with its row's ISA flags (backends/kernel_sets.txt).
#pragma once

#include "backends/xsimd/xsimd_u32_vector.hpp"
#include "backends/xsimd/xsimd_vector.hpp"
#include "backends/sets/set_parts.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// Salsa20: 16 lanes, 4 states in lockstep, 16-lane word-sliced steps; one chain on 4 lanes.
struct kernel_set_description : vector_block_kernel<xsimd_vector<xsimd::avx512bw>>,
                                salsa20_layout<xsimd_u32_vector, 16, 4, 16, chains_on_own_vectors> {
};

ARGON2_END_ISA_NAMESPACE
