// Working areas kept between one-shot hashes. Faulting memory in can cost more than Argon2
// itself (measured on this project's CI VM: 256 MiB takes 0.17-0.94 s to fault with huge
// pages, 1.2-1.5 s without, against 0.12 s to hash it), so a freed mapping, already wiped, is
// kept for the next hash instead of being unmapped: what an allocator such as mimalloc does
// for argon2-rust. At most two mappings are kept (one per core of a small server), the least
// recently used going back to the OS first, and one heap area for hashes below 2 MiB.
// argon2::release_cached_memory() empties the cache.
#pragma once

#include "arena.hpp"

#include <cstddef>

namespace argon2::detail {

// Moves a cached mapping of at least `bytes` into `a` (empty before): the smallest that fits.
bool arena_cache_take(arena& a, std::size_t bytes) noexcept;

// Keeps `a` (already wiped), releasing what it displaces; `a` is empty afterwards.
void arena_cache_put(arena& a) noexcept;

// Releases every cached mapping.
void arena_cache_clear() noexcept;

}  // namespace argon2::detail
