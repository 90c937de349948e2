// The memory governor's admission (include/argon2/governor.hpp): a hash holds one while its
// working memory exists, from before the allocation to after the wipe.
#pragma once

#include <argon2/errc.hpp>
#include <argon2/governor.hpp>

#include <cstdint>

namespace argon2::detail {

class admission {
public:
    // Waits, as the budget and the thread's wait limit allow, until `bytes` fit.
    explicit admission(std::uint64_t bytes) noexcept;
    ~admission();
    admission(const admission&) = delete;
    admission& operator=(const admission&) = delete;

    // ok when admitted (or the governor is off), else memory_budget_exceeded,
    // memory_budget_malformed or busy.
    errc result() const noexcept { return result_; }

private:
    std::uint64_t bytes_;
    bool counted_ = false;  // admitted under a budget: leaving gives the bytes back
    errc result_ = errc::ok;
};

void governor_set_budget(const memory_budget& budget) noexcept;
memory_budget governor_budget() noexcept;
governor_counters governor_snapshot() noexcept;
void governor_set_thread_wait(std::optional<std::chrono::milliseconds> limit) noexcept;
std::optional<std::chrono::milliseconds> governor_thread_wait() noexcept;

// ARGON2_MEMORY_BUDGET's syntax: "512M" or "512M,8"; false for anything else.
bool parse_memory_budget(const char* text, memory_budget& out) noexcept;

}  // namespace argon2::detail
