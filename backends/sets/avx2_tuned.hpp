// The avx2-tuned kernel set: AVX2: the block kernel on intrinsics (x86/avx2_vector.hpp), Salsa20 on
// std::simd, which has no intrinsics adapter of its own. Built with its row's ISA flags
// (backends/kernel_sets.txt); what each member means: backends/generic/kernel_set_functions.hpp.
#pragma once

#include "backends/stdsimd/stdsimd_u32_vector.hpp"
#include "backends/x86/avx2_vector.hpp"
#include "backends/generic/round.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

struct kernel_set_description {
    using block_kernel = vector_kernel<avx2_vector>;
    using first_blocks_vector = avx2_vector;
    template <std::size_t N>
    using salsa20_vector = stdsimd_u32_vector<N>;
    static constexpr std::size_t salsa20_lanes = 8;
    static constexpr std::size_t salsa20_states = 3;
    static constexpr std::size_t salsa20_sliced = 8;
    static constexpr bool romix_portable =
        true;  // x86: the scalar chain is faster (backends/kernel_set.hpp)
};

ARGON2_END_ISA_NAMESPACE
