// Backend selection: detect once, pick once, cache in one relaxed atomic.
#pragma once

#include "src/core/instance.hpp"
#include "cpu_features.hpp"

#include <span>
#include <string_view>

namespace argon2::detail {

// Computes B[i][0] and B[i][1] of every lane from H0 (64 bytes) into inst.memory.
using first_blocks_fn = void (*)(const std::uint8_t* h0, const instance& inst) noexcept;

struct backend_entry {
    const char* name;
    segments_fn fill;
    first_blocks_fn first_blocks;  // nullptr: one chain at a time with the scalar BLAKE2b
    bool (*runs_on)(const cpu_features&) noexcept;
};

// The backend hashing uses, or nullptr if ARGON2_BACKEND (or select_backend) named one that is
// unknown or that this CPU cannot run: hashing then fails with errc::backend_unavailable.
const backend_entry* active_backend_entry() noexcept;

// Every backend compiled in (at most max_backends), in the listing's order.
inline constexpr std::size_t max_backends = 16;
std::span<const backend_entry> compiled_backends() noexcept;

// Whether this CPU (and OS) runs `b`.
bool runnable(const backend_entry& b) noexcept;

// Makes every later hash use `name` ("" for the best this CPU runs). False, changing nothing,
// for a name not compiled in or one this CPU cannot run.
bool select_backend(std::string_view name) noexcept;

}  // namespace argon2::detail
