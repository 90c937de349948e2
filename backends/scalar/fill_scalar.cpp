// Instantiates the segment loop with the portable kernel. Built without any ISA flags.
#include "scalar_kernel.hpp"

#include "../../src/core/segment.hpp"
#include "../../src/runtime/dispatch.hpp"

namespace argon2::detail {

namespace {
bool always(const cpu_features&) noexcept { return true; }
}  // namespace

extern const backend_entry scalar_backend = {scalar_kernel::name, &fill_segment<scalar_kernel>,
                                             &always};

}  // namespace argon2::detail
