// The scalar kernel set: plain integer code, the reference every vector set is checked against,
// built without ISA flags; it runs everywhere and is always built.
#pragma once

#include "backends/scalar/scalar_kernel.hpp"
#include "backends/scalar/scalar_u32_vector.hpp"
#include "backends/sets/set_parts.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// One Salsa20 state at a time in 4 lanes; its ROMix is the portable chain the others borrow.
struct kernel_set_description : salsa20_layout<scalar_u32_vector, 4, 1, 0, chains_on_own_vectors> {
    using block_kernel = scalar_kernel;
    using first_blocks_vector = void;  // one chain at a time with the scalar BLAKE2b
};

ARGON2_END_ISA_NAMESPACE
