// <argon2/calibrate.hpp>: costs for a time per hash on this machine.
//
// Each step times the parameters it would choose, models a hash as taking a time proportional
// to memory x passes (`cost`: seconds per KiB-pass, refitted from the latest median), and picks
// again from the model, until a median lands close to the goal. Choosing from the model is
// memory first: one pass with the memory the goal affords; at the bound, the most whole passes
// within the goal, unless they fall short of it, when one more pass runs on less memory.
// Every step's parameters are hashed once untimed first when their memory changed, so that
// the timed runs find their arena mapped (a server's steady state: the arena cache keeps it).
#include <argon2/calibrate.hpp>
#include <argon2/errc.hpp>
#include <argon2/hash.hpp>

#include "src/os/os.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

ARGON2_BEGIN_NAMESPACE

namespace {

using clock = std::chrono::steady_clock;
using std::chrono::microseconds;

constexpr int runs_per_step = 3;  // a median of 3 is immune to one outlier
constexpr int final_runs = 5;
constexpr int max_steps = 12;
constexpr double close_enough = 0.03;     // a step's median this near the goal ends the search
constexpr double final_tolerance = 0.05;  // the final median this near ends the calibration
constexpr int max_rounds = 3;
constexpr double whole_passes_band = 0.97;  // at the bound, whole passes this near are kept

struct timer {
    const std::function<void(const calibration_step&)>& progress;
    std::array<std::uint8_t, 16> salt{};
    params last{};
    bool warm = false;
    mutable bool progress_failed = false;

    // One hash of `p`, timed.
    std::error_code once(const params& p, microseconds& took) const noexcept {
        std::array<std::uint8_t, 32> tag{};
        const auto start = clock::now();
        const std::error_code ec =
            hash_raw(p, bytes_view(reinterpret_cast<const std::uint8_t*>("calibration"), 11),
                     bytes_view(salt.data(), salt.size()), tag);
        took = std::chrono::duration_cast<microseconds>(clock::now() - start);
        if (!ec && progress && !progress_failed) {
#if defined(__cpp_exceptions)
            try {
                progress(calibration_step{p, took});
            } catch (...) {  // the callback must not throw; if it does, it is not heard again
                progress_failed = true;
            }
#else
            progress(calibration_step{p, took});
#endif
        }
        return ec;
    }

    // `runs` timed hashes of `p` (after an untimed one if its memory is new), sorted.
    template <std::size_t N>
    std::error_code sample(const params& p, std::array<microseconds, N>& times) noexcept {
        microseconds ignored{};
        if (!warm || p.memory_kib != last.memory_kib || p.lanes != last.lanes) {
            if (const std::error_code ec = once(p, ignored)) return ec;
        }
        last = p;
        warm = true;
        for (microseconds& t : times) {
            if (const std::error_code ec = once(p, t)) return ec;
        }
        std::sort(times.begin(), times.end());
        return {};
    }
};

// `kib` as Argon2 memory for `lanes`: within [8 * lanes, bound], a multiple of 4 * lanes.
std::uint32_t memory_within(double kib, std::uint32_t lanes, std::uint32_t bound_kib) noexcept {
    const std::uint32_t granule = 4 * lanes;
    const double clamped = std::clamp(kib, double(8 * lanes), double(bound_kib));
    return std::max(8 * lanes, static_cast<std::uint32_t>(clamped) / granule * granule);
}

// The parameters the model picks: memory first, then passes.
params choose(const calibration_goal& goal, double cost, std::uint32_t bound_kib) noexcept {
    const double target = std::chrono::duration<double>(goal.time).count();
    const auto memory = [&](double kib) { return memory_within(kib, goal.lanes, bound_kib); };
    params p{goal.algo, version::v13, 1, 0, goal.lanes, goal.lanes, 32};
    const double one_pass_at_bound = cost * bound_kib;
    if (one_pass_at_bound >= target) {
        p.memory_kib = memory(target / cost);
        return p;
    }
    const double whole = std::floor(target / one_pass_at_bound);
    constexpr double limit = 1e9;  // passes (a goal of 10 minutes over 8 KiB stays below)
    if (whole * one_pass_at_bound >= whole_passes_band * target || whole >= limit) {
        p.passes = static_cast<std::uint32_t>(std::min(whole, limit));
        p.memory_kib = memory(bound_kib);
        return p;
    }
    p.passes = static_cast<std::uint32_t>(whole) + 1;
    p.memory_kib = memory(target / (cost * p.passes));
    return p;
}

double seconds(microseconds t) noexcept { return std::chrono::duration<double>(t).count(); }

}  // namespace

