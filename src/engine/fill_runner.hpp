// Runs the passes: every segment of every slice, lanes spread over threads, all threads meeting
// at the end of each slice (a segment may reference any lane's earlier slices).
#pragma once

#include <argon2/errc.hpp>

#include "src/core/instance.hpp"

#include <cstdint>

namespace argon2::detail {

// Called after each pass with the memory complete for that pass (the known-answer traces dump
// memory at exactly these points).
struct pass_observer {
    void (*after_pass)(void* context, const instance& inst, std::uint32_t pass) noexcept;
    void* context;
};

// ok, or thread_fail when a thread could not be started; then no work was done and no thread
// is left running.
errc fill_memory(const instance& inst, segments_fn fill, std::uint32_t threads,
                 const pass_observer* observer) noexcept;

}  // namespace argon2::detail
