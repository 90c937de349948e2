// Instantiates the segment loop with the portable kernel. Built without any ISA flags.
#include "scalar_kernel.hpp"

#include "backends/generic/segment.hpp"

namespace argon2::detail {

void fill_segments_scalar(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                          lane_set lanes) noexcept {
    fill_segments<scalar_kernel>(inst, pass, slice, lanes);
}

}  // namespace argon2::detail
