// Salt bytes from the OS. There is no fallback to a weaker generator: if the kernel cannot
// give randomness, hashing a new password fails with errc::entropy_unavailable.
#include <argon2/hash.hpp>

#include <cerrno>
#include <fcntl.h>
#include <sys/random.h>
#include <unistd.h>

ARGON2_BEGIN_NAMESPACE

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

std::error_code generate_salt(std::span<std::uint8_t> out) noexcept {
    bool unsupported = false;
    if (from_getrandom(out.data(), out.size(), unsupported)) return {};
    // Only a kernel without getrandom(2) (before Linux 3.17) gets the device file.
    if (unsupported && from_urandom(out.data(), out.size())) return {};
    return errc::entropy_unavailable;
}

ARGON2_END_NAMESPACE
