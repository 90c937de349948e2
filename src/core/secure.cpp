#include "secure.hpp"

#include <cstring>

namespace argon2::detail {

void secure_wipe_stack() noexcept {
    // A frame of its own, placed where the caller's callees had theirs.
    unsigned char area[stack_wipe_bytes];
    secure_wipe(area, sizeof area);
}

bool constant_time_equal(const std::uint8_t* a, const std::uint8_t* b, std::size_t size) noexcept {
    // Accumulate the differences without branching on them; the barrier keeps the compiler from
    // turning the loop into an early-exit memcmp.
    std::uint8_t difference = 0;
    for (std::size_t i = 0; i < size; ++i) {
        difference |= static_cast<std::uint8_t>(a[i] ^ b[i]);
        __asm__ __volatile__("" : "+r"(difference));
    }
    return difference == 0;
}

}  // namespace argon2::detail
