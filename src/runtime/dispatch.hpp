// Backend selection: detect once, pick once, cache in one relaxed atomic.
#pragma once

#include "../core/instance.hpp"
#include "cpu_features.hpp"


namespace argon2::detail {

struct backend_entry {
    const char* name;
    segments_fn fill;
    bool (*runs_on)(const cpu_features&) noexcept;
};

// The backend hashing uses, or nullptr if ARGON2_BACKEND (or force_backend) named one that is
// unknown or that this CPU cannot run: hashing then fails with errc::backend_unavailable.
const backend_entry* active_backend_entry() noexcept;

}  // namespace argon2::detail
