// Randomness through getentropy(), which gives at most 256 bytes a call: the plain POSIX
// layer's source (POSIX.1-2024, glibc 2.25, macOS 10.12, the BSDs) and WASI's (its random_get).
// Included by those two implementations only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <unistd.h>
#if __has_include(<sys/random.h>)
#include <sys/random.h>  // getentropy on macOS
#endif

namespace argon2::detail::os {

inline bool random_bytes_by_getentropy(std::span<std::uint8_t> out) noexcept {
    for (std::size_t done = 0; done < out.size();) {
        const std::size_t n = out.size() - done < 256 ? out.size() - done : 256;
        if (getentropy(out.data() + done, n) != 0) return false;
        done += n;
    }
    return true;
}

}  // namespace argon2::detail::os
