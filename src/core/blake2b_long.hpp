// H', the variable-length hash of RFC 9106 section 3.3.
#pragma once

#include <cstddef>
#include <cstdint>

namespace argon2::detail {

// Writes H'^out_len(in) to out. out_len >= 1.
void blake2b_long(std::uint8_t* out, std::uint32_t out_len, const std::uint8_t* in,
                  std::size_t in_len) noexcept;

}  // namespace argon2::detail
