#include "diagnostics.hpp"

#include "kernel_sets.hpp"
#include "src/os/os.hpp"

#if defined(ARGON2_HAVE_HIGHWAY_FAMILY)
namespace argon2::detail {
std::string_view highway_dispatch_target() noexcept;  // backends/highway/highway_sets.cpp
}
#endif

namespace argon2::diagnostics {

std::string_view highway_dispatch_target() noexcept {
#if defined(ARGON2_HAVE_HIGHWAY_FAMILY)
    return detail::highway_dispatch_target();
#else
    return {};
#endif
}

std::string_view os_layer() noexcept { return detail::os::name(); }

}  // namespace argon2::diagnostics
