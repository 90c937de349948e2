// The avx2-xsimd kernel set: AVX2 on xsimd.
// Built with its row's ISA flags (backends/kernel_sets.txt); what each member means:
// backends/generic/kernel_set_functions.hpp.
#pragma once

#include "backends/xsimd/xsimd_u32_vector.hpp"
#include "backends/xsimd/xsimd_vector.hpp"
#include "backends/generic/round.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

struct kernel_set_description {
    using block_kernel = vector_kernel<xsimd_vector<xsimd::avx2>>;
    using first_blocks_vector = xsimd_vector<xsimd::avx2>;
    template <std::size_t N>
    using salsa20_vector = xsimd_u32_vector<N>;
    static constexpr std::size_t salsa20_lanes = 8;
    static constexpr std::size_t salsa20_states = 3;
    static constexpr std::size_t salsa20_sliced = 8;
    static constexpr bool romix_portable =
        true;  // x86: the scalar chain is faster (backends/kernel_set.hpp)
};

ARGON2_END_ISA_NAMESPACE
