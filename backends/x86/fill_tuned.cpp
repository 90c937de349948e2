// Instantiates the segment loop with the round over hand-written intrinsics vectors.
// Compiled once per ISA (backends/meson.build): ARGON2_VECTOR_HEADER / ARGON2_VECTOR name the
// vector type, ARGON2_FILL_FUNCTION the exported function, with that ISA's -m flags.
#include ARGON2_VECTOR_HEADER

#include "../../src/core/segment.hpp"
#include "../generic/round.hpp"

namespace argon2::detail {

void ARGON2_FILL_FUNCTION(const instance& inst, position pos) noexcept {
    fill_segment<vector_kernel<ARGON2_VECTOR>>(inst, pos);
}

}  // namespace argon2::detail
