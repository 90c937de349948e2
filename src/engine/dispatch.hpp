// Kernel set selection (backends/kernel_sets.txt): detect once, pick once, cache in one relaxed
// atomic. One choice for Argon2 and Salsa20 alike; ARGON2_BACKEND forces it.
#pragma once

#include "backends/kernel_set.hpp"

#include <span>
#include <string_view>

namespace argon2::detail {

// The set hashing, Salsa20 and scrypt use, or nullptr if ARGON2_BACKEND (or select_kernel_set)
// named one that is unknown or that this CPU cannot run: they then fail with
// errc::backend_unavailable.
const kernel_set* active_kernel_set() noexcept;

// Every set compiled in (at most max_kernel_sets), best first: in dispatch order, so the first
// one this CPU runs is the one automatic selection picks.
inline constexpr std::size_t max_kernel_sets = 32;
std::span<const kernel_set> compiled_kernel_sets() noexcept;

// Makes every later call use `name` ("" for the best this CPU runs). False, changing nothing,
// for a name not compiled in or one this CPU cannot run.
bool select_kernel_set(std::string_view name) noexcept;

}  // namespace argon2::detail
