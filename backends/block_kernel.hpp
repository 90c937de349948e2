// The contract every block-compression kernel meets (the segment loop is written against it).
#pragma once

#include "src/core/block.hpp"

#include <concepts>
#include <cstdint>

namespace argon2::detail {

// A kernel computes G(prev, ref) of RFC 9106 section 3.5 into `next`:
//   compress<false>(prev, ref, next, on_first_word):  next  = G(prev, ref)   (first pass, and
//                                                                             version 0x10)
//   compress<true>(prev, ref, next, on_first_word):   next ^= G(prev, ref)   (later passes of 0x13)
// and calls on_first_word(w) with word 0 of the new block as soon as that word is final, before
// the rest of the block is done: in data-dependent addressing that word picks the next reference
// block, so the segment loop can start fetching it while the kernel finishes (hiding the
// memory latency). `next` may alias neither input, except that address generation passes
// ref == next.
struct ignore_first_word {
    void operator()(std::uint64_t) const noexcept {}
};

template <class K>
concept block_kernel = requires(const block& a, const block& b, block& out) {
    { K::template compress<false>(a, b, out, ignore_first_word{}) } noexcept;
    { K::template compress<true>(a, b, out, ignore_first_word{}) } noexcept;
};

}  // namespace argon2::detail
