// Instantiates the segment loop with the portable round over std::experimental::simd.
// Compiled once per ISA (backends/meson.build): ARGON2_LANES (4 or 8) and the exported
// function's name ARGON2_FILL_FUNCTION come from the build, with that ISA's -m flags.
#include "stdsimd_vector.hpp"

#include "../../src/core/segment.hpp"
#include "../generic/round.hpp"

namespace argon2::detail {

void ARGON2_FILL_FUNCTION(const instance& inst, std::uint32_t pass, std::uint32_t slice, lane_set lanes) noexcept {
    fill_segments<vector_kernel<stdsimd_vector<ARGON2_LANES>>>(inst, pass, slice, lanes);
}

}  // namespace argon2::detail
