// What dispatch knows of a backend: its name, its two entry points and whether this CPU runs
// it. Each backend translation unit provides one (or, for Highway, one per target).
#pragma once

#include "src/core/instance.hpp"

#include <cstdint>

namespace argon2::detail {

// Computes B[i][0] and B[i][1] of every lane from H0 (64 bytes) into inst.memory.
using first_blocks_fn = void (*)(const std::uint8_t* h0, const instance& inst) noexcept;

struct backend_entry {
    const char* name;
    segments_fn fill;
    first_blocks_fn first_blocks;  // nullptr: one chain at a time with the scalar BLAKE2b
    bool (*supported)() noexcept;  // this CPU (and OS) runs it
};

}  // namespace argon2::detail
