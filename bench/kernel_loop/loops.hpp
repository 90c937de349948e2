// The kernel loops compiled into argon2-kernel-loop, one per backend: bench/meson.build defines
// ARGON2_KERNEL_LOOPS as one ARGON2_KERNEL_LOOP(name, id) per compiled vector backend (and
// scalar), and ARGON2_KERNEL_LOOP_FAMILIES as one ARGON2_KERNEL_LOOP_FAMILY(id) per family,
// whose <id>_kernel_loops() lists one loop per target (kernel_loop/highway_loop.cpp).
#pragma once

#include "kernel_loop.hpp"

#include <cstdint>
#include <span>
#include <vector>

namespace argon2::detail {
#define ARGON2_KERNEL_LOOP(name, id) \
    void kernel_loop_##id(block*, std::uint32_t, std::uint32_t) noexcept;
ARGON2_KERNEL_LOOPS
#undef ARGON2_KERNEL_LOOP
#define ARGON2_KERNEL_LOOP_FAMILY(id) std::span<const kernel_loop> id##_kernel_loops() noexcept;
ARGON2_KERNEL_LOOP_FAMILIES
#undef ARGON2_KERNEL_LOOP_FAMILY
}  // namespace argon2::detail

inline std::vector<kernel_loop> all_kernel_loops() {
    std::vector<kernel_loop> loops = {
#define ARGON2_KERNEL_LOOP(name, id) {#name, &argon2::detail::kernel_loop_##id},
        ARGON2_KERNEL_LOOPS
#undef ARGON2_KERNEL_LOOP
    };
#define ARGON2_KERNEL_LOOP_FAMILY(id) \
    for (const kernel_loop& k : argon2::detail::id##_kernel_loops()) loops.push_back(k);
    ARGON2_KERNEL_LOOP_FAMILIES
#undef ARGON2_KERNEL_LOOP_FAMILY
    return loops;
}
