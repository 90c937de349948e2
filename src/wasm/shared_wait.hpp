// Waiting on a word of the shared memory for another caller (another Worker's instance) to change
// it: the callers of argon2_fill meeting after a slice (argon2_wasm.cpp), and a caller waiting for
// the segment it asked for to be given up (fill_slice.cpp, backends/generic/segment.hpp).
#pragma once

#include <atomic>
#include <cstdint>

namespace argon2::detail {

// Sleeps while *word holds `value` (or until woken). A function of its own, with nothing live
// after the wait: V8's baseline compiler (Liftoff; node 18 and 20) loses a caller's local across
// memory.atomic.wait32 inlined into it, and the fill loop then lost its pass number and never
// ended (tests/npm/node_package.mjs, "workers equal one thread"; under `node --no-liftoff` it did
// not).
[[gnu::noinline]] inline void wait_while_equal(std::uint32_t* word, std::uint32_t value) noexcept {
#if defined(__wasm_atomics__)
    __builtin_wasm_memory_atomic_wait32(reinterpret_cast<int*>(word), static_cast<int>(value), -1);
#else
    (void)word, (void)value;  // the module for a plain memory: never more than one caller
#endif
}

// Wakes every caller sleeping on *word.
inline void wake_all(std::uint32_t* word) noexcept {
#if defined(__wasm_atomics__)
    __builtin_wasm_memory_atomic_notify(reinterpret_cast<int*>(word), ~0u);
#else
    (void)word;
#endif
}

// How many times a caller looks at the word before it sleeps. Waking a sleeping Worker (a futex
// wake-up, on a VM a halted virtual CPU's too) took longer than the Workers' imbalance at a
// slice's end: under node 20 two Workers gained little over one thread until they looked first
// (docs/wasm.md). Bounded, so that more Workers than cores lose little.
inline constexpr std::uint32_t spins_before_sleep = 100000;

// Returns once *word no longer holds `value`: looks, then sleeps (the changer calls wake_all).
inline void await_change(std::uint32_t* word, std::uint32_t value) noexcept {
    std::atomic_ref<std::uint32_t> w(*word);
    for (std::uint32_t spin = 0; spin < spins_before_sleep; ++spin)
        if (w.load(std::memory_order_acquire) != value) return;
    while (w.load(std::memory_order_acquire) == value) wait_while_equal(word, value);
}

}  // namespace argon2::detail
