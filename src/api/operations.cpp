#include "operations.hpp"

#include "src/core/base64.hpp"
#include "src/engine/memory_sources.hpp"
#include "src/core/phc.hpp"
#include "src/os/os.hpp"
#include "src/engine/verify.hpp"
#include "src/core/wiped_bytes.hpp"

namespace argon2::detail {

namespace {

constexpr std::uint32_t u32_max = 0xFFFFFFFFu;

// ok as the empty error_code (which compares equal to a default one), anything else as itself.
std::error_code as_error(errc e) noexcept {
    return e == errc::ok ? std::error_code{} : make_error_code(e);
}

// The reference's API takes size_t lengths but hashes 32-bit ones; it rejects longer inputs
// with these codes before anything else.
std::error_code check_lengths(bytes_view password, bytes_view salt, bytes_view secret,
                              bytes_view associated_data) noexcept {
    if (password.size() > u32_max) return errc::password_too_long;
    if (salt.size() > u32_max) return errc::salt_too_long;
    if (secret.size() > u32_max) return errc::secret_too_long;
    if (associated_data.size() > u32_max) return errc::ad_too_long;
    return {};
}

request make_request(const params& p, bytes_view password, bytes_view salt, bytes_view secret,
                     bytes_view associated_data, std::uint8_t* out) noexcept {
    request r = request_over(password, salt, secret, associated_data);
    r.out = out;
    r.outlen = p.tag_length;
    r.t_cost = p.passes;
    r.m_cost = p.memory_kib;
    r.lanes = p.lanes;
    r.threads = p.threads;
    r.version = static_cast<std::uint32_t>(p.ver);
    return r;
}

// Stricter than the C ABI: only the two published versions.
bool known_version(version v) noexcept { return v == version::v10 || v == version::v13; }

// Everything the reference checks, in its order, then what the C++ API adds: the one
// validation of a C++ call.
std::error_code validate_request(const params& p, const request& r) noexcept {
    if (const errc e = validate(r); e != errc::ok) return as_error(e);
    if (static_cast<std::uint32_t>(p.algo) > 2) return errc::incorrect_type;
    if (!known_version(p.ver)) return errc::incorrect_type;
    return {};
}

}  // namespace

std::error_code validate_params(const params& p) noexcept {
    // The reference's checks on the costs alone: a stand-in salt satisfies the salt rules.
    static constexpr std::uint8_t stand_in[8] = {};
    std::uint8_t out;
    return validate_request(p, make_request(p, {}, bytes_view(stand_in, 8), {}, {}, &out));
}

std::error_code hash_raw_with(memory_source& memory, const params& p, bytes_view password,
                              bytes_view salt, std::span<std::uint8_t> out, bytes_view secret,
                              bytes_view associated_data) noexcept {
    if (auto ec = check_lengths(password, salt, secret, associated_data)) return ec;
    // A span has no "null pointer" state worth reporting: an empty one is judged by its size.
    std::uint8_t placeholder;
    request r = make_request(p, password, salt, secret, associated_data,
                             out.data() ? out.data() : &placeholder);
    if (auto ec = validate_request(p, r)) return ec;
    if (out.size() != p.tag_length) return errc::out_ptr_mismatch;
    return as_error(compute(r, p.algo, memory));
}

std::error_code hash_encoded_with(memory_source& memory, const params& p, bytes_view password,
                                  bytes_view salt, std::string& out, bytes_view secret,
                                  bytes_view associated_data) noexcept {
    if (auto ec = check_lengths(password, salt, secret, associated_data)) return ec;
    // Validated before the tag's buffer is allocated, as the reference reports its codes.
    std::uint8_t placeholder;
    request r = make_request(p, password, salt, secret, associated_data, &placeholder);
    if (auto ec = validate_request(p, r)) return ec;
    wiped_bytes tag(p.tag_length);
    if (!tag.data()) return errc::memory_allocation_error;
    r.out = tag.data();
    if (auto ec = as_error(compute(r, p.algo, memory))) return ec;

    const auto type = static_cast<std::uint32_t>(p.algo);
    const auto ver = static_cast<std::uint32_t>(p.ver);
    const std::size_t length =
        phc_length(type, ver, p.memory_kib, p.passes, p.lanes, salt.size(), tag.size());
    if (auto ec = resize_string(out, length)) return ec;
    phc_encode(out.data(), type, ver, p.memory_kib, p.passes, p.lanes, salt.data(), salt.size(),
               tag.data(), tag.size());
    return {};
}

std::error_code resize_string(std::string& out, std::size_t length) noexcept {
#if defined(__cpp_exceptions)
    try {
        out.resize(length);
    } catch (...) {
        return errc::memory_allocation_error;
    }
#else
    out.resize(length);
#endif
    return {};
}

std::error_code hash_password_with(memory_source& memory, const params& p, bytes_view password,
                                   std::string& out) noexcept {
    std::uint8_t salt[default_salt_length];
    if (!os::random_bytes(salt)) return errc::entropy_unavailable;
    return hash_encoded_with(memory, p, password, bytes_view(salt, sizeof salt), out, {}, {});
}

std::error_code verify_with(memory_source& memory, std::string_view encoded, bytes_view password,
                            const limits& ceiling, bytes_view secret,
                            bytes_view associated_data) noexcept {
    if (auto ec = check_lengths(password, {}, secret, associated_data)) return ec;
    verify_rules rules;
    rules.published_versions_only = true;
    rules.ceiling = &ceiling;
    return as_error(verify_encoded(memory, encoded, rules, password, secret, associated_data));
}

}  // namespace argon2::detail
