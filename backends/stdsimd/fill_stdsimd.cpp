// Instantiates the segment loop with the portable round over std::experimental::simd.
// Compiled once per ISA (backends/meson.build): ARGON2_LANES (4 or 8) and the exported
// functions' names ARGON2_FILL_FUNCTION and ARGON2_FIRST_BLOCKS_FUNCTION come from the build,
// with that ISA's -m flags.
#include "stdsimd_vector.hpp"

#include "backends/generic/segment.hpp"
#include "backends/generic/first_blocks.hpp"
#include "backends/generic/round.hpp"

namespace argon2::detail {

void ARGON2_FILL_FUNCTION(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                          lane_set lanes) noexcept {
    fill_segments<vector_kernel<stdsimd_vector<ARGON2_LANES>>>(inst, pass, slice, lanes);
}

void ARGON2_FIRST_BLOCKS_FUNCTION(const std::uint8_t* h0, const instance& inst) noexcept {
    first_blocks<stdsimd_vector<ARGON2_LANES>>(h0, inst);
}

}  // namespace argon2::detail
