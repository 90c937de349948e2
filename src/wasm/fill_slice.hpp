// One slice of the segment loop for the module's kernel set (fill_slice.cpp), the only code of
// the module that src/wasm/meson.build generates at -O0.
#pragma once

#include "src/core/instance.hpp"

#include <cstdint>

namespace argon2::detail {

void fill_slice(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                lane_set lanes) noexcept;

// A lane's state in a slice that several callers fill (two words per lane, zero at the
// slice's start: the state, then the block from which its owner gave the segment up).
inline constexpr std::uint32_t claim_owned = 0, claim_asked = 1, claim_given = 2, claim_done = 3;

// The slice's segments of `lanes`, as fill_slice, but a caller that has filled its own asks for
// the segments still going in the others' lanes and continues each from the block where its
// owner gives it up: a Worker on a core that runs slower no longer holds the slice up by the
// whole of its segments (docs/wasm.md, "Threads").
void fill_slice_handing_over(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                             lane_set lanes, std::uint32_t* claims) noexcept;

}  // namespace argon2::detail
