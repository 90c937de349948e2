// Instantiates the segment loop with the round over one vector type: the intrinsics adapters
// (x86/, wasm/), Highway's (highway/) and xsimd's (xsimd/); std::simd has its own file
// (stdsimd/fill_stdsimd.cpp). Compiled once per backend (backends/meson.build,
// tests/cross/build.sh) with that ISA's flags: ARGON2_VECTOR_HEADER and ARGON2_VECTOR name the
// vector type, ARGON2_FILL_FUNCTION and ARGON2_FIRST_BLOCKS_FUNCTION the exported functions,
// ARGON2_ISA the namespace.
#include ARGON2_VECTOR_HEADER

#include "segment.hpp"
#include "first_blocks.hpp"
#include "round.hpp"

namespace argon2::detail {

void ARGON2_FILL_FUNCTION(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                          lane_set lanes) noexcept {
    fill_segments<vector_kernel<ARGON2_VECTOR>>(inst, pass, slice, lanes);
}

void ARGON2_FIRST_BLOCKS_FUNCTION(const std::uint8_t* h0, const instance& inst) noexcept {
    first_blocks<ARGON2_VECTOR>(h0, inst);
}

}  // namespace argon2::detail
