// The OS layer on POSIX systems (src/os/os.hpp). ARGON2_OS_LINUX (the build's `os` option:
// auto on Linux) adds what only Linux has: getrandom(2) and transparent huge pages. Without it
// this is the path of macOS and the BSDs, and the one -Dos=posix builds on Linux so that it is
// tested here.
#include "os.hpp"

#include "getentropy.hpp"

#include <cerrno>
#include <fcntl.h>
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>
#if __has_include(<sys/random.h>)
#include <sys/random.h>  // getrandom (Linux), getentropy (glibc, macOS)
#endif
#if defined(__FreeBSD__) || defined(__OpenBSD__)
#include <pthread_np.h>
#endif

namespace argon2::detail::os {

#if defined(ARGON2_OS_LINUX)

const char* name() noexcept { return "linux"; }

namespace {

bool from_getrandom(std::uint8_t* p, std::size_t n, bool& unsupported) noexcept {
    while (n > 0) {
        const ssize_t got = getrandom(p, n, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            unsupported = errno == ENOSYS;
            return false;
        }
        p += got;
        n -= static_cast<std::size_t>(got);
    }
    return true;
}

bool from_urandom(std::uint8_t* p, std::size_t n) noexcept {
    const int fd = ::open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    bool ok = true;
    while (n > 0) {
        const ssize_t got = ::read(fd, p, n);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
            ok = false;
            break;
        }
        p += got;
        n -= static_cast<std::size_t>(got);
    }
    ::close(fd);
    return ok;
}

}  // namespace

bool random_bytes(std::span<std::uint8_t> out) noexcept {
    bool unsupported = false;
    if (from_getrandom(out.data(), out.size(), unsupported)) return true;
    // Only a kernel without getrandom(2) (before Linux 3.17) gets the device file.
    return unsupported && from_urandom(out.data(), out.size());
}

#else

const char* name() noexcept { return "posix"; }

bool random_bytes(std::span<std::uint8_t> out) noexcept { return random_bytes_by_getentropy(out); }

#endif

void* map_pages(std::size_t bytes) noexcept {
    void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return nullptr;
#if defined(ARGON2_OS_LINUX)
    // A 2 MiB page faults in once instead of 512 times. Advice only: fine if THP is off.
    (void)madvise(p, bytes, MADV_HUGEPAGE);
#endif
    return p;
}

void unmap_pages(void* pages, std::size_t bytes) noexcept { (void)munmap(pages, bytes); }

void name_this_thread(const char* name) noexcept {
    // Not in POSIX: each system spells it its own way.
#if defined(__APPLE__)
    (void)pthread_setname_np(name);
#elif defined(__FreeBSD__) || defined(__OpenBSD__)
    pthread_set_name_np(pthread_self(), name);
#elif defined(__NetBSD__)
    (void)pthread_setname_np(pthread_self(), "%s", const_cast<char*>(name));
#else
    (void)pthread_setname_np(pthread_self(), name);  // glibc, musl, bionic
#endif
}

// The standard library's: a futex on Linux (libstdc++, libc++), __ulock_wait on macOS (libc++).
void wait_while_equal(const std::atomic<std::uint32_t>& word, std::uint32_t old) noexcept {
    word.wait(old, std::memory_order_acquire);
}
void wake_one(std::atomic<std::uint32_t>& word) noexcept { word.notify_one(); }
void wake_all(std::atomic<std::uint32_t>& word) noexcept { word.notify_all(); }

void at_fork(void (*prepare)(), void (*parent)(), void (*child)()) noexcept {
    (void)pthread_atfork(prepare, parent, child);
}

}  // namespace argon2::detail::os
