// One slice of the segment loop for the module's kernel set (fill_slice.cpp), the only code of
// the module that src/wasm/meson.build generates at -O0.
#pragma once

#include "src/core/instance.hpp"

#include <cstdint>

namespace argon2::detail {

// The slice's segments of `lanes`. With claim words (two per lane, claim_owned at the slice's
// start: src/core/segment_claims.hpp), a caller that has filled its own then continues the
// others' segments still going, each from the block where its owner gives it up: a Worker on
// a core that runs slower no longer holds the slice up by the whole of its segments
// (docs/wasm.md, "Threads"). nullptr: its own lanes only.
void fill_slice(const instance& inst, std::uint32_t pass, std::uint32_t slice, lane_set lanes,
                std::uint32_t* claim_words) noexcept;

}  // namespace argon2::detail
