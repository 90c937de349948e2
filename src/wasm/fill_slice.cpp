// The segment loop and its block kernel (backends/generic/segment.hpp, round.hpp) for the
// module's kernel set, in a translation unit of its own: src/wasm/meson.build says why its code
// is generated at -O0.
#include "src/wasm/module_set.hpp"

#include "backends/generic/segment.hpp"

#include "src/wasm/fill_slice.hpp"
#include "src/wasm/shared_wait.hpp"

#include <atomic>

namespace argon2::detail {

void fill_slice(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                lane_set lanes) noexcept {
    fill_segments<kernel_set_description::block_kernel>(inst, pass, slice, lanes);
}

namespace {

using cursor = segment_cursor<kernel_set_description::block_kernel>;

// A slice's claim words (fill_slice.hpp) as the callers use them: two per lane, its state and
// the block from which it was given up.
class lane_claims {
public:
    explicit lane_claims(std::uint32_t* words) noexcept : words_(words) {}

    // Whether another caller has asked for the lane's segment.
    bool asked(std::uint32_t lane) const noexcept {
        return state(lane).load(std::memory_order_acquire) == claim_asked;
    }
    // Gives the segment up: the asker continues from block `index`.
    void give_up(std::uint32_t lane, std::uint32_t index) noexcept {
        words_[2 * lane + 1] = index;
        state(lane).store(claim_given, std::memory_order_release);
        wake_all(&words_[2 * lane]);
    }
    // The owner has filled the segment; one asked for meanwhile is given up at its end.
    void finish(std::uint32_t lane, std::uint32_t segment_length) noexcept {
        std::uint32_t expected = claim_owned;
        if (!state(lane).compare_exchange_strong(expected, claim_done, std::memory_order_acq_rel))
            give_up(lane, segment_length);
    }
    // Asks for a segment its owner is still filling (or has yet to start): true if it will be
    // given up, false if it is done or another caller asked first.
    bool ask(std::uint32_t lane) noexcept {
        std::uint32_t expected = claim_owned;
        return state(lane).compare_exchange_strong(expected, claim_asked,
                                                   std::memory_order_acq_rel);
    }
    // Waits until the owner gives up a segment asked for: the block to continue from.
    std::uint32_t await_given(std::uint32_t lane) noexcept {
        await_change(&words_[2 * lane], claim_asked);
        return words_[2 * lane + 1];
    }

private:
    std::atomic_ref<std::uint32_t> state(std::uint32_t lane) const noexcept {
        return std::atomic_ref<std::uint32_t>(words_[2 * lane]);
    }

    std::uint32_t* words_;
};

inline constexpr std::uint32_t no_lane = ~0u;

}  // namespace

void fill_slice_handing_over(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                             lane_set lanes, std::uint32_t* claim_words) noexcept {
    lane_claims claims(claim_words);
    // Our own lanes, stepped interleaved_segments at a time as fill_segments does; each
    // segment given up, where it has got to, when another caller asks for it.
    for (std::uint32_t lane = lanes.first; lane < inst.lanes;) {
        cursor cursors[interleaved_segments];
        std::uint32_t owned[interleaved_segments];
        std::uint32_t going = 0;
        for (; going < interleaved_segments && lane < inst.lanes; ++going, lane += lanes.step) {
            owned[going] = lane;
            cursors[going].start(inst, {pass, lane, slice});
        }
        const std::uint32_t count = going;
        while (going > 0) {
            for (std::uint32_t c = 0; c < count; ++c) {
                if (owned[c] == no_lane) continue;
                if (claims.asked(owned[c])) {
                    claims.give_up(owned[c], cursors[c].index());
                } else {
                    cursors[c].step();
                    if (!cursors[c].done()) continue;
                    claims.finish(owned[c], inst.segment_length);
                }
                owned[c] = no_lane;
                --going;
            }
        }
    }
    // Then the other callers' segments still going, one at a time, each from where its owner
    // gives it up.
    for (std::uint32_t lane = 0; lane < inst.lanes; ++lane) {
        if (lane % lanes.step == lanes.first || !claims.ask(lane)) continue;
        cursor c;
        c.start(inst, {pass, lane, slice}, claims.await_given(lane));
        while (!c.done()) c.step();
    }
}

}  // namespace argon2::detail
