// One backend's kernel loop (backend_loop.cpp) as argon2-kernel-loop runs it.
#pragma once

#include "backends/block_kernel.hpp"

#include <cstdint>

struct kernel_loop {
    const char* name;  // the backend's name in argon2::backends()
    void (*run)(argon2::detail::block*, std::uint32_t count, std::uint32_t steps);
};
