/// \file
/// The memory governor: a process-wide budget for the memory Argon2 and scrypt hold at once
/// (and, if wanted, for how many hashes run at once), so that a burst of logins waits instead
/// of exhausting the machine. Every hash and verification, one-shot, hasher, batch, scrypt and
/// the C ABI, is admitted before it allocates its working memory and leaves after wiping it.
/// Waiters are admitted first come, first served. Off by default; ARGON2_MEMORY_BUDGET in the
/// environment (read once, at the first hash) turns it on for programs that cannot call
/// set_memory_budget(), such as users of the C ABI: "512M" (suffixes K, M, G, T: powers of
/// 1024) or "512M,8" for at most 8 hashes at once as well. A value that does not parse refuses
/// every hash (errc::memory_budget_malformed): a typo must not silently lift the bound.
#pragma once

#include <argon2/config.hpp>

#include <chrono>
#include <cstdint>
#include <optional>

ARGON2_BEGIN_NAMESPACE

/// What the governor admits at once. A budget with both limits 0 turns it off.
ARGON2_EXPORT struct memory_budget {
    std::uint64_t bytes = 0;       ///< working memory in use at once; 0: no limit
    std::uint32_t concurrent = 0;  ///< hashes at once; 0: no limit
    /// How long a hash may wait to be admitted before failing with errc::busy; none: as long
    /// as it takes. A thread can set its own limit for the calls it makes (wait_limit).
    std::optional<std::chrono::milliseconds> max_wait = std::nullopt;
};

/// The governor's counters since the budget was set (all 0 while it is off).
ARGON2_EXPORT struct governor_counters {
    std::uint64_t in_flight_bytes = 0;  ///< working memory of the hashes admitted now
    std::uint32_t in_flight = 0;        ///< hashes admitted now
    std::uint32_t waiting = 0;          ///< hashes waiting to be admitted now
    std::uint64_t peak_bytes = 0;       ///< the most in_flight_bytes has been
    std::uint64_t admitted = 0;         ///< hashes admitted, at once or after waiting
    std::uint64_t waits = 0;            ///< hashes that had to wait
    std::uint64_t timeouts = 0;         ///< hashes that waited past their limit (errc::busy)
    /// hashes refused at once: larger than the budget (errc::memory_budget_exceeded), or any
    /// hash under a malformed ARGON2_MEMORY_BUDGET (errc::memory_budget_malformed)
    std::uint64_t refusals = 0;
};

/// Sets the process-wide budget (replacing ARGON2_MEMORY_BUDGET's) and resets the counters.
/// Hashes already admitted keep their memory; waiting ones are judged again by the new budget.
ARGON2_EXPORT ARGON2_API void set_memory_budget(const memory_budget& budget) noexcept;

/// The budget in force (ARGON2_MEMORY_BUDGET's, if no one set another).
ARGON2_EXPORT ARGON2_API memory_budget current_memory_budget() noexcept;

/// A snapshot of the counters.
ARGON2_EXPORT ARGON2_API governor_counters governor_stats() noexcept;

/// For the calls the constructing thread makes while it lives: wait at most `limit` to be
/// admitted (instead of the budget's max_wait). Scopes nest; the innermost one counts.
ARGON2_EXPORT class ARGON2_API wait_limit {
public:
    /// From now on, this thread's hashes wait at most `limit` (0: not at all).
    explicit wait_limit(std::chrono::milliseconds limit) noexcept;
    /// The limit before this scope again.
    ~wait_limit();
    wait_limit(const wait_limit&) = delete;
    wait_limit& operator=(const wait_limit&) = delete;

private:
    std::optional<std::chrono::milliseconds> previous_;
};

ARGON2_END_NAMESPACE
