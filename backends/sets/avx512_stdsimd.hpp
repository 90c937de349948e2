// The avx512-stdsimd kernel set: AVX-512F/VL on std::experimental::simd: eight 64-bit lanes for the
// block kernel, sixteen 32-bit lanes for Salsa20. Built with its row's ISA flags
// (backends/kernel_sets.txt).
#pragma once

#include "backends/stdsimd/stdsimd_u32_vector.hpp"
#include "backends/stdsimd/stdsimd_vector.hpp"
#include "backends/sets/set_parts.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// Salsa20: 16 lanes, 4 states in lockstep, 16-lane word-sliced steps; one chain on 4 lanes.
struct kernel_set_description
    : vector_block_kernel<stdsimd_vector<8>>,
      salsa20_layout<stdsimd_u32_vector, 16, 4, 16, chains_on_own_vectors> {};

ARGON2_END_ISA_NAMESPACE