std::error_code calibrate(const calibration_goal& goal, calibration& out,
                          const std::function<void(const calibration_step&)>& progress) noexcept {
    out = calibration{};
    if (goal.time < std::chrono::milliseconds(1)) return make_error_code(errc::time_too_small);
    if (goal.time > std::chrono::minutes(10)) return make_error_code(errc::time_too_large);
    if (goal.lanes < 1) return make_error_code(errc::lanes_too_few);
    if (goal.lanes > 0xFFFFFF) return make_error_code(errc::lanes_too_many);
    if (goal.concurrency < 1) return make_error_code(errc::incorrect_parameter);

    out.available_bytes = detail::os::available_memory();
    std::uint64_t bound = goal.max_memory_bytes;
    if (out.available_bytes != 0) bound = std::min(bound, out.available_bytes / goal.concurrency);
    // On a 32-bit target Argon2 memory stops at half the address space (the reference's rule).
    bound = std::min<std::uint64_t>(bound, std::numeric_limits<std::size_t>::max() / 2);
    out.memory_bound_bytes = bound;
    const std::uint32_t granule = 4 * goal.lanes;
    const std::uint64_t bound_kib64 =
        std::min<std::uint64_t>(bound / 1024, std::numeric_limits<std::uint32_t>::max());
    const auto bound_kib = static_cast<std::uint32_t>(bound_kib64 / granule * granule);
    const std::uint32_t minimum_kib = 8 * goal.lanes;
    if (bound_kib < minimum_kib) return make_error_code(errc::memory_too_little);

    timer time{progress};
    if (const std::error_code ec = generate_salt(time.salt)) return ec;
    const double target = seconds(goal.time);

    // The first model: one pass over a small memory, grown until a hash takes a noticeable
    // share of the goal (the time of small hashes is mostly not memory).
    params p{goal.algo,  version::v13, 1, memory_within(1024.0 * goal.lanes, goal.lanes, bound_kib),
             goal.lanes, goal.lanes,   32};
    std::array<microseconds, 1> probe{};
    while (true) {
        if (const std::error_code ec = time.sample(p, probe)) return ec;
        const double took = seconds(probe[0]);
        if (took >= target / 4 || p.memory_kib == bound_kib) break;
        const double grow = std::clamp(target / 4 / std::max(took, 1e-6), 2.0, 16.0);
        p.memory_kib = memory_within(p.memory_kib * grow, goal.lanes, bound_kib);
    }
    double cost = seconds(probe[0]) / double(p.memory_kib);

    // Steps of the model until a median is close to the goal, then the final five; if their
    // median strays (the machine's speed moved), the model is refitted from them and the
    // search goes on, a few rounds at most.
    std::array<microseconds, runs_per_step> step{};
    std::array<microseconds, final_runs> last{};
    const auto at_minimum_and_slow = [&](double median) {
        return p.memory_kib == minimum_kib && p.passes == 1 && median > target;
    };
    for (int round = 0;; ++round) {
        for (int i = 0; i < max_steps; ++i) {
            const params next = choose(goal, cost, bound_kib);
            if (i > 0 && next == p) break;  // the model settled on what it just measured
            p = next;
            if (const std::error_code ec = time.sample(p, step)) return ec;
            const double median = seconds(step[runs_per_step / 2]);
            cost = median / (double(p.memory_kib) * p.passes);
            if (std::abs(median / target - 1) <= close_enough || at_minimum_and_slow(median)) break;
        }
        if (const std::error_code ec = time.sample(p, last)) return ec;
        const double median = seconds(last[final_runs / 2]);
        if (std::abs(median / target - 1) <= final_tolerance || at_minimum_and_slow(median) ||
            round + 1 == max_rounds)
            break;
        cost = median / (double(p.memory_kib) * p.passes);
    }
    out.chosen = p;
    out.fastest = last.front();
    out.median = last[final_runs / 2];
    out.slowest = last.back();
    if (p.memory_kib == minimum_kib && p.passes == 1 && out.median > goal.time)
        return make_error_code(errc::time_too_small);
    return {};
}

ARGON2_END_NAMESPACE
