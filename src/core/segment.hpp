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
        Kernel::fill(zero, input, addresses);
        Kernel::fill(zero, addresses, addresses);
    };

    // Blocks 0 and 1 of each lane were made from H0 already.
    std::uint32_t start_index = 0;
    if (pos.pass == 0 && pos.slice == 0) {
        start_index = 2;
        if (data_independent) next_addresses();
    }

    block* const lane_base = inst.memory + std::size_t{pos.lane} * inst.lane_length;
    std::uint32_t offset = pos.slice * inst.segment_length + start_index;  // within the lane
    const bool overwrite = inst.version == 0x10 || pos.pass == 0;

    for (std::uint32_t i = start_index; i < inst.segment_length; ++i, ++offset) {
        // The previous block wraps to the end of the lane for the lane's first block.
        const block& prev = lane_base[offset == 0 ? inst.lane_length - 1 : offset - 1];

        std::uint64_t pseudo_random;
        if (data_independent) {
            if (i % block_words == 0) next_addresses();
            pseudo_random = addresses.v[i % block_words];
        } else {
            pseudo_random = prev.v[0];
        }

        // J2 picks the lane; in the very first slice only our own lane exists.
        std::uint32_t ref_lane = static_cast<std::uint32_t>((pseudo_random >> 32) % inst.lanes);
        if (pos.pass == 0 && pos.slice == 0) ref_lane = pos.lane;

        const std::uint32_t ref_index =
            reference_index(inst, pos, i, static_cast<std::uint32_t>(pseudo_random),
                            ref_lane == pos.lane);
        const block& ref = inst.memory[std::size_t{ref_lane} * inst.lane_length + ref_index];

        if (overwrite) {
            Kernel::fill(prev, ref, lane_base[offset]);
        } else {
            Kernel::fill_xor(prev, ref, lane_base[offset]);
        }
    }
}

ARGON2_END_ISA_NAMESPACE
