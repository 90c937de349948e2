#include "fill_runner.hpp"

#include <argon2/errc.hpp>

// WebAssembly without the threads proposal (wasm32-wasi) has no threads: one lane after another.
#if defined(__wasi__) && !defined(_REENTRANT)
#define ARGON2_SINGLE_THREADED 1
#else
#include <atomic>
#include <barrier>
#include <latch>
#include <thread>
#include <vector>
#endif

namespace argon2::detail {

namespace {

void fill_alone(const instance& inst, segment_fn fill, const pass_observer* observer) noexcept {
    for (std::uint32_t pass = 0; pass < inst.passes; ++pass) {
        for (std::uint32_t slice = 0; slice < sync_points; ++slice) {
            for (std::uint32_t lane = 0; lane < inst.lanes; ++lane) fill(inst, {pass, lane, slice});
        }
        if (observer) observer->after_pass(observer->context, inst, pass);
    }
}

#if !defined(ARGON2_SINGLE_THREADED)
// Called by the barrier once per slice, while every thread waits.
struct slice_completion {
    const instance* inst;
    const pass_observer* observer;
    std::uint32_t* slices_done;
    void operator()() noexcept {
        ++*slices_done;
        if (observer && *slices_done % sync_points == 0) {
            observer->after_pass(observer->context, *inst, *slices_done / sync_points - 1);
        }
    }
};
#endif

}  // namespace

int fill_memory(const instance& inst, segment_fn fill, std::uint32_t threads,
                const pass_observer* observer) noexcept {
#if defined(ARGON2_SINGLE_THREADED)
    (void)threads;
    fill_alone(inst, fill, observer);
    return 0;
#else
    // More threads than lanes have nothing to do, and more than the cores only add switching:
    // the tag does not depend on the thread count.
    if (threads > inst.lanes) threads = inst.lanes;
    const std::uint32_t cores = std::thread::hardware_concurrency();
    if (cores != 0 && threads > cores) threads = cores;
    if (threads <= 1) {
        fill_alone(inst, fill, observer);
        return 0;
    }

    std::uint32_t slices_done = 0;
    std::barrier<slice_completion> slice_end(threads, slice_completion{&inst, observer, &slices_done});
    std::latch start(1);
    std::atomic<bool> abandon{false};

    // Thread t fills lanes t, t + threads, ...; the caller's thread is thread 0.
    auto work = [&](std::uint32_t t) noexcept {
        start.wait();
        if (abandon.load(std::memory_order_relaxed)) return;
        for (std::uint32_t pass = 0; pass < inst.passes; ++pass) {
            for (std::uint32_t slice = 0; slice < sync_points; ++slice) {
                for (std::uint32_t lane = t; lane < inst.lanes; lane += threads) {
                    fill(inst, {pass, lane, slice});
                }
                slice_end.arrive_and_wait();
            }
        }
    };

    std::vector<std::thread> helpers;
    try {
        helpers.reserve(threads - 1);
        for (std::uint32_t t = 1; t < threads; ++t) helpers.emplace_back(work, t);
    } catch (...) {
        // Nothing has started yet: release the helpers we have and report, as the reference does.
        abandon.store(true, std::memory_order_relaxed);
        start.count_down();
        for (std::thread& h : helpers) h.join();
        return static_cast<int>(errc::thread_fail);
    }
    start.count_down();
    work(0);
    for (std::thread& h : helpers) h.join();
    return 0;
#endif
}

}  // namespace argon2::detail
