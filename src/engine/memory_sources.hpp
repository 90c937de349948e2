// The ways working memory is provided: a fresh arena per hash, or one kept by a hasher.
#pragma once

#include "src/engine/arena.hpp"
#include "src/engine/arena_cache.hpp"
#include "engine.hpp"

namespace argon2::detail {

// An arena per hash: a cached one when there is one (see arena_cache.hpp), else a fresh one;
// afterwards it goes back to the cache, wiped.
class one_shot_memory final : public memory_source {
public:
    block* acquire(std::size_t bytes) noexcept override {
        if (!arena_cache_take(arena_, bytes) && !arena_allocate(arena_, bytes)) return nullptr;
        return static_cast<block*>(arena_.data);
    }
    void give_back(block*, std::size_t) noexcept override { arena_cache_put(arena_); }

private:
    arena arena_;
};

// An arena that outlives the hash (the hasher's); grown when a hash needs more.
class pooled_memory final : public memory_source {
public:
    explicit pooled_memory(arena& kept) noexcept : arena_(kept) {}
    block* acquire(std::size_t bytes) noexcept override {
        if (arena_.bytes < bytes && !arena_allocate(arena_, bytes)) return nullptr;
        return static_cast<block*>(arena_.data);
    }
    void give_back(block*, std::size_t) noexcept override {}  // kept, already wiped

private:
    arena& arena_;
};

// An arena one member of a batch keeps across its items: when it must grow it comes from the
// one-shot cache (else fresh), and when the batch is done it goes back to that cache.
class batch_memory final : public memory_source {
public:
    batch_memory() noexcept = default;
    ~batch_memory() { arena_cache_put(arena_); }
    batch_memory(const batch_memory&) = delete;
    batch_memory& operator=(const batch_memory&) = delete;

    block* acquire(std::size_t bytes) noexcept override {
        if (arena_.bytes < bytes) {
            arena_cache_put(arena_);
            if (!arena_cache_take(arena_, bytes) && !arena_allocate(arena_, bytes)) return nullptr;
        }
        return static_cast<block*>(arena_.data);
    }
    void give_back(block*, std::size_t) noexcept override {}  // kept, already wiped

private:
    arena arena_;
};

}  // namespace argon2::detail
