// The C++ API's operations over any memory source: the free functions (hash.cpp) use the
// one-shot cache, argon2::hasher its kept arena, the batch calls one per worker. All produce
// identical bytes. Each builds its request once and validates it once.
#pragma once

#include <argon2/hash.hpp>

#include "src/engine/engine.hpp"

namespace argon2::detail {

// What params::validate() reports: the checks a hash makes of its costs and lengths.
std::error_code validate_params(const params& p) noexcept;

std::error_code hash_raw_with(memory_source& memory, const params& p, bytes_view password,
                              bytes_view salt, std::span<std::uint8_t> out, bytes_view secret,
                              bytes_view associated_data) noexcept;

std::error_code hash_encoded_with(memory_source& memory, const params& p, bytes_view password,
                                  bytes_view salt, std::string& out, bytes_view secret,
                                  bytes_view associated_data) noexcept;

std::error_code hash_password_with(memory_source& memory, const params& p, bytes_view password,
                                   std::string& out) noexcept;

// Makes `out` `length` characters long; memory_allocation_error when that fails (without
// exceptions, a failure ends the program, as every std::string allocation there does).
std::error_code resize_string(std::string& out, std::size_t length) noexcept;

std::error_code verify_with(memory_source& memory, std::string_view encoded, bytes_view password,
                            const limits& ceiling, bytes_view secret,
                            bytes_view associated_data) noexcept;

}  // namespace argon2::detail
