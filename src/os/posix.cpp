// The OS layer on POSIX systems (src/os/os.hpp). ARGON2_OS_LINUX (the build's `os` option:
// auto on Linux) adds what only Linux has: getrandom(2) and transparent huge pages. Without it
// this is the path of macOS and the BSDs, and the one -Dos=posix builds on Linux so that it is
// tested here.
#include "os.hpp"

#include "getentropy.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
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

namespace {

// The start of a small file (a /proc or /sys entry), NUL-terminated; false if unreadable.
bool read_text(const char* path, char* text, std::size_t capacity) noexcept {
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    std::size_t length = 0;
    while (length + 1 < capacity) {
        const ssize_t got = ::read(fd, text + length, capacity - 1 - length);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        length += static_cast<std::size_t>(got);
    }
    ::close(fd);
    text[length] = '\0';
    return length > 0;
}

// The decimal number at the start of `text`; false for anything else ("max", say).
bool leading_number(const char* text, std::uint64_t& number) noexcept {
    if (*text < '0' || *text > '9') return false;
    number = 0;
    for (; *text >= '0' && *text <= '9'; ++text) {
        if (number > (UINT64_MAX - 9) / 10) return false;
        number = number * 10 + static_cast<std::uint64_t>(*text - '0');
    }
    return true;
}

// What the limits of one cgroup hierarchy leave this process: the smallest limit - usage of its
// cgroup and every ancestor, from the directory `root` (a mount point) down along the path
// that /proc/self/cgroup gives after `marker` ("0::" starting v2's line, ":memory:" inside
// v1's). Inside a container the path may not exist in the container's view; its ancestors,
// the root among them, still count.
std::uint64_t headroom_in(const char* self, const char* marker, const char* root,
                          const char* limit_name, const char* usage_name) noexcept {
    const char* line = std::strstr(self, marker);
    if (marker[0] != ':') {  // at a line's start only
        while (line != nullptr && line != self && line[-1] != '\n')
            line = std::strstr(line + 1, marker);
    }
    if (line == nullptr) return UINT64_MAX;
    char dir[600];
    std::size_t length = static_cast<std::size_t>(std::snprintf(dir, 512, "%s", root));
    for (const char* c = line + std::strlen(marker); *c != '\n' && *c != '\0' && length + 1 < 512;
         ++c)
        dir[length++] = *c;
    dir[length] = '\0';
    while (length > 1 && dir[length - 1] == '/') dir[--length] = '\0';
    std::uint64_t headroom = UINT64_MAX;
    while (true) {
        char file[640];
        char text[64];
        std::uint64_t limit = 0;
        std::uint64_t usage = 0;
        (void)std::snprintf(file, sizeof file, "%s/%s", dir, limit_name);
        if (read_text(file, text, sizeof text) && leading_number(text, limit)) {
            (void)std::snprintf(file, sizeof file, "%s/%s", dir, usage_name);
            if (!read_text(file, text, sizeof text) || !leading_number(text, usage)) usage = 0;
            headroom = std::min(headroom, limit > usage ? limit - usage : 0);
        }
        if (std::strcmp(dir, root) == 0) break;
        char* slash = std::strrchr(dir, '/');
        if (slash == nullptr || slash == dir) break;
        *slash = '\0';
    }
    return headroom;
}

// What the memory cgroup limits leave (a container's limit, a systemd service's MemoryMax):
// cgroup v2's memory.max, or v1's memory.limit_in_bytes. UINT64_MAX where nothing limits.
std::uint64_t cgroup_headroom() noexcept {
    char self[1024];
    if (!read_text("/proc/self/cgroup", self, sizeof self)) return UINT64_MAX;
    return std::min(headroom_in(self, "0::", "/sys/fs/cgroup", "memory.max", "memory.current"),
                    headroom_in(self, ":memory:", "/sys/fs/cgroup/memory", "memory.limit_in_bytes",
                                "memory.usage_in_bytes"));
}

}  // namespace

std::uint64_t available_memory() noexcept {
    char meminfo[4096];
    std::uint64_t kib = 0;
    if (!read_text("/proc/meminfo", meminfo, sizeof meminfo)) return 0;
    const char* line = std::strstr(meminfo, "MemAvailable:");
    if (line == nullptr) return 0;
    line += std::strlen("MemAvailable:");
    while (*line == ' ') ++line;
    if (!leading_number(line, kib)) return 0;
    return std::min(kib * 1024, cgroup_headroom());
}

#else

const char* name() noexcept { return "posix"; }

bool random_bytes(std::span<std::uint8_t> out) noexcept { return random_bytes_by_getentropy(out); }

// Free memory (page caches the OS could drop are not counted: the bound errs low) where the
// system reports it (the BSDs, Solaris); 0 where it does not (macOS).
std::uint64_t available_memory() noexcept {
#if defined(_SC_AVPHYS_PAGES)
    const long pages = sysconf(_SC_AVPHYS_PAGES);
    const long page_size = sysconf(_SC_PAGESIZE);
    if (pages > 0 && page_size > 0)
        return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size);
#endif
    return 0;
}

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
void wait_while_equal(std::uint32_t* word, std::uint32_t old) noexcept {
    std::atomic_ref<std::uint32_t>(*word).wait(old, std::memory_order_acquire);
}
void wake_all(std::uint32_t* word) noexcept { std::atomic_ref<std::uint32_t>(*word).notify_all(); }

void at_fork(void (*prepare)(), void (*parent)(), void (*child)()) noexcept {
    (void)pthread_atfork(prepare, parent, child);
}

}  // namespace argon2::detail::os
