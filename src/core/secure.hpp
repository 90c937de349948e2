// Wiping and comparing secrets.
#pragma once

#include "wiped_bytes.hpp"  // secure_wipe

#include <cstddef>
#include <cstdint>

namespace argon2::detail {

// Zeroes the stack the caller's callees used (stack_wipe_bytes below the caller's frame): the
// copies a compiler spills there (tests/unit/test_wipe_audit.cpp found 48 bytes of H0 in a dead
// callee frame after a hash, every named buffer wiped) are beyond any secure_wipe of a named
// buffer. Call it from the function whose callees handled the secrets, once they returned.
inline constexpr std::size_t stack_wipe_bytes = std::size_t{16} * 1024;
[[gnu::noinline]] void secure_wipe_stack() noexcept;

// Equality of two equal-length byte strings in time that depends only on the length.
bool constant_time_equal(const std::uint8_t* a, const std::uint8_t* b, std::size_t size) noexcept;

}  // namespace argon2::detail
