// The segment loop of RFC 9106 section 3.4, written once as a template over the block kernel,
// and the driver that steps a thread's segments in turn. The kernel sets' translation units
// only instantiate it (backends/generic/kernel_set.cpp.in, made once per set, and
// backends/highway/highway_sets.cpp).
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_GENERIC_SEGMENT_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_GENERIC_SEGMENT_HPP
#undef ARGON2_BACKENDS_GENERIC_SEGMENT_HPP
#else
#define ARGON2_BACKENDS_GENERIC_SEGMENT_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "backends/block_kernel.hpp"
#include "src/core/instance.hpp"
#include "src/core/segment_claims.hpp"

#include <atomic>
#include <cstddef>
#include <cstdint>

ARGON2_BEGIN_ISA_NAMESPACE

// Maps the 32-bit pseudo-random J1 to a block index inside the reference lane
// (RFC 9106 section 3.4.2, the "index_alpha" of the reference implementation).
inline std::uint32_t reference_index(const instance& inst, position pos, std::uint32_t index,
                                     std::uint32_t j1, bool same_lane) noexcept {
    // Size of the window W of blocks we may reference (RFC 9106 section 3.4.1.3). In the first
    // pass only the slices before this one exist; later, the whole lane except the current
    // segment. In our own lane the finished blocks of this segment count too, except the one
    // just before us (it is `prev` already). In another lane, the RFC drops the last block of
    // W when we compute the first block of a segment.
    std::uint32_t area;
    if (pos.pass == 0) {
        if (pos.slice == 0) {
            area = index - 1;
        } else if (same_lane) {
            area = pos.slice * inst.segment_length + index - 1;
        } else {
            area = pos.slice * inst.segment_length - (index == 0 ? 1 : 0);
        }
    } else if (same_lane) {
        area = inst.lane_length - inst.segment_length + index - 1;
    } else {
        area = inst.lane_length - inst.segment_length - (index == 0 ? 1 : 0);
    }

    // Non-uniform mapping: x = J1^2 / 2^32, then area - 1 - area * x / 2^32 favours recent blocks.
    std::uint64_t x = (std::uint64_t{j1} * j1) >> 32;
    std::uint64_t relative = area - 1 - ((std::uint64_t{area} * x) >> 32);

    // The window starts right after the current segment (wrapping around the lane).
    std::uint32_t start = 0;
    if (pos.pass != 0 && pos.slice != sync_points - 1)
        start = (pos.slice + 1) * inst.segment_length;
    // start + relative < 2 * lane_length: a subtraction wraps it, where a division would add its
    // latency to the wait for the next reference block.
    std::uint64_t index_in_lane = start + relative;
    if (index_in_lane >= inst.lane_length) index_in_lane -= inst.lane_length;
    return static_cast<std::uint32_t>(index_in_lane);
}

// In data-independent addressing the references of a whole address block (128 blocks) are known
// at once, so they are fetched this many blocks ahead: computing one block takes less than a
// DRAM round trip (bench/memory_latency.cpp). 4 was the best distance measured, and prefetching
// the blocks about to be written as well changed nothing, the hardware prefetcher has them
// (docs/decisions.md#prefetch-distance).
inline constexpr std::uint32_t independent_prefetch_distance = 4;

// Asks for the 16 cache lines of a block before they are needed. WebAssembly has no prefetch
// (__builtin_prefetch emits nothing there), so it reads one byte of each line instead: the
// loads start while the kernel finishes the current block. In Chromium and Firefox that took
// one thread at 64 MiB from about 1100-1200 to 700-760 ns per block; under node, whose code
// was already that fast, it changed nothing (docs/wasm.md).
[[gnu::always_inline]] inline void prefetch_block(const block* b) noexcept {
    const char* bytes = reinterpret_cast<const char*>(b);
#if defined(__wasm__)
    for (std::size_t line = 0; line < block_bytes; line += 64) {
        (void)*static_cast<const volatile char*>(bytes + line);
    }
#else
    for (std::size_t line = 0; line < block_bytes; line += 64) __builtin_prefetch(bytes + line);
#endif
}

