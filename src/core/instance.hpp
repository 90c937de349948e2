// The shape of one hash's memory, shared by the segment loop (written once, below) and the
// engine that drives it.
#pragma once

#include "block.hpp"
#include "segment_claims.hpp"

#include <argon2/types.hpp>

#include <cstdint>

namespace argon2::detail {

inline constexpr std::uint32_t sync_points = 4;  // slices per pass (RFC 9106 section 3.4)

struct instance {
    block* memory;
    version ver;  // v10 overwrites blocks in later passes, v13 xors into them
    std::uint32_t passes;
    std::uint32_t memory_blocks;  // lanes * lane_length
    std::uint32_t segment_length;
    std::uint32_t lane_length;  // sync_points * segment_length
    std::uint32_t lanes;
    algorithm type;
};

// A lane's first block, and its last: the block the tag takes (RFC 9106 section 3.2 step 7).
inline block* lane_start(const instance& inst, std::uint32_t lane) noexcept {
    return inst.memory + std::size_t{lane} * inst.lane_length;
}
inline block& last_block(const instance& inst, std::uint32_t lane) noexcept {
    return lane_start(inst, lane)[inst.lane_length - 1];
}

struct position {
    std::uint32_t pass;
    std::uint32_t lane;
    std::uint32_t slice;
};

// The lanes a thread fills in each slice: first, first + step, ... below instance::lanes.
struct lane_set {
    std::uint32_t first;
    std::uint32_t step;
};

// The per-ISA entry point: fills one thread's segments of one slice. Picked once per hash,
// called once per slice (libsodium's fill_segment_fn); the block kernel inside is inlined,
// never called per block through a pointer. With claims (several threads on one slice,
// segment_claims.hpp), the thread then continues the other threads' segments still going;
// nullptr: its own lanes only.
using segments_fn = void (*)(const instance&, std::uint32_t pass, std::uint32_t slice, lane_set,
                             segment_claims* claims) noexcept;

}  // namespace argon2::detail
