// What the library asks of the operating system, behind one interface: pages for the large
// arenas, entropy, how much memory is available, a name for a helper thread, and hooks around
// fork(). One implementation per OS family, chosen by the build (the `os` option in
// meson_options.txt):
//   posix.cpp    Linux (getrandom, transparent huge pages) and, with -Dos=posix or on macOS
//                and the BSDs, plain POSIX (getentropy, mmap without Linux advice)
//   windows.cpp  Windows (VirtualAlloc with large pages where the privilege is held,
//                BCryptGenRandom, SetThreadDescription where present)
//   wasi.cpp     WASI preview 1 (random_get; no threads, no fork, memory from the heap)
// Waiting on a word is here because the standard's form of it is not equally good everywhere:
// C++20's std::atomic wait/notify is a futex with libstdc++ on Linux and __ulock_wait with
// libc++ on macOS, but libstdc++ 12 for Windows builds it from a table of condition variables,
// under which the slice barrier lost wake-ups under wine (the self-test hung); Windows has
// WaitOnAddress for exactly this. Wiping is not here: src/core/wiped_bytes.hpp's barrier holds
// on every target.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <span>

namespace argon2::detail::os {

// The implementation built: "linux", "posix", "windows" or "wasi" (argon2 --info prints it).
const char* name() noexcept;

// At least `bytes` of page-aligned memory (64-byte aligned on WASI) straight from the OS,
// with its large pages asked for where it has them; nullptr when refused. The contents are
// unspecified (the engine writes every block before it reads one).
void* map_pages(std::size_t bytes) noexcept;
// Whether the OS maps pages apart from the heap. WASI does not: its one linear memory only grows,
// so the arena keeps its blocks on the heap there and the arena cache holds one area, not
// several (caching several 256 MiB areas took node 18 near the 4 GiB limit, where it crashed).
#if defined(__wasi__)
inline constexpr bool maps_pages = false;
#else
inline constexpr bool maps_pages = true;
#endif

// Returns what map_pages gave, with the same size.
void unmap_pages(void* pages, std::size_t bytes) noexcept;

// Fills `out` from the OS's generator; false when it has none to give. Never a weaker source.
bool random_bytes(std::span<std::uint8_t> out) noexcept;

// Bytes of memory the system can give now without swapping, as the OS reports it: on Linux
// MemAvailable, lowered to what the cgroup (v2) limits leave; elsewhere its free or available
// physical memory. 0 where the OS does not say.
std::uint64_t available_memory() noexcept;

// Names the calling thread for ps, top and debuggers; does nothing where that is not possible.
void name_this_thread(const char* name) noexcept;

// Sleeps while `word` holds `old` (it may return early: callers re-check); wake_one and
// wake_all rouse the threads waiting on a word after a store to it.
void wait_while_equal(const std::atomic<std::uint32_t>& word, std::uint32_t old) noexcept;
void wake_one(std::atomic<std::uint32_t>& word) noexcept;
void wake_all(std::atomic<std::uint32_t>& word) noexcept;
// The same for a word that is not a std::atomic (one written through std::atomic_ref).
void wait_while_equal(std::uint32_t* word, std::uint32_t old) noexcept;
void wake_all(std::uint32_t* word) noexcept;

// Runs `prepare` before fork() in the parent, then `parent` in it or `child` in the new
// process; does nothing where processes do not fork.
void at_fork(void (*prepare)(), void (*parent)(), void (*child)()) noexcept;

}  // namespace argon2::detail::os
