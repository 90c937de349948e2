#include "arena.hpp"

#include <cstdlib>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace argon2::detail {

namespace {
// Below one huge page, mmap buys nothing over the heap.
constexpr std::size_t mmap_threshold = std::size_t{2} << 20;
constexpr std::size_t alignment = 64;
}  // namespace

bool arena_allocate(arena& a, std::size_t bytes) noexcept {
    arena_release(a);
    if (bytes == 0) return false;
#if defined(__linux__)
    if (bytes >= mmap_threshold) {
        void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) return false;
        (void)madvise(p, bytes, MADV_HUGEPAGE);  // advice only: fine if THP is off
        a = {p, bytes, true};
        return true;
    }
#endif
    const std::size_t rounded = (bytes + alignment - 1) / alignment * alignment;
    if (rounded < bytes) return false;
    void* p = std::aligned_alloc(alignment, rounded);
    if (p == nullptr) return false;
    a = {p, bytes, false};
    return true;
}

void arena_release(arena& a) noexcept {
    if (a.data == nullptr) return;
#if defined(__linux__)
    if (a.mapped) {
        munmap(a.data, a.bytes);
        a = {};
        return;
    }
#endif
    std::free(a.data);
    a = {};
}

}  // namespace argon2::detail
