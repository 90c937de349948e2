// The meeting point at the end of every slice: no lane may start slice s + 1 before every lane
// finished slice s (its segments may reference any lane's earlier slices). Spins briefly, then
// sleeps; the last thread to arrive runs a completion step while the others wait.
#pragma once

#include "threading.hpp"

#if !defined(ARGON2_SINGLE_THREADED)

#include <atomic>
#include <cstdint>

namespace argon2::detail {

class slice_barrier {
public:
    explicit slice_barrier(std::uint32_t parties) noexcept
        : parties_(parties), remaining_(parties) {}
    slice_barrier(const slice_barrier&) = delete;
    slice_barrier& operator=(const slice_barrier&) = delete;

    template <class Completion>
    void arrive_and_wait(Completion&& on_complete) noexcept {
        // Current: this thread saw the previous phase end (or ended it).
        const std::uint32_t phase = phase_.load(std::memory_order_relaxed);
        // acq_rel: the last to arrive sees every other thread's blocks before it completes.
        if (remaining_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
            on_complete();
            remaining_.store(parties_, std::memory_order_relaxed);
            phase_.store(phase + 1, std::memory_order_release);
            os::wake_all(phase_);
        } else {
            await_change(phase_, phase);
        }
    }

private:
    const std::uint32_t parties_;
    std::atomic<std::uint32_t> remaining_;
    std::atomic<std::uint32_t> phase_{0};
};

}  // namespace argon2::detail

#endif
