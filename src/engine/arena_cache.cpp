#include "arena_cache.hpp"

#include <argon2/hash.hpp>

#if defined(__wasi__) && !defined(_REENTRANT)
// wasm32-wasi without threads: nothing to lock (and libc++ has no std::mutex there).
struct cache_mutex {
    void lock() noexcept {}
    void unlock() noexcept {}
};
#else
#include <mutex>
using cache_mutex = std::mutex;
#endif

namespace argon2::detail {

namespace {

struct scoped_lock {
    explicit scoped_lock(cache_mutex& m) noexcept : m_(m) { m_.lock(); }
    ~scoped_lock() { m_.unlock(); }
    scoped_lock(const scoped_lock&) = delete;
    scoped_lock& operator=(const scoped_lock&) = delete;
    cache_mutex& m_;
};

constexpr std::size_t capacity = 2;

struct cache {
    cache_mutex mutex;
    arena slots[capacity];                   // mappings; empty slots have data == nullptr
    unsigned long long used[capacity] = {};  // recency stamp of each slot
    unsigned long long clock = 0;
    // One heap area (below 2 MiB) of its own, so small hashes never evict a large mapping
    // (docs/decisions.md#arena-small-area).
    arena small;
};

cache& the_cache() noexcept {
    static cache c;  // never destroyed before exit: arenas left in it go with the process
    return c;
}

}  // namespace

bool arena_cache_take(arena& a, std::size_t bytes) noexcept {
    cache& c = the_cache();
    scoped_lock lock(c.mutex);
    arena* best = nullptr;
    auto consider = [&](arena& slot) {
        if (slot.data != nullptr && slot.bytes >= bytes && (!best || slot.bytes < best->bytes))
            best = &slot;
    };
    for (arena& slot : c.slots) consider(slot);
    consider(c.small);
    if (best == nullptr) return false;
    a = *best;
    *best = {};
    return true;
}

void arena_cache_put(arena& a) noexcept {
    if (a.data == nullptr) return;
    arena evicted;
    if (!a.mapped) {
        {
            cache& c = the_cache();
            scoped_lock lock(c.mutex);
            evicted = c.small;
            c.small = a;
        }
        a = {};
        arena_release(evicted);
        return;
    }
    {
        cache& c = the_cache();
        scoped_lock lock(c.mutex);
        std::size_t target = 0;
        for (std::size_t i = 0; i < capacity; ++i) {
            if (c.slots[i].data == nullptr) {
                target = i;
                break;
            }
            if (c.used[i] < c.used[target]) target = i;  // least recently used
        }
        evicted = c.slots[target];
        c.slots[target] = a;
        c.used[target] = ++c.clock;
    }
    a = {};
    arena_release(evicted);  // outside the lock: munmap can take a while
}

void arena_cache_clear() noexcept {
    arena released[capacity + 1];
    {
        cache& c = the_cache();
        scoped_lock lock(c.mutex);
        for (std::size_t i = 0; i < capacity; ++i) {
            released[i] = c.slots[i];
            c.slots[i] = {};
        }
        released[capacity] = c.small;
        c.small = {};
    }
    for (arena& r : released) arena_release(r);
}

}  // namespace argon2::detail
