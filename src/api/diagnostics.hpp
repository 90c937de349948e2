// What `argon2 --info` reports beyond the API: diagnostics tied to one dependency, outside the
// stable API (not installed, not in the module), exported from the library for the CLI and the
// tests.
#pragma once

#include <argon2/config.hpp>

#include <string_view>

namespace argon2::diagnostics {

// The target Highway's own dynamic dispatch picks on this CPU (Highway's name: "AVX3", "AVX2",
// "SSE4", "NEON", ...); the highway-<name> backend runs it. Empty in a build without Highway.
ARGON2_API std::string_view highway_dispatch_target() noexcept;

// The OS layer built in (src/os/os.hpp): "linux", "posix", "windows" or "wasi".
ARGON2_API std::string_view os_layer() noexcept;

}  // namespace argon2::diagnostics
