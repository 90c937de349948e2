// Backend selection: detect once, pick once, cache in one relaxed atomic.
#pragma once

#include "../core/instance.hpp"
#include "cpu_features.hpp"

#include <span>
#include <string_view>

namespace argon2::detail {

struct backend_entry {
    const char* name;
    segment_fn fill;
    bool (*runs_on)(const cpu_features&) noexcept;
};

// Every backend compiled in, best first.
std::span<const backend_entry> compiled_backends() noexcept;

// The backend hashing uses, or nullptr if ARGON2_BACKEND (or force_backend) named one that is
// unknown or that this CPU cannot run: hashing then fails with errc::backend_unavailable.
const backend_entry* active_backend_entry() noexcept;

}  // namespace argon2::detail
