#include "worker_pool.hpp"

#include "threading.hpp"

#include "src/os/os.hpp"

#if !defined(ARGON2_SINGLE_THREADED)
#include <exception>
#include <memory>
#include <mutex>
#include <new>
#include <thread>
#endif

namespace argon2::detail {

#if defined(ARGON2_SINGLE_THREADED)

crew::crew(std::uint32_t) noexcept {}
crew::~crew() = default;
void crew::run(crew_task task, void* context) noexcept { task(context, 0); }
std::uint32_t usable_cores() noexcept { return 1; }

#else

// One helper thread. `wake` and `done` count tasks handed over and finished; the helper sleeps
// while they are equal. The struct lives as long as the pool, so the caller may wait on `done`
// without any lifetime race.
struct helper {
    std::atomic<std::uint32_t> wake{0};
    std::atomic<std::uint32_t> done{0};
    crew_task task = nullptr;
    void* context = nullptr;
    std::uint32_t member = 0;
    bool stop = false;
    std::thread thread;
    helper* next_orphan = nullptr;  // in a child of fork, where the thread does not exist
};

namespace {

void helper_main(helper* h) noexcept {
    // Named for ps/top and debuggers (and the tests, which count helpers by name).
    os::name_this_thread("argon2-helper");
    std::uint32_t seen = 0;
    for (;;) {
        seen = await_change(h->wake, seen);
        if (h->stop) return;
        h->task(h->context, h->member);
        h->done.store(seen, std::memory_order_release);
        os::wake_one(h->done);
    }
}

class pool {
public:
    static pool* get() noexcept {
        static pool instance;
        return gone_.load(std::memory_order_acquire) ? nullptr : &instance;
    }

    // Appends up to `wanted` helpers to `out`, which has room for them (the crew reserved it);
    // false if starting one failed. Every allocation that can fail happens here, before a
    // helper is counted, so that giving helpers back and forgetting them after fork cannot.
    bool borrow(std::uint32_t wanted, std::vector<helper*>& out) noexcept {
        try {
            std::lock_guard lock(mutex_);
            while (wanted > 0 && !idle_.empty()) {
                out.push_back(idle_.back());
                idle_.pop_back();
                --wanted;
            }
            const std::size_t limit = usable_cores() - 1;
            while (wanted > 0 && all_.size() < limit) {
                all_.reserve(all_.size() + 1);
                idle_.reserve(all_.size() + 1);  // room for every helper to come back
                auto h = std::make_unique<helper>();
                h->thread = std::thread(helper_main, h.get());
                out.push_back(h.get());
                all_.push_back(std::move(h));
                --wanted;
            }
            return true;
        } catch (...) {  // std::system_error from the OS (a thread, the lock), or bad_alloc
            return false;
        }
    }

    void give_back(const std::vector<helper*>& helpers) noexcept {
        try {
            std::lock_guard lock(mutex_);
            for (helper* h : helpers) idle_.push_back(h);  // within the capacity borrow reserved
        } catch (...) {
            // Only the lock can fail: the OS refusing a lock it granted in borrow() leaves a
            // pool that cannot be kept consistent, so stop as a noexcept function would.
            std::terminate();
        }
    }

private:
    pool() noexcept {
        // A child of fork() has none of the helper threads: it must start its own rather than
        // wait forever on threads that are not there.
        os::at_fork([] { the_pool_for_fork()->mutex_.lock(); },
                    [] { the_pool_for_fork()->mutex_.unlock(); },
                    [] {
                        pool* p = the_pool_for_fork();
                        p->mutex_.unlock();
                        p->forget_helpers();
                    });
        the_pool_for_fork() = this;
    }

    // Stops and joins the helpers at exit (or when the library is unloaded), so no thread runs
    // this library's code after it is gone.
    ~pool() {
        gone_.store(true, std::memory_order_release);
        std::lock_guard lock(mutex_);
        for (helper* h : idle_) {
            h->stop = true;
            h->wake.fetch_add(1, std::memory_order_release);
            os::wake_one(h->wake);
        }
        for (helper* h : idle_) h->thread.join();
        // A helper still borrowed belongs to a hash running during exit: leave it be.
        for (auto& h : all_) {
            if (h->thread.joinable()) (void)h.release();
        }
    }

    void forget_helpers() noexcept {
        // Their threads do not exist here; their memory stays reachable through orphans_, a
        // list through the helpers themselves, so that nothing is allocated in a fork handler.
        for (auto& h : all_) {
            h->next_orphan = orphans_;
            orphans_ = h.release();
        }
        all_.clear();
        idle_.clear();
    }

    static pool*& the_pool_for_fork() noexcept {
        static pool* p = nullptr;
        return p;
    }

    std::mutex mutex_;
    std::vector<helper*> idle_;
    std::vector<std::unique_ptr<helper> > all_;
    helper* orphans_ = nullptr;
    static inline std::atomic<bool> gone_{false};
};

}  // namespace

std::uint32_t usable_cores() noexcept {
    const unsigned cores = std::thread::hardware_concurrency();
    return cores == 0 ? 1 : cores;
}

crew::crew(std::uint32_t wanted) noexcept {
    if (wanted == 0) return;
    pool* p = pool::get();
    if (p == nullptr) return;
    try {
        helpers_.reserve(wanted);
    } catch (...) {
        start_failed_ = true;
        return;
    }
    start_failed_ = !p->borrow(wanted, helpers_);
}

crew::~crew() {
    if (helpers_.empty()) return;
    if (pool* p = pool::get()) p->give_back(helpers_);
}

void crew::run(crew_task task, void* context) noexcept {
    std::uint32_t member = 1;
    for (helper* h : helpers_) {
        h->task = task;
        h->context = context;
        h->member = member++;
        h->wake.fetch_add(1, std::memory_order_release);
        os::wake_one(h->wake);
    }
    task(context, 0);
    for (helper* h : helpers_) {
        const std::uint32_t handed = h->wake.load(std::memory_order_relaxed);
        std::uint32_t finished = h->done.load(std::memory_order_acquire);
        while (finished != handed) finished = await_change(h->done, finished);
    }
}

#endif

}  // namespace argon2::detail
