#include "governor.hpp"

#include <argon2/errc.hpp>

#include "threading.hpp"

#include <atomic>
#include <cstdlib>
#include <limits>

#if !defined(ARGON2_SINGLE_THREADED)
#include <condition_variable>
#include <mutex>
#endif

namespace argon2::detail {

namespace {

#if defined(ARGON2_SINGLE_THREADED)
// No other thread can hold memory or wait: a hash that does not fit now never will.
struct governor_mutex {
    void lock() noexcept {}
    void unlock() noexcept {}
};
struct unique_lock {
    explicit unique_lock(governor_mutex&) noexcept {}
};
#else
using governor_mutex = std::mutex;
using unique_lock = std::unique_lock<std::mutex>;
#endif

// A hash waiting to be admitted: a node of the queue, on the waiting thread's stack.
struct waiter {
    std::uint64_t bytes;
    waiter* next = nullptr;
};

struct governor {
    governor_mutex mutex;
#if !defined(ARGON2_SINGLE_THREADED)
    std::condition_variable changed;  // memory given back, a waiter gone, a new budget
#endif
    memory_budget budget;
    bool unparsable = false;  // ARGON2_MEMORY_BUDGET did not parse: refuse everything
    governor_counters counters;
    waiter* head = nullptr;  // first come, first served
    waiter* tail = nullptr;

    // on(), readable without the mutex: a process without a budget takes no lock per hash.
    std::atomic<bool> active{false};

    governor() noexcept {
        if (const char* text = std::getenv("ARGON2_MEMORY_BUDGET")) {
            unparsable = !parse_memory_budget(text, budget);
        }
        active = on();
    }

