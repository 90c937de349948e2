/// \file
/// Costs for this machine: calibrate() picks the Argon2 parameters that take a given time per
/// hash here, the way cryptsetup does for its key slots. Memory comes first, as RFC 9106 asks
/// (the largest memory allowed: never above the cap, nor above the memory available divided by
/// the hashes expected at once); passes only when the largest memory is faster than the goal.
/// The result is measured, not extrapolated: the chosen parameters are hashed again five times,
/// and the median, fastest and slowest times are reported beside them.
#pragma once

#include <argon2/config.hpp>
#include <argon2/params.hpp>
#include <argon2/types.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <system_error>

ARGON2_BEGIN_NAMESPACE

/// What calibrate() aims for.
ARGON2_EXPORT struct calibration_goal {
    std::chrono::milliseconds time{250};                      ///< one hash's time, 1 ms .. 10 min
    std::uint64_t max_memory_bytes = std::uint64_t{1} << 30;  ///< the memory cap (1 GiB)
    std::uint32_t lanes = 1;               ///< p (and as many threads), 1 .. 2^24-1
    std::uint32_t concurrency = 1;         ///< hashes expected at once: each gets available / this
    algorithm algo = algorithm::argon2id;  ///< the variant the parameters are for
};

/// One hash calibrate() timed, as it goes (for a progress line).
ARGON2_EXPORT struct calibration_step {
    params tried;                       ///< what was hashed
    std::chrono::microseconds took{0};  ///< how long it took
};

/// What calibrate() chose and what the chosen parameters took in its final five hashes.
ARGON2_EXPORT struct calibration {
    params chosen;                         ///< the parameters (threads = lanes)
    std::chrono::microseconds median{0};   ///< of the final five hashes
    std::chrono::microseconds fastest{0};  ///< of the final five hashes
    std::chrono::microseconds slowest{0};  ///< of the final five hashes
    /// The memory ceiling that applied: max_memory_bytes, or available / concurrency if lower.
    std::uint64_t memory_bound_bytes = 0;
    /// What the OS reported available (on Linux also within the cgroup's limit); 0: it does not
    /// say, and only max_memory_bytes bounds.
    std::uint64_t available_bytes = 0;
};

/// Hashes repeatedly (for a few times goal.time plus the final five) and fills `out`.
/// time_too_small or time_too_large for a time outside 1 ms .. 10 min; lanes_too_few,
/// lanes_too_many; incorrect_parameter for a concurrency of 0; memory_too_little when the
/// memory bound is below Argon2's minimum of 8 KiB per lane. time_too_small also when even
/// that minimum with one pass takes longer than the goal (`out` then holds it, measured).
/// A hash's own error (memory_allocation_error, memory_budget_exceeded under the governor)
/// ends the calibration with it. `progress`, if given, sees every timed hash; it must not
/// throw (one that does is not called again, and the calibration goes on).
ARGON2_EXPORT ARGON2_API std::error_code calibrate(
    const calibration_goal& goal, calibration& out,
    const std::function<void(const calibration_step&)>& progress = {}) noexcept;

ARGON2_END_NAMESPACE
