// The OS layer on WASI preview 1 (src/os/os.hpp): no threads, no fork, no page mapping (the
// module's linear memory grows through the heap).
#include "os.hpp"

#include "getentropy.hpp"

#include <new>

namespace argon2::detail::os {

namespace {
// The blocks' alignment: a WASI heap has no pages to align to.
constexpr std::align_val_t block_alignment{64};
}  // namespace

const char* name() noexcept { return "wasi"; }

void* map_pages(std::size_t bytes) noexcept {
    return ::operator new(bytes, block_alignment, std::nothrow);
}

void unmap_pages(void* pages, std::size_t) noexcept { ::operator delete(pages, block_alignment); }

// WASI's random_get, through getentropy.
bool random_bytes(std::span<std::uint8_t> out) noexcept { return random_bytes_by_getentropy(out); }

// WASI does not say: its linear memory grows until the runtime refuses.
std::uint64_t available_memory() noexcept { return 0; }

void name_this_thread(const char*) noexcept {}

// One thread: nothing ever waits on another.
void wait_while_equal(const std::atomic<std::uint32_t>&, std::uint32_t) noexcept {}
void wake_one(std::atomic<std::uint32_t>&) noexcept {}
void wake_all(std::atomic<std::uint32_t>&) noexcept {}
void wait_while_equal(std::uint32_t*, std::uint32_t) noexcept {}
void wake_all(std::uint32_t*) noexcept {}

void at_fork(void (*)(), void (*)(), void (*)()) noexcept {}

}  // namespace argon2::detail::os