    bool on() const noexcept { return unparsable || budget.bytes != 0 || budget.concurrent != 0; }
    // Why a hash of this size can never be admitted, or ok when it can.
    errc never_admitted(std::uint64_t bytes) const noexcept {
        if (unparsable) return errc::memory_budget_malformed;
        if (budget.bytes != 0 && bytes > budget.bytes) return errc::memory_budget_exceeded;
        return errc::ok;
    }
    bool fits(std::uint64_t bytes) const noexcept {
        return (budget.bytes == 0 || counters.in_flight_bytes + bytes <= budget.bytes) &&
               (budget.concurrent == 0 || counters.in_flight < budget.concurrent);
    }
    void count_in(std::uint64_t bytes) noexcept {
        counters.in_flight_bytes += bytes;
        ++counters.in_flight;
        ++counters.admitted;
        if (counters.in_flight_bytes > counters.peak_bytes)
            counters.peak_bytes = counters.in_flight_bytes;
    }
    void enqueue(waiter& w) noexcept {
        (tail == nullptr ? head : tail->next) = &w;
        tail = &w;
        ++counters.waiting;
        ++counters.waits;
    }
    void dequeue(const waiter& w) noexcept {
        waiter* before = nullptr;
        for (waiter* at = head; at != &w; at = at->next) before = at;
        (before == nullptr ? head : before->next) = w.next;
        if (tail == &w) tail = before;
        --counters.waiting;
    }
    void notify() noexcept {
#if !defined(ARGON2_SINGLE_THREADED)
        changed.notify_all();
#endif
    }
};

governor& the_governor() noexcept {
    static governor instance;
    return instance;
}

thread_local std::optional<std::chrono::milliseconds> thread_wait;

}  // namespace

admission::admission(std::uint64_t bytes) noexcept : bytes_(bytes) {
    governor& g = the_governor();
    if (!g.active.load(std::memory_order_acquire)) return;
    unique_lock lock(g.mutex);
    if (!g.on()) return;
    if (const errc refusal = g.never_admitted(bytes); refusal != errc::ok) {
        ++g.counters.refusals;
        result_ = refusal;
        return;
    }
    if (g.head == nullptr && g.fits(bytes)) {
        g.count_in(bytes);
        counted_ = true;
        return;
    }
#if defined(ARGON2_SINGLE_THREADED)
    result_ = errc::busy;  // unreachable: nothing else holds memory
#else
    const std::optional<std::chrono::milliseconds> limit =
        thread_wait ? thread_wait : g.budget.max_wait;
    const auto deadline =
        std::chrono::steady_clock::now() + limit.value_or(std::chrono::milliseconds::zero());
    waiter self{bytes};
    g.enqueue(self);
    bool timed_out = false;  // judged once more after the deadline: it may fit just then
    for (;;) {
        if (!g.on()) break;  // turned off while waiting: in, uncounted
        if (const errc refusal = g.never_admitted(bytes); refusal != errc::ok) {
            ++g.counters.refusals;
            result_ = refusal;
            break;
        }
        if (g.head == &self && g.fits(bytes)) {
            g.count_in(bytes);
            counted_ = true;
            break;
        }
        if (timed_out) {
            ++g.counters.timeouts;
            result_ = errc::busy;
            break;
        }
        if (!limit) {
            g.changed.wait(lock);
        } else {
            timed_out = g.changed.wait_until(lock, deadline) == std::cv_status::timeout;
        }
    }
    g.dequeue(self);
    g.notify();  // the next in line may be the head now, and may fit as well
#endif
}

admission::~admission() {
    if (!counted_) return;
    governor& g = the_governor();
    unique_lock lock(g.mutex);
    g.counters.in_flight_bytes -= bytes_;
    --g.counters.in_flight;
    g.notify();
}

void governor_set_budget(const memory_budget& budget) noexcept {
    governor& g = the_governor();
    unique_lock lock(g.mutex);
    g.budget = budget;
    g.unparsable = false;
    g.active.store(g.on(), std::memory_order_release);
    // What is in flight or waiting now stays counted; the history starts again.
    const governor_counters now = g.counters;
    g.counters = {};
    g.counters.in_flight_bytes = now.in_flight_bytes;
    g.counters.in_flight = now.in_flight;
    g.counters.waiting = now.waiting;
    g.counters.peak_bytes = now.in_flight_bytes;
    g.notify();
}

memory_budget governor_budget() noexcept {
    governor& g = the_governor();
    unique_lock lock(g.mutex);
    return g.budget;
}

governor_counters governor_snapshot() noexcept {
    governor& g = the_governor();
    unique_lock lock(g.mutex);
    return g.counters;
}

void governor_set_thread_wait(std::optional<std::chrono::milliseconds> limit) noexcept {
    thread_wait = limit;
}

std::optional<std::chrono::milliseconds> governor_thread_wait() noexcept { return thread_wait; }

bool parse_memory_budget(const char* text, memory_budget& out) noexcept {
    auto number = [&text](std::uint64_t& value) noexcept {
        if (*text < '0' || *text > '9') return false;
        value = 0;
        for (; *text >= '0' && *text <= '9'; ++text) {
            const auto digit = static_cast<std::uint64_t>(*text - '0');
            if (value > (std::numeric_limits<std::uint64_t>::max() - digit) / 10) return false;
            value = value * 10 + digit;
        }
        return true;
    };
    memory_budget parsed;
    std::uint64_t bytes = 0;
    if (!number(bytes)) return false;
    int shift = 0;
    switch (*text) {
        case 'K': shift = 10; break;
        case 'M': shift = 20; break;
        case 'G': shift = 30; break;
        case 'T': shift = 40; break;
        default: break;
    }
    if (shift != 0) {
        ++text;
        if (bytes > (std::numeric_limits<std::uint64_t>::max() >> shift)) return false;
        bytes <<= shift;
    }
    if (bytes == 0) return false;  // "0" would read as "off": say nothing rather than that
    parsed.bytes = bytes;
    if (*text == ',') {
        ++text;
        std::uint64_t concurrent = 0;
        if (!number(concurrent) || concurrent == 0 ||
            concurrent > std::numeric_limits<std::uint32_t>::max())
            return false;
        parsed.concurrent = static_cast<std::uint32_t>(concurrent);
    }
    if (*text != '\0') return false;
    out = parsed;
    return true;
}

}  // namespace argon2::detail
