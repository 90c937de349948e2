// Backend selection: detect once, pick once, cache in one relaxed atomic.
#pragma once

#include "backends/backend_entry.hpp"

#include <span>
#include <string_view>

namespace argon2::detail {

// The backend hashing uses, or nullptr if ARGON2_BACKEND (or select_backend) named one that is
// unknown or that this CPU cannot run: hashing then fails with errc::backend_unavailable.
const backend_entry* active_backend_entry() noexcept;

// Every backend compiled in (at most max_backends), in the listing's order.
inline constexpr std::size_t max_backends = 32;
std::span<const backend_entry> compiled_backends() noexcept;

// Whether this CPU (and OS) runs `b`.
bool runnable(const backend_entry& b) noexcept;

// Makes every later hash use `name` ("" for the best this CPU runs). False, changing nothing,
// for a name not compiled in or one this CPU cannot run.
bool select_backend(std::string_view name) noexcept;

}  // namespace argon2::detail
