// The avx512-tuned kernel set: AVX-512F/VL: the block kernel on intrinsics (x86/avx512_vector.hpp:
// ternary logic and rotates), Salsa20 on std::simd (no intrinsics adapter of its own). Built with
// its row's ISA flags (backends/kernel_sets.txt).
#pragma once

#include "backends/stdsimd/stdsimd_u32_vector.hpp"
#include "backends/x86/avx512_vector.hpp"
#include "backends/sets/set_parts.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// Salsa20: 16 lanes, 4 states in lockstep, 16-lane word-sliced steps; one chain on 4 lanes.
struct kernel_set_description
    : vector_block_kernel<avx512_vector>,
      salsa20_layout<stdsimd_u32_vector, 16, 4, 16, chains_on_own_vectors> {};

ARGON2_END_ISA_NAMESPACE
