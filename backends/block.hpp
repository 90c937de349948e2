// The Argon2 memory block and the contract every block-compression kernel meets.
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

// A kernel computes G(prev, ref) of RFC 9106 section 3.5 into `next`:
//   fill(prev, ref, next):      next  = G(prev, ref)          (first pass, and version 0x10)
//   fill_xor(prev, ref, next):  next ^= G(prev, ref)          (later passes of version 0x13)
// `next` may alias neither input, except that address generation calls fill with ref == next.
template <class K>
concept block_kernel = requires(const block& a, const block& b, block& out) {
    { K::fill(a, b, out) } noexcept;
    { K::fill_xor(a, b, out) } noexcept;
};

}  // namespace argon2::detail
