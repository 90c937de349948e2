// The avx512-stdsimd kernel set: AVX-512F/VL on std::experimental::simd: eight 64-bit lanes for the
// block kernel, sixteen 32-bit lanes for Salsa20. Built with its row's ISA flags
// (backends/kernel_sets.txt); what each member means: backends/generic/kernel_set_functions.hpp.
#pragma once

#include "backends/stdsimd/stdsimd_u32_vector.hpp"
#include "backends/stdsimd/stdsimd_vector.hpp"
#include "backends/generic/round.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

struct kernel_set_description {
    using block_kernel = vector_kernel<stdsimd_vector<8>>;
    using first_blocks_vector = stdsimd_vector<8>;
    template <std::size_t N>
    using salsa20_vector = stdsimd_u32_vector<N>;
    static constexpr std::size_t salsa20_lanes = 16;
    static constexpr std::size_t salsa20_states = 4;
    static constexpr std::size_t salsa20_sliced = 16;
    static constexpr bool romix_portable =
        true;  // x86: the scalar chain is faster (backends/kernel_set.hpp)
};

ARGON2_END_ISA_NAMESPACE
