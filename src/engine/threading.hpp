// What the thread code shares: whether the target has threads at all, and a wait that spins
// briefly before it sleeps (the other side is usually a few microseconds away on another core,
// and a futex wake-up costs more than that).
#pragma once

// WebAssembly without the threads proposal (wasm32-wasi) has no threads: one lane after another.
#if defined(__wasi__) && !defined(_REENTRANT)
#define ARGON2_SINGLE_THREADED 1
#else

#include "src/os/os.hpp"

#include <atomic>
#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace argon2::detail {

inline void cpu_relax() noexcept {
#if defined(__x86_64__) || defined(__i386__)
    _mm_pause();
#elif defined(__aarch64__)
    asm volatile("yield");
#endif
}

// Spin iterations before sleeping: tens of microseconds, short next to a segment (a 64 MiB
// hash spends a millisecond per slice) and long next to the skew between lanes.
inline constexpr int spin_rounds = 4096;

// Returns the value of a word once it differs from `old`: load() reads it (acquire) and
// sleep() waits while it holds `old`, for the two kinds of word below.
template <class Load, class Sleep>
std::uint32_t await_change_of(Load load, Sleep sleep, std::uint32_t old) noexcept {
    for (int i = 0; i < spin_rounds; ++i) {
        const std::uint32_t now = load();
        if (now != old) return now;
        cpu_relax();
    }
    for (;;) {
        sleep();
        const std::uint32_t now = load();
        if (now != old) return now;
    }
}

// Returns the value of `word` once it differs from `old`.
inline std::uint32_t await_change(const std::atomic<std::uint32_t>& word,
                                  std::uint32_t old) noexcept {
    return await_change_of([&word] { return word.load(std::memory_order_acquire); },
                           [&word, old] { os::wait_while_equal(word, old); }, old);
}

// The same for a plain word written through std::atomic_ref (the claim words,
// src/core/segment_claims.hpp).
inline std::uint32_t await_change(std::uint32_t* word, std::uint32_t old) noexcept {
    return await_change_of(
        [word] { return std::atomic_ref<std::uint32_t>(*word).load(std::memory_order_acquire); },
        [word, old] { os::wait_while_equal(word, old); }, old);
}

}  // namespace argon2::detail

#endif
