// One slice of the segment loop for the module's kernel set (fill_slice.cpp), the only code of
// the module that src/wasm/meson.build generates at -O0.
#pragma once

#include "src/core/instance.hpp"

#include <cstdint>

namespace argon2::detail {

void fill_slice(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                lane_set lanes) noexcept;

}  // namespace argon2::detail
