// Salsa20 kernel selection (backends/salsa20_table.txt): detect once, pick once, cache in one
// relaxed atomic, like the block kernels' dispatch.hpp, with its own variable
// ARGON2_SALSA20_BACKEND.
#pragma once

#include "backends/salsa20_kernel.hpp"

#include <span>
#include <string_view>

namespace argon2::detail {

// The kernel Salsa20 and scrypt use, or nullptr if ARGON2_SALSA20_BACKEND (or
// select_salsa20_kernel) named one that is unknown or that this CPU cannot run: they then fail
// with errc::backend_unavailable.
const salsa20_kernel* active_salsa20_kernel() noexcept;

// Every kernel compiled in, in the table's order.
std::span<const salsa20_kernel> compiled_salsa20_kernels() noexcept;

// Makes every later call use `name` ("" for the best this CPU runs). False, changing nothing,
// for a name not compiled in or one this CPU cannot run.
bool select_salsa20_kernel(std::string_view name) noexcept;

}  // namespace argon2::detail
