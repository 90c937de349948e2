// The public BLAKE2b's std::error_code entry points over the core's (src/core/blake2b.cpp).
#include <argon2/blake2b.hpp>

ARGON2_BEGIN_NAMESPACE

std::error_code blake2b::finish(std::span<std::uint8_t> out) noexcept {
    return detail::finish_digest(*this, out);
}

std::error_code blake2b_hash(std::span<std::uint8_t> out, bytes_view in, bytes_view key) noexcept {
    blake2b h(out.size(), key);
    h.update(in);
    return h.finish(out);
}

ARGON2_END_NAMESPACE
