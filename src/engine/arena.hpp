// Working memory for the blocks. Large areas come straight from the OS's pages, its large
// pages asked for (src/os/os.hpp: a 2 MiB page faults in once instead of 512 times); small ones
// from the aligned heap.
//
// The arena does not wipe: the engine wipes exactly the blocks it used before it hands memory
// back (see engine.cpp), so pooled memory is not wiped twice.
#pragma once

#include <cstddef>

namespace argon2::detail {

struct arena {
    void* data = nullptr;
    std::size_t bytes = 0;
    bool mapped = false;
};

// Replaces `a` with at least `bytes` of 64-byte-aligned memory; false (and `a` empty) when the
// OS refuses.
bool arena_allocate(arena& a, std::size_t bytes) noexcept;

void arena_release(arena& a) noexcept;

}  // namespace argon2::detail
