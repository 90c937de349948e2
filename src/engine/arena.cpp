#include "arena.hpp"

#include "src/os/os.hpp"

#include <new>

namespace argon2::detail {

namespace {
// Below one huge page, mapping pages buys nothing over the heap.
constexpr std::size_t map_threshold = std::size_t{2} << 20;
constexpr std::align_val_t alignment{64};
}  // namespace

bool arena_allocate(arena& a, std::size_t bytes) noexcept {
    arena_release(a);
    if (bytes == 0) return false;
    if (os::maps_pages && bytes >= map_threshold) {
        void* p = os::map_pages(bytes);
        if (p == nullptr) return false;
        a = {p, bytes, true};
        return true;
    }
    void* p = ::operator new(bytes, alignment, std::nothrow);
    if (p == nullptr) return false;
    a = {p, bytes, false};
    return true;
}

void arena_release(arena& a) noexcept {
    if (a.data == nullptr) return;
    if (a.mapped) {
        os::unmap_pages(a.data, a.bytes);
    } else {
        ::operator delete(a.data, alignment);
    }
    a = {};
}

}  // namespace argon2::detail
