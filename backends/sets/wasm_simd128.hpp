// The wasm-simd128 kernel set: WebAssembly SIMD128 on its intrinsics (wasm_simd128.h).
// Built with its row's ISA flags (backends/kernel_sets.txt); what each member means:
// backends/generic/kernel_set_functions.hpp.
#pragma once

#include "backends/wasm/wasm128_u32_vector.hpp"
#include "backends/wasm/wasm128_vector.hpp"
#include "backends/generic/round.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

struct kernel_set_description {
    using block_kernel = vector_kernel<wasm128_vector>;
    using first_blocks_vector = wasm128_vector;
    template <std::size_t N>
    using salsa20_vector = wasm128_u32_vector<N>;
    static constexpr std::size_t salsa20_lanes = 4;
    static constexpr std::size_t salsa20_states = 3;
    static constexpr std::size_t salsa20_sliced = 4;
    static constexpr bool romix_portable = false;
};

ARGON2_END_ISA_NAMESPACE
