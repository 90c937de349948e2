#include <argon2/batch.hpp>

#include "src/engine/worker_pool.hpp"
#include "src/engine/memory_sources.hpp"
#include "operations.hpp"

#include <atomic>
#include <cstddef>

ARGON2_BEGIN_NAMESPACE

namespace {

// A batch shared by a crew: every member takes the next unclaimed item until none is left,
// hashing it single-threaded in memory the member keeps for its next item (batch_memory).
template <class Work>
struct shared_batch {
    Work work;  // work(index, memory_source&)
    std::size_t count;
    std::atomic<std::size_t> next{0};

    static void run(void* context, std::uint32_t) noexcept {
        auto& self = *static_cast<shared_batch*>(context);
        detail::batch_memory memory;
        for (std::size_t i; (i = self.next.fetch_add(1, std::memory_order_relaxed)) < self.count;) {
            self.work(i, memory);
        }
    }
};

template <class Work>
void run_batch(std::size_t count, std::uint32_t threads, Work work) noexcept {
    std::size_t members = threads == 0 ? detail::usable_cores() : threads;
    if (members > detail::usable_cores()) members = detail::usable_cores();
    if (members > count) members = count;
    if (members == 0) return;
    // Helpers the OS refuses to start only slow the batch down: the caller does their share.
    detail::crew helpers(static_cast<std::uint32_t>(members - 1));
    shared_batch<Work> batch{work, count};
    helpers.run(&shared_batch<Work>::run, &batch);
}

}  // namespace

std::error_code verify_batch(std::span<const verify_request> requests,
                             std::span<std::error_code> results, const limits& ceiling,
                             std::uint32_t threads) noexcept {
    if (results.size() != requests.size()) return errc::out_ptr_mismatch;
    // The batch spreads items over the cores, not one item's lanes.
    limits one_core = ceiling;
    one_core.max_threads = 1;
    run_batch(requests.size(), threads, [&](std::size_t i, detail::memory_source& memory) noexcept {
        results[i] = detail::verify_with(memory, requests[i].encoded, requests[i].password,
                                         one_core, {}, {});
    });
    return {};
}

std::error_code hash_raw_batch(const params& p, std::span<const hash_request> requests,
                               std::span<std::error_code> results, std::uint32_t threads) noexcept {
    if (results.size() != requests.size()) return errc::out_ptr_mismatch;
    // A thread count the reference accepts (1 .. 2^24 - 1) becomes 1; one it rejects stays, so
    // each item still fails exactly as hash_raw would.
    params one_core = p;
    if (one_core.threads > 1 && one_core.threads <= 0xFFFFFFu) one_core.threads = 1;
    run_batch(requests.size(), threads, [&](std::size_t i, detail::memory_source& memory) noexcept {
        results[i] = detail::hash_raw_with(memory, one_core, requests[i].password, requests[i].salt,
                                           requests[i].out, {}, {});
    });
    return {};
}

ARGON2_END_NAMESPACE
