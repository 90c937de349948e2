// Backend selection: detect once, pick once, cache in one relaxed atomic.
#pragma once

#include "src/core/instance.hpp"
#include "cpu_features.hpp"


namespace argon2::detail {

// Computes B[i][0] and B[i][1] of every lane from H0 (64 bytes) into inst.memory.
using first_blocks_fn = void (*)(const std::uint8_t* h0, const instance& inst) noexcept;

struct backend_entry {
    const char* name;
    segments_fn fill;
    first_blocks_fn first_blocks;  // nullptr: one chain at a time with the scalar BLAKE2b
    bool (*runs_on)(const cpu_features&) noexcept;
};

// The backend hashing uses, or nullptr if ARGON2_BACKEND (or force_backend) named one that is
// unknown or that this CPU cannot run: hashing then fails with errc::backend_unavailable.
const backend_entry* active_backend_entry() noexcept;

}  // namespace argon2::detail
