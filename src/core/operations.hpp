// The C++ API's operations over any memory source: the free functions use a fresh arena,
// argon2::hasher its kept one. Both produce identical bytes.
#pragma once

#include <argon2/hash.hpp>

#include "engine.hpp"

namespace argon2::detail {

std::error_code hash_raw_with(memory_source& memory, const params& p, bytes_view password,
                              bytes_view salt, std::span<std::uint8_t> out, bytes_view secret,
                              bytes_view associated_data) noexcept;

std::error_code hash_encoded_with(memory_source& memory, const params& p, bytes_view password,
                                  bytes_view salt, std::string& out, bytes_view secret,
                                  bytes_view associated_data) noexcept;

std::error_code hash_password_with(memory_source& memory, const params& p, bytes_view password,
                                   std::string& out) noexcept;

std::error_code verify_with(memory_source& memory, std::string_view encoded, bytes_view password,
                            const limits& ceiling, bytes_view secret,
                            bytes_view associated_data) noexcept;

}  // namespace argon2::detail
