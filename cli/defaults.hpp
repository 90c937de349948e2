// The reference tool's defaults, which its usage text prints.
#pragma once

#include <cstddef>
#include <cstdint>

namespace argon2_cli {

constexpr std::uint32_t default_outlen = 32;
constexpr std::uint32_t default_log_m_cost = 12;
constexpr std::uint32_t default_t_cost = 3;
constexpr std::uint32_t default_threads = 1;

}  // namespace argon2_cli
