// The scalar kernel set: plain integer code, the reference every vector set is checked against,
// built without ISA flags; it runs everywhere and is always built.
#pragma once

#include "backends/scalar/scalar_kernel.hpp"
#include "backends/scalar/scalar_u32_vector.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

struct kernel_set_description {
    using block_kernel = scalar_kernel;
    using first_blocks_vector = void;  // one chain at a time with the scalar BLAKE2b
    template <std::size_t N>
    using salsa20_vector = scalar_u32_vector<N>;
    static constexpr std::size_t salsa20_lanes = 4;
    static constexpr std::size_t salsa20_states = 1;
    static constexpr std::size_t salsa20_sliced = 0;
    static constexpr bool romix_portable = false;  // it is the portable kernel
};

ARGON2_END_ISA_NAMESPACE
