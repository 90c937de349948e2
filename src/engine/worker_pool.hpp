// Persistent helper threads, shared by every hash in the process: a hash with several lanes (or
// a batch) borrows some for its duration instead of creating threads. An idle helper sleeps on
// a futex; a borrowed one is woken with its task in microseconds.
#pragma once

#include <cstdint>
#include <vector>

namespace argon2::detail {

// The work a crew does: task(context, member) on every member at once; member 0 is the calling
// thread, members 1..size()-1 are helpers.
using crew_task = void (*)(void* context, std::uint32_t member) noexcept;

struct helper;

// Helpers borrowed from the pool, returned when the crew goes out of scope.
class crew {
public:
    // Borrows up to `wanted` helpers: idle ones first, then new ones while the pool holds fewer
    // than cores - 1. Fewer come back when other callers hold the rest.
    explicit crew(std::uint32_t wanted) noexcept;
    ~crew();
    crew(const crew&) = delete;
    crew& operator=(const crew&) = delete;

    // Members, the caller included.
    std::uint32_t size() const noexcept { return static_cast<std::uint32_t>(helpers_.size()) + 1; }
    // True when the OS refused to start a helper this crew wanted (not when helpers were busy).
    bool start_failed() const noexcept { return start_failed_; }

    // Runs the task on every member and returns when all of them are done.
    void run(crew_task task, void* context) noexcept;

private:
    std::vector<helper*> helpers_;
    bool start_failed_ = false;
};

// Logical CPUs the library uses (hardware_concurrency, at least 1).
std::uint32_t usable_cores() noexcept;

}  // namespace argon2::detail