// Where block i of a segment takes its reference block from: J2 picks the lane (in the very
// first slice only our own lane exists), J1 the block.
[[gnu::always_inline]] inline const block* reference_block(const instance& inst, position pos,
                                                           std::uint32_t i,
                                                           std::uint64_t pseudo_random) noexcept {
    std::uint32_t ref_lane = pos.lane;
    if (inst.lanes > 1 && (pos.pass != 0 || pos.slice != 0))
        ref_lane = static_cast<std::uint32_t>((pseudo_random >> 32) % inst.lanes);
    const std::uint32_t ref_index = reference_index(
        inst, pos, i, static_cast<std::uint32_t>(pseudo_random), ref_lane == pos.lane);
    return lane_start(inst, ref_lane) + ref_index;
}

// The kernel's on_first_word. In data-dependent addressing word 0 of block i is the
// pseudo-random input of block i + 1, so it locates that block's reference and starts fetching
// it while the kernel finishes block i; elsewhere (data-independent blocks, a segment's last
// block, address generation) next_ref is null and it does nothing. One type for all of them, a
// test and not a second type: each kernel is compiled once per pass kind (overwrite or xor),
// not twice. Inlined into the kernel (a call there would send the whole block state through
// the stack), hence a struct and not a lambda.
struct prefetch_next_reference {
    const instance* inst;
    position pos;
    std::uint32_t next_index;
    const block** next_ref;

    [[gnu::always_inline]] void operator()(std::uint64_t word) const noexcept {
        if (next_ref == nullptr) return;
        *next_ref = reference_block(*inst, pos, next_index, word);
        prefetch_block(*next_ref);
    }
};

// One segment (one lane, one slice) being filled, a block per step(). A thread steps several
// of them in turn (fill_segments below), so that while one waits on its reference block from
// memory the others compute.
template <class Kernel>
class segment_cursor {
public:
    // From block `from` of the segment on (a segment another thread began and gave up there).
    void start(const instance& inst, position pos, std::uint32_t from = 0) noexcept {
        inst_ = &inst;
        pos_ = pos;
        data_independent_ =
            inst.type == algorithm::argon2i ||
            (inst.type == algorithm::argon2id && pos.pass == 0 && pos.slice < sync_points / 2);
        overwrite_ = inst.ver == version::v10 || pos.pass == 0;
        lane_base_ = lane_start(inst, pos.lane);
        first_offset_ = pos.slice * inst.segment_length;

        // Argon2i addressing: the J1/J2 pairs come from G(0, G(0, input)) where input counts
        // up (section 3.4.1.2); one address block serves 128 reference blocks.
        if (data_independent_) {
            zero_ = block{};
            input_ = block{};
            input_.v[0] = pos.pass;
            input_.v[1] = pos.lane;
            input_.v[2] = pos.slice;
            input_.v[3] = inst.memory_blocks;
            input_.v[4] = inst.passes;
            input_.v[5] = static_cast<std::uint64_t>(inst.type);
        }
        // Blocks 0 and 1 of each lane were made from H0 already.
        index_ = from;
        if (pos.pass == 0 && pos.slice == 0 && index_ < 2) index_ = 2;
        located_ = index_;
        if (done()) return;
        if (data_independent_) {
            input_.v[6] = index_ / block_words;  // next_addresses() counts it up to index_'s
            next_addresses();
            fetch_independent_references();
            ref_ = upcoming_[index_ % independent_prefetch_distance];
        } else {
            ref_ = reference_block(inst, pos, index_, previous_of(first_offset_ + index_).v[0]);
        }
    }

    bool done() const noexcept { return index_ >= inst_->segment_length; }
    std::uint32_t index() const noexcept { return index_; }

