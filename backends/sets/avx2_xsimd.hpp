// The avx2-xsimd kernel set: AVX2 on xsimd. Built with its row's ISA flags
// (backends/kernel_sets.txt).
#pragma once

#include "backends/xsimd/xsimd_u32_vector.hpp"
#include "backends/xsimd/xsimd_vector.hpp"
#include "backends/sets/set_parts.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// Salsa20: 8 lanes, 3 states in lockstep, 8-lane word-sliced steps; chains by CPU.
struct kernel_set_description : vector_block_kernel<xsimd_vector<xsimd::avx2>>,
                                salsa20_layout<xsimd_u32_vector, 8, 3, 8, chains_by_cpu> {};

ARGON2_END_ISA_NAMESPACE
