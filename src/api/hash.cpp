// <argon2/hash.hpp>: the one-shot functions. Each uses a fresh working area from the one-shot
// cache (src/engine/memory_sources.hpp); argon2::hasher runs the same operations on its own.
#include <argon2/hash.hpp>

#include "operations.hpp"
#include "src/core/base64.hpp"
#include "src/engine/memory_sources.hpp"
#include "src/core/phc.hpp"
#include "src/os/os.hpp"
#include "src/engine/arena_cache.hpp"

ARGON2_BEGIN_NAMESPACE

using detail::one_shot_memory;

std::error_code hash_raw(const params& p, bytes_view password, bytes_view salt,
                         std::span<std::uint8_t> out, bytes_view secret,
                         bytes_view associated_data) noexcept {
    one_shot_memory memory;
    return detail::hash_raw_with(memory, p, password, salt, out, secret, associated_data);
}

std::error_code hash_encoded(const params& p, bytes_view password, bytes_view salt,
                             std::string& out, bytes_view secret,
                             bytes_view associated_data) noexcept {
    one_shot_memory memory;
    return detail::hash_encoded_with(memory, p, password, salt, out, secret, associated_data);
}

std::error_code hash_password(const params& p, bytes_view password, std::string& out) noexcept {
    one_shot_memory memory;
    return detail::hash_password_with(memory, p, password, out);
}

std::error_code verify(std::string_view encoded, bytes_view password, const limits& ceiling,
                       bytes_view secret, bytes_view associated_data) noexcept {
    one_shot_memory memory;
    return detail::verify_with(memory, encoded, password, ceiling, secret, associated_data);
}

std::error_code verify_accepting_scrypt(std::string_view encoded, bytes_view password,
                                        const limits& ceiling,
                                        const scrypt_limits& scrypt_ceiling) noexcept {
    if (is_scrypt_string(encoded)) return scrypt_verify(encoded, password, scrypt_ceiling);
    return verify(encoded, password, ceiling);
}

bool needs_rehash(std::string_view encoded, const params& policy) noexcept {
    detail::phc_fields f;
    if (detail::phc_parse(encoded, std::nullopt, f) != errc::ok || !f.trailing.empty()) return true;
    return f.type != policy.algo || f.version != static_cast<std::uint32_t>(policy.ver) ||
           f.m_cost != policy.memory_kib || f.t_cost != policy.passes || f.lanes != policy.lanes ||
           detail::base64_decoded_length(f.tag_b64.size()) != policy.tag_length;
}

std::error_code generate_salt(std::span<std::uint8_t> out) noexcept {
    return detail::os::random_bytes(out) ? std::error_code{}
                                         : make_error_code(errc::entropy_unavailable);
}

std::size_t encoded_length(const params& p, std::size_t salt_length) noexcept {
    return detail::phc_length(static_cast<std::uint32_t>(p.algo), static_cast<std::uint32_t>(p.ver),
                              p.memory_kib, p.passes, p.lanes, salt_length, p.tag_length);
}

void release_cached_memory() noexcept { detail::arena_cache_clear(); }

ARGON2_END_NAMESPACE