    // Computes the next block. Latency hiding: reference blocks are located and prefetched as
    // early as their index is known. Data-independent: the one independent_prefetch_distance
    // blocks ahead, within the current address block (those at its start, and the segment's
    // first ones, when they come up). Data-dependent: the next one, from word 0 of the block
    // being made, which the kernel hands over before it finishes.
    void step() noexcept {
        const std::uint32_t i = index_++;
        const std::uint32_t offset = first_offset_ + i;
        const block& prev = previous_of(offset);
        const block& ref = *ref_;
        block& next = lane_base_[offset];
        const block** locate_next = nullptr;  // data-dependent: where the next reference goes
        if (!done()) {
            if (data_independent_) {
                if (index_ % block_words == 0) next_addresses();
                fetch_independent_references();
                ref_ = upcoming_[index_ % independent_prefetch_distance];
            } else {
                locate_next = &ref_;
            }
        }
        prefetch_next_reference on_first_word{inst_, pos_, index_, locate_next};
        if (overwrite_) {
            Kernel::template compress<false>(prev, ref, next, on_first_word);
        } else {
            Kernel::template compress<true>(prev, ref, next, on_first_word);
        }
    }

private:
    void next_addresses() noexcept {
        ++input_.v[6];
        prefetch_next_reference nothing{inst_, pos_, index_, nullptr};
        Kernel::template compress<false>(zero_, input_, addresses_, nothing);
        Kernel::template compress<false>(zero_, addresses_, addresses_, nothing);
    }

    // Locates and prefetches the references of blocks index_ .. index_ + distance - 1 that are
    // not yet, as far as the current address block reaches (addresses_ holds index_'s bits).
    void fetch_independent_references() noexcept {
        const std::uint32_t group_end = (index_ / block_words + 1) * block_words;
        std::uint32_t end = index_ + independent_prefetch_distance;
        if (end > group_end) end = group_end;
        if (end > inst_->segment_length) end = inst_->segment_length;
        for (std::uint32_t k = located_ > index_ ? located_ : index_; k < end; ++k) {
            const block* ref = reference_block(*inst_, pos_, k, addresses_.v[k % block_words]);
            prefetch_block(ref);
            upcoming_[k % independent_prefetch_distance] = ref;
        }
        if (end > located_) located_ = end;
    }

    // The previous block wraps to the end of the lane for the lane's first block.
    const block& previous_of(std::uint32_t offset) const noexcept {
        return lane_base_[offset == 0 ? inst_->lane_length - 1 : offset - 1];
    }

    const instance* inst_ = nullptr;
    position pos_{};
    bool data_independent_ = false;
    bool overwrite_ = false;
    block* lane_base_ = nullptr;
    std::uint32_t first_offset_ = 0;  // of the segment within the lane
    std::uint32_t index_ = 0;         // of the next block within the segment
    const block* ref_ = nullptr;      // its reference block
    // Data-independent: the references of blocks below located_ (and from index_ on) are in
    // upcoming_, ring-indexed by block, and prefetched.
    std::uint32_t located_ = 0;
    const block* upcoming_[independent_prefetch_distance] = {};
    block zero_;
    block input_;
    block addresses_;
};

// Segments stepped in turn by one thread. Two hide most of the memory latency of the other
// (docs/decisions.md#interleaved-segments); more only add register and cache
// pressure.
inline constexpr std::uint32_t interleaved_segments = 2;

// A slice's claim words (src/core/segment_claims.hpp) as the threads filling it use them.
class lane_claims {
public:
    explicit lane_claims(segment_claims& claims) noexcept : claims_(claims) {}

