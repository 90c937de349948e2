// The ways working memory is provided: a fresh arena per hash, or one kept by a hasher.
#pragma once

#include "../runtime/arena.hpp"
#include "engine.hpp"

namespace argon2::detail {

// A fresh arena per hash, returned to the OS afterwards.
class one_shot_memory final : public memory_source {
public:
    block* acquire(std::size_t bytes) noexcept override {
        return arena_allocate(arena_, bytes) ? static_cast<block*>(arena_.data) : nullptr;
    }
    void give_back(block*, std::size_t) noexcept override { arena_release(arena_); }

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

}  // namespace argon2::detail
