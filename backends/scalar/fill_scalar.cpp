// Instantiates the segment loop with the portable kernel. Built without any ISA flags.
#include "scalar_kernel.hpp"

#include "../../src/core/segment.hpp"

namespace argon2::detail {

void fill_segment_scalar(const instance& inst, position pos) noexcept {
    fill_segment<scalar_kernel>(inst, pos);
}

}  // namespace argon2::detail
