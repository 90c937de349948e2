#include <argon2/governor.hpp>

#include "src/engine/governor.hpp"

ARGON2_BEGIN_NAMESPACE

void set_memory_budget(const memory_budget& budget) noexcept {
    detail::governor_set_budget(budget);
}

memory_budget current_memory_budget() noexcept { return detail::governor_budget(); }

governor_counters governor_stats() noexcept { return detail::governor_snapshot(); }

wait_limit::wait_limit(std::chrono::milliseconds limit) noexcept
    : previous_(detail::governor_thread_wait()) {
    detail::governor_set_thread_wait(limit);
}

wait_limit::~wait_limit() { detail::governor_set_thread_wait(previous_); }

ARGON2_END_NAMESPACE
