// Random bytes from the OS (getrandom, else /dev/urandom; WASI's random_get), never a weaker
// source.
#pragma once

#include <cstdint>
#include <span>

namespace argon2::detail {

// Fills `out`; false when the OS has no randomness to give.
bool os_random(std::span<std::uint8_t> out) noexcept;

}  // namespace argon2::detail
