// Random bytes from the OS. There is no fallback to a weaker generator: if the kernel cannot
// give randomness, the caller fails (generate_salt: errc::entropy_unavailable).
#include "random.hpp"

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>
#if !defined(__wasi__)
#include <sys/random.h>
#endif

namespace argon2::detail {

namespace {

#if !defined(__wasi__)
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
#endif

}  // namespace

bool os_random(std::span<std::uint8_t> out) noexcept {
#if defined(__wasi__)
    // WASI's random_get, through getentropy (at most 256 bytes a call).
    for (std::size_t done = 0; done < out.size();) {
        const std::size_t n = out.size() - done < 256 ? out.size() - done : 256;
        if (getentropy(out.data() + done, n) != 0) return false;
        done += n;
    }
    return true;
#else
    bool unsupported = false;
    if (from_getrandom(out.data(), out.size(), unsupported)) return true;
    // Only a kernel without getrandom(2) (before Linux 3.17) gets the device file.
    return unsupported && from_urandom(out.data(), out.size());
#endif
}

}  // namespace argon2::detail
