// The ssse3-stdsimd kernel set: SSSE3 on std::experimental::simd: four 64-bit lanes in two
// registers, four 32-bit lanes. Built with its row's ISA flags (backends/kernel_sets.txt).
#pragma once

#include "backends/stdsimd/stdsimd_u32_vector.hpp"
#include "backends/stdsimd/stdsimd_vector.hpp"
#include "backends/sets/set_parts.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// Salsa20: 4 lanes, 3 states in lockstep, 4-lane word-sliced steps; chains by CPU.
struct kernel_set_description : vector_block_kernel<stdsimd_vector<4>>,
                                salsa20_layout<stdsimd_u32_vector, 4, 3, 4, chains_by_cpu> {};

ARGON2_END_ISA_NAMESPACE
