#include "fill_runner.hpp"

#include <argon2/errc.hpp>

#include "slice_barrier.hpp"
#include "threading.hpp"
#include "worker_pool.hpp"

#include <algorithm>
#include <cstddef>
#include <memory>
#include <new>

namespace argon2::detail {

namespace {

void fill_alone(const instance& inst, segments_fn fill, const pass_observer* observer) noexcept {
    for (std::uint32_t pass = 0; pass < inst.passes; ++pass) {
        for (std::uint32_t slice = 0; slice < sync_points; ++slice) {
            fill(inst, pass, slice, {0, 1}, nullptr);
        }
        if (observer) observer->after_pass(observer->context, inst, pass);
    }
}

#if !defined(ARGON2_SINGLE_THREADED)
// One hash shared by a crew: member t fills lanes t, t + members, ..., then continues the
// others' segments still going (claims); all meet at the end of every slice, where the last
// to arrive gives every lane back to its owner.
struct shared_fill {
    const instance& inst;
    segments_fn fill;
    const pass_observer* observer;
    std::uint32_t members;
    slice_barrier slice_end;
    segment_claims* claims;  // nullptr where there was no memory for them

    static void run(void* context, std::uint32_t member) noexcept {
        auto& self = *static_cast<shared_fill*>(context);
        const instance& inst = self.inst;
        for (std::uint32_t pass = 0; pass < inst.passes; ++pass) {
            for (std::uint32_t slice = 0; slice < sync_points; ++slice) {
                self.fill(inst, pass, slice, {member, self.members}, self.claims);
                self.slice_end.arrive_and_wait([&]() noexcept {
                    if (self.claims != nullptr) {
                        std::fill_n(self.claims->words, 2 * std::size_t{inst.lanes}, claim_owned);
                    }
                    if (self.observer && slice == sync_points - 1) {
                        self.observer->after_pass(self.observer->context, inst, pass);
                    }
                });
            }
        }
    }
};
#endif

}  // namespace

errc fill_memory(const instance& inst, segments_fn fill, std::uint32_t threads,
                 const pass_observer* observer) noexcept {
#if defined(ARGON2_SINGLE_THREADED)
    (void)threads;
    fill_alone(inst, fill, observer);
    return errc::ok;
#else
    // More threads than lanes have nothing to do, and more than the cores only add switching:
    // the tag does not depend on the thread count.
    if (threads > inst.lanes) threads = inst.lanes;
    if (threads > usable_cores()) threads = usable_cores();
    if (threads <= 1) {
        fill_alone(inst, fill, observer);
        return errc::ok;
    }
    crew helpers(threads - 1);
    // As the reference: when the OS refuses a thread, report it, with no work done.
    if (helpers.start_failed()) return errc::thread_fail;
    if (helpers.size() == 1) {  // every helper is busy with other hashes
        fill_alone(inst, fill, observer);
        return errc::ok;
    }
    // Two words per lane; without them (no memory) each member keeps to its own lanes.
    std::unique_ptr<std::uint32_t[]> words(new (std::nothrow)
                                               std::uint32_t[2 * std::size_t{inst.lanes}]());
    // A thread that asked for a segment waits for its owner to finish the block it is
    // computing: await_change looks before it sleeps.
    segment_claims claims{
        words.get(),
        [](std::uint32_t* word, std::uint32_t value) noexcept { (void)await_change(word, value); },
        &os::wake_all};
    shared_fill job{inst,
                    fill,
                    observer,
                    helpers.size(),
                    slice_barrier(helpers.size()),
                    words ? &claims : nullptr};
    helpers.run(&shared_fill::run, &job);
    return errc::ok;
#endif
}

}  // namespace argon2::detail
