// The Argon2 memory block: the one data type every layer shares.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>

namespace argon2::detail {

inline constexpr std::size_t block_bytes = 1024;
inline constexpr std::size_t block_words = block_bytes / 8;

// 1 KiB, 128 little-endian 64-bit words. The type promises 16-byte alignment only, because
// the C ABI lets callers supply the memory (malloc gives 16); our own arenas align blocks to
// a cache line so a kernel touches 16 lines per block, never 17.
struct alignas(16) block {
    std::uint64_t v[block_words];
};
static_assert(sizeof(block) == block_bytes);

}  // namespace argon2::detail
