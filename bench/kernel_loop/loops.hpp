// The kernel loops compiled into argon2-kernel-loop, one per backend: bench/meson.build defines
// ARGON2_KERNEL_LOOPS as one ARGON2_KERNEL_LOOP(name, id) per compiled backend.
#pragma once

#include "backends/block_kernel.hpp"

#include <cstdint>

namespace argon2::detail {
#define ARGON2_KERNEL_LOOP(name, id) \
    void kernel_loop_##id(block*, std::uint32_t, std::uint32_t) noexcept;
ARGON2_KERNEL_LOOPS
#undef ARGON2_KERNEL_LOOP
}  // namespace argon2::detail

struct kernel_loop {
    const char* name;
    void (*run)(argon2::detail::block*, std::uint32_t count, std::uint32_t steps) noexcept;
};

inline const kernel_loop all_kernel_loops[] = {
#define ARGON2_KERNEL_LOOP(name, id) {#name, &argon2::detail::kernel_loop_##id},
    ARGON2_KERNEL_LOOPS
#undef ARGON2_KERNEL_LOOP
};
