// The wasm-simd128 kernel set: WebAssembly SIMD128 on its intrinsics (wasm_simd128.h). Built with
// its row's ISA flags (backends/kernel_sets.txt).
#pragma once

#include "backends/wasm/wasm128_u32_vector.hpp"
#include "backends/wasm/wasm128_vector.hpp"
#include "backends/sets/set_parts.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// Salsa20: 4 lanes, 3 states in lockstep, 4-lane word-sliced steps; one chain on 4 lanes.
struct kernel_set_description : vector_block_kernel<wasm128_vector>,
                                salsa20_layout<wasm128_u32_vector, 4, 3, 4, chains_on_own_vectors> {
};

ARGON2_END_ISA_NAMESPACE
