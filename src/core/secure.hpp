// Wiping and comparing secrets.
#pragma once

#include <cstddef>
#include <cstdint>

namespace argon2::detail {

// Zeroes memory in a way the optimizer may not drop even if the memory is never read again.
void secure_wipe(void* data, std::size_t size) noexcept;

// Equality of two equal-length byte strings in time that depends only on the length.
bool constant_time_equal(const std::uint8_t* a, const std::uint8_t* b, std::size_t size) noexcept;

}  // namespace argon2::detail