    // Whether another thread has asked for the lane's segment.
    bool asked(std::uint32_t lane) const noexcept {
        return state(lane).load(std::memory_order_acquire) == claim_asked;
    }
    // Gives the segment up: the asker continues from block `index`.
    void give_up(std::uint32_t lane, std::uint32_t index) noexcept {
        std::atomic_ref<std::uint32_t>(*from_word(lane)).store(index, std::memory_order_relaxed);
        state(lane).store(claim_given, std::memory_order_release);
        claims_.wake_all(state_word(lane));
    }
    // The owner has filled the segment; one asked for meanwhile is given up at its end.
    void finish(std::uint32_t lane, std::uint32_t segment_length) noexcept {
        std::uint32_t expected = claim_owned;
        if (!state(lane).compare_exchange_strong(expected, claim_done, std::memory_order_acq_rel))
            give_up(lane, segment_length);
    }
    // Asks for a segment its owner is still filling (or has yet to start): true if it will be
    // given up, false if it is done or another thread asked first.
    bool ask(std::uint32_t lane) noexcept {
        std::uint32_t expected = claim_owned;
        return state(lane).compare_exchange_strong(expected, claim_asked,
                                                   std::memory_order_acq_rel);
    }
    // Waits until the owner gives up a segment asked for: the block to continue from.
    std::uint32_t await_given(std::uint32_t lane) noexcept {
        claims_.await_change(state_word(lane), claim_asked);  // acquires give_up's release
        return std::atomic_ref<std::uint32_t>(*from_word(lane)).load(std::memory_order_relaxed);
    }

private:
    std::atomic_ref<std::uint32_t> state(std::uint32_t lane) const noexcept {
        return std::atomic_ref<std::uint32_t>(*state_word(lane));
    }
    std::uint32_t* state_word(std::uint32_t lane) const noexcept {
        return claims_.words + 2 * std::size_t{lane};
    }
    std::uint32_t* from_word(std::uint32_t lane) const noexcept { return state_word(lane) + 1; }

    segment_claims& claims_;
};

// Fills the segments of slice `slice` of pass `pass` in lanes lanes.first, lanes.first +
// lanes.step, ..., stepping up to interleaved_segments of them at a time. With claims, each is
// given up where it has got to when another thread asks for it, and then the thread asks for
// the other threads' segments still going and continues each from where its owner gives it up.
template <class Kernel>
void fill_segments(const instance& inst, std::uint32_t pass, std::uint32_t slice, lane_set lanes,
                   segment_claims* claims) noexcept {
    segment_cursor<Kernel> cursors[interleaved_segments];
    if (claims == nullptr) {
        for (std::uint32_t lane = lanes.first; lane < inst.lanes;) {
            std::uint32_t count = 0;
            for (; count < interleaved_segments && lane < inst.lanes; ++count, lane += lanes.step) {
                cursors[count].start(inst, {pass, lane, slice});
            }
            // Segments of one slice are equally long: they finish together.
            while (!cursors[0].done()) {
                for (std::uint32_t c = 0; c < count; ++c) cursors[c].step();
            }
        }
        return;
    }
    lane_claims handover(*claims);
    constexpr std::uint32_t given_up = ~0u;
    for (std::uint32_t lane = lanes.first; lane < inst.lanes;) {
        std::uint32_t owned[interleaved_segments];
        std::uint32_t going = 0;
        for (; going < interleaved_segments && lane < inst.lanes; ++going, lane += lanes.step) {
            owned[going] = lane;
            cursors[going].start(inst, {pass, lane, slice});
        }
        const std::uint32_t count = going;
        while (going > 0) {
            for (std::uint32_t c = 0; c < count; ++c) {
                if (owned[c] == given_up) continue;
                // Done before its first step too: the first slice's segments of two blocks.
                if (cursors[c].done()) {
                    handover.finish(owned[c], inst.segment_length);
                } else if (handover.asked(owned[c])) {
                    handover.give_up(owned[c], cursors[c].index());
                } else {
                    cursors[c].step();
                    continue;
                }
                owned[c] = given_up;
                --going;
            }
        }
    }
    for (std::uint32_t lane = 0; lane < inst.lanes; ++lane) {
        if (lane % lanes.step == lanes.first || !handover.ask(lane)) continue;
        cursors[0].start(inst, {pass, lane, slice}, handover.await_given(lane));
        while (!cursors[0].done()) cursors[0].step();
    }
}

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_GENERIC_SEGMENT_HPP
