// Segments handed over between the threads that fill one slice together. A thread that has
// filled its own segments asks for one still going in another thread's lane, and the owner
// gives it up at the block it has got to (backends/generic/segment.hpp, fill_segments): a thread
// on a core that runs slower for a while no longer holds the slice up by the whole of its
// segments (docs/decisions.md#segment-handover). The words belong to the hash: two per lane,
// the lane's state, then the block from which its owner gave it up; every state is
// claim_owned when a slice starts. How a thread sleeps on a word and wakes the others is the
// platform's: the OS's wait on an address natively, memory.atomic.wait32 in the WebAssembly
// module.
#pragma once

#include <cstdint>

namespace argon2::detail {

inline constexpr std::uint32_t claim_owned = 0, claim_asked = 1, claim_given = 2, claim_done = 3;

struct segment_claims {
    std::uint32_t* words;  // 2 * lanes, written only through std::atomic_ref
    // Returns once an acquire load of *word sees another value than `value`.
    void (*await_change)(std::uint32_t* word, std::uint32_t value) noexcept;
    // Wakes every thread waiting on *word.
    void (*wake_all)(std::uint32_t* word) noexcept;
};

}  // namespace argon2::detail
