// The segment loop of RFC 9106 section 3.4, written once as a template over the block kernel.
// Backend translation units only instantiate it (see backends/*/fill_*.cpp).
#pragma once

#include "../../backends/isa_namespace.hpp"

#include "instance.hpp"

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
    if (pos.pass != 0 && pos.slice != sync_points - 1) start = (pos.slice + 1) * inst.segment_length;
    return static_cast<std::uint32_t>((start + relative) % inst.lane_length);
}

// Asks for the 16 cache lines of a block before they are needed.
[[gnu::always_inline]] inline void prefetch_block(const block* b) noexcept {
    const char* bytes = reinterpret_cast<const char*>(b);
    for (std::size_t line = 0; line < block_bytes; line += 64) __builtin_prefetch(bytes + line);
}

// Where block i of a segment takes its reference block from: J2 picks the lane (in the very
// first slice only our own lane exists), J1 the block.
[[gnu::always_inline]] inline const block* reference_block(const instance& inst, position pos,
                                                           std::uint32_t i,
                                                           std::uint64_t pseudo_random) noexcept {
    std::uint32_t ref_lane = static_cast<std::uint32_t>((pseudo_random >> 32) % inst.lanes);
    if (pos.pass == 0 && pos.slice == 0) ref_lane = pos.lane;
    const std::uint32_t ref_index =
        reference_index(inst, pos, i, static_cast<std::uint32_t>(pseudo_random), ref_lane == pos.lane);
    return inst.memory + std::size_t{ref_lane} * inst.lane_length + ref_index;
}

// The kernel's on_first_word in data-dependent addressing: word 0 of block i is the
// pseudo-random input of block i + 1, so locate that block's reference and start fetching it
// while the kernel finishes block i. Inlined into the kernel (a call there would send the whole
// block state through the stack), hence a struct and not a lambda.
struct prefetch_next_reference {
    const instance& inst;
    position pos;
    std::uint32_t next_index;
    const block*& next_ref;

    [[gnu::always_inline]] void operator()(std::uint64_t word) const noexcept {
        next_ref = reference_block(inst, pos, next_index, word);
        prefetch_block(next_ref);
    }
};

template <class Kernel>
void fill_segment(const instance& inst, position pos) noexcept {
    const bool data_independent =
        inst.type == 1 || (inst.type == 2 && pos.pass == 0 && pos.slice < sync_points / 2);

    // Argon2i addressing: the J1/J2 pairs come from G(0, G(0, input)) where input counts up
    // (section 3.4.1.2); one address block serves 128 reference blocks.
    block zero{};
    block input{};
    block addresses;
    if (data_independent) {
        input.v[0] = pos.pass;
        input.v[1] = pos.lane;
        input.v[2] = pos.slice;
        input.v[3] = inst.memory_blocks;
        input.v[4] = inst.passes;
        input.v[5] = inst.type;
    }
    auto next_addresses = [&]() noexcept {
        ++input.v[6];
        Kernel::template compress<false>(zero, input, addresses, ignore_first_word{});
        Kernel::template compress<false>(zero, addresses, addresses, ignore_first_word{});
    };

    // Blocks 0 and 1 of each lane were made from H0 already.
    std::uint32_t start_index = 0;
    if (pos.pass == 0 && pos.slice == 0) {
        start_index = 2;
        if (data_independent) next_addresses();
    }
    if (start_index >= inst.segment_length) return;

    block* const lane_base = inst.memory + std::size_t{pos.lane} * inst.lane_length;
    const std::uint32_t first_offset = pos.slice * inst.segment_length;  // within the lane
    const bool overwrite = inst.version == 0x10 || pos.pass == 0;

    // The 64 pseudo-random bits of block i in data-independent addressing. Called in order of
    // i, one block ahead of the block being computed (whose own bits were read already).
    auto independent_bits = [&](std::uint32_t i) noexcept {
        if (i % block_words == 0) next_addresses();
        return addresses.v[i % block_words];
    };
    auto compress_block = [overwrite](const block& prev, const block& ref, block& next,
                                      auto on_first_word) noexcept {
        if (overwrite) {
            Kernel::template compress<false>(prev, ref, next, on_first_word);
        } else {
            Kernel::template compress<true>(prev, ref, next, on_first_word);
        }
    };
    // The previous block wraps to the end of the lane for the lane's first block.
    auto previous_of = [&](std::uint32_t offset) noexcept -> const block& {
        return lane_base[offset == 0 ? inst.lane_length - 1 : offset - 1];
    };

    const block* ref = reference_block(inst, pos, start_index,
                                       data_independent ? independent_bits(start_index)
                                                        : previous_of(first_offset + start_index).v[0]);
    for (std::uint32_t i = start_index; i < inst.segment_length; ++i) {
        const std::uint32_t offset = first_offset + i;
        // Latency hiding: the next reference block is located and prefetched as early as its
        // index is known. Data-independent: now. Data-dependent: its bits are word 0 of the block
        // being made, which the kernel hands over before it finishes the block.
        const block* next_ref = nullptr;
        if (i + 1 == inst.segment_length) {
            compress_block(previous_of(offset), *ref, lane_base[offset], ignore_first_word{});
        } else if (data_independent) {
            next_ref = reference_block(inst, pos, i + 1, independent_bits(i + 1));
            prefetch_block(next_ref);
            compress_block(previous_of(offset), *ref, lane_base[offset], ignore_first_word{});
        } else {
            compress_block(previous_of(offset), *ref, lane_base[offset],
                           prefetch_next_reference{inst, pos, i + 1, next_ref});
        }
        ref = next_ref;
    }
}

ARGON2_END_ISA_NAMESPACE
