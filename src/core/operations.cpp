#include "operations.hpp"

#include "base64.hpp"
#include "memory_sources.hpp"
#include "phc.hpp"
#include "secure.hpp"

#include <memory>
#include <new>

namespace argon2::detail {

namespace {

constexpr std::uint32_t u32_max = 0xFFFFFFFFu;

std::error_code as_error(int rc) noexcept {
    return rc == 0 ? std::error_code{} : make_error_code(static_cast<errc>(rc));
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
    request r;
    r.out = out;
    r.outlen = p.tag_length;
    // The engine only writes through pwd/secret when asked to wipe them; we never ask.
    r.pwd = const_cast<std::uint8_t*>(password.data());
    r.pwdlen = static_cast<std::uint32_t>(password.size());
    r.salt = salt.data();
    r.saltlen = static_cast<std::uint32_t>(salt.size());
    r.secret = const_cast<std::uint8_t*>(secret.data());
    r.secretlen = static_cast<std::uint32_t>(secret.size());
    r.ad = associated_data.data();
    r.adlen = static_cast<std::uint32_t>(associated_data.size());
    r.t_cost = p.passes;
    r.m_cost = p.memory_kib;
    r.lanes = p.lanes;
    r.threads = p.threads;
    r.version = static_cast<std::uint32_t>(p.ver);
    return r;
}

// Stricter than the C ABI: only the two published versions.
bool known_version(std::uint32_t v) noexcept { return v == 0x10 || v == 0x13; }

// Heap bytes that are wiped before release; nullptr when allocation fails.
struct secret_bytes {
    std::unique_ptr<std::uint8_t[]> data;
    std::size_t size = 0;
    explicit secret_bytes(std::size_t n) noexcept
        : data(new (std::nothrow) std::uint8_t[n == 0 ? 1 : n]), size(n) {}
    ~secret_bytes() {
        if (data) secure_wipe(data.get(), size);
    }
};

}  // namespace

// Everything the reference checks, in its order, then what the C++ API adds. `out` only has
// to be non-null here; the caller supplies the real buffer.
std::error_code check_inputs(const params& p, bytes_view password, bytes_view salt,
                             bytes_view secret, bytes_view associated_data,
                             std::uint8_t* out) noexcept {
    if (auto ec = check_lengths(password, salt, secret, associated_data)) return ec;
    const request r = make_request(p, password, salt, secret, associated_data, out);
    if (const int rc = validate(r); rc != 0) return as_error(rc);
    if (static_cast<std::uint32_t>(p.algo) > 2) return errc::incorrect_type;
    if (!known_version(static_cast<std::uint32_t>(p.ver))) return errc::incorrect_type;
    return {};
}

// The hash itself, for inputs check_inputs accepted; `out` holds p.tag_length bytes.
std::error_code compute_checked(memory_source& memory, const params& p, bytes_view password,
                                bytes_view salt, std::uint8_t* out, bytes_view secret,
                                bytes_view associated_data) noexcept {
    request r = make_request(p, password, salt, secret, associated_data, out);
    return as_error(compute(r, static_cast<std::uint32_t>(p.algo), memory));
}

std::error_code hash_raw_with(memory_source& memory, const params& p, bytes_view password,
                              bytes_view salt, std::span<std::uint8_t> out, bytes_view secret,
                              bytes_view associated_data) noexcept {
    // A span has no "null pointer" state worth reporting: an empty one is judged by its size.
    std::uint8_t placeholder;
    std::uint8_t* out_ptr = out.data() ? out.data() : &placeholder;
    if (auto ec = check_inputs(p, password, salt, secret, associated_data, out_ptr)) return ec;
    if (out.size() != p.tag_length) return errc::out_ptr_mismatch;
    return compute_checked(memory, p, password, salt, out.data(), secret, associated_data);
}

std::error_code hash_encoded_with(memory_source& memory, const params& p, bytes_view password,
                                  bytes_view salt, std::string& out, bytes_view secret,
                                  bytes_view associated_data) noexcept {
    std::uint8_t placeholder;
    if (auto ec = check_inputs(p, password, salt, secret, associated_data, &placeholder)) {
        return ec;
    }
    secret_bytes tag(p.tag_length);
    if (!tag.data) return errc::memory_allocation_error;
    if (auto ec = compute_checked(memory, p, password, salt, tag.data.get(), secret,
                                  associated_data)) {
        return ec;
    }
    const auto type = static_cast<std::uint32_t>(p.algo);
    const auto ver = static_cast<std::uint32_t>(p.ver);
#if defined(__cpp_exceptions)
    try {
        out.resize(phc_length(type, ver, p.memory_kib, p.passes, p.lanes, salt.size(), tag.size));
    } catch (...) {
        return errc::memory_allocation_error;
    }
#else
    out.resize(phc_length(type, ver, p.memory_kib, p.passes, p.lanes, salt.size(), tag.size));
#endif
    phc_encode(out.data(), type, ver, p.memory_kib, p.passes, p.lanes, salt.data(), salt.size(),
               tag.data.get(), tag.size);
    return {};
}

std::error_code hash_password_with(memory_source& memory, const params& p, bytes_view password,
                                   std::string& out) noexcept {
    std::uint8_t salt[default_salt_length];
    if (auto ec = generate_salt(salt)) return ec;
    return hash_encoded_with(memory, p, password, bytes_view(salt, sizeof salt), out, {}, {});
}

std::error_code verify_with(memory_source& memory, std::string_view encoded, bytes_view password,
                            const limits& ceiling, bytes_view secret,
                            bytes_view associated_data) noexcept {
    if (auto ec = check_lengths(password, {}, secret, associated_data)) return ec;
    phc_fields f;
    if (const int rc = phc_parse(encoded, -1, f); rc != 0) return as_error(rc);
    if (!known_version(f.version)) return errc::decoding_fail;

    // The ceiling, before a byte is allocated for this string.
    const std::size_t salt_length = base64_decoded_length(f.salt_b64.size());
    const std::size_t tag_length = base64_decoded_length(f.tag_b64.size());
    if (f.m_cost > ceiling.max_memory_kib) return errc::memory_too_much;
    if (f.t_cost > ceiling.max_passes) return errc::time_too_large;
    if (f.lanes > ceiling.max_lanes) return errc::lanes_too_many;
    if (tag_length > ceiling.max_tag_length) return errc::output_too_long;
    if (salt_length > ceiling.max_salt_length) return errc::salt_too_long;

    secret_bytes salt(salt_length);
    secret_bytes expected(tag_length);
    secret_bytes computed(tag_length);
    if (!salt.data || !expected.data || !computed.data) return errc::memory_allocation_error;
    base64_decode(salt.data.get(), f.salt_b64);
    base64_decode(expected.data.get(), f.tag_b64);

    params p;
    p.algo = static_cast<algorithm>(f.type);
    p.ver = static_cast<version>(f.version);
    p.passes = f.t_cost;
    p.memory_kib = f.m_cost;
    p.lanes = f.lanes;
    p.threads = f.lanes < ceiling.max_threads ? f.lanes : ceiling.max_threads;
    if (p.threads == 0) p.threads = 1;
    p.tag_length = static_cast<std::uint32_t>(tag_length);

    request r = make_request(p, password, bytes_view(salt.data.get(), salt.size), secret,
                             associated_data, computed.data.get());
    if (const int rc = validate(r); rc != 0) return as_error(rc);
    if (!f.trailing.empty()) return errc::decoding_fail;
    if (const int rc = compute(r, f.type, memory); rc != 0) return as_error(rc);
    return constant_time_equal(expected.data.get(), computed.data.get(), tag_length)
               ? std::error_code{}
               : make_error_code(errc::verify_mismatch);
}

}  // namespace argon2::detail

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

bool needs_rehash(std::string_view encoded, const params& policy) noexcept {
    detail::phc_fields f;
    if (detail::phc_parse(encoded, -1, f) != 0 || !f.trailing.empty()) return true;
    return f.type != static_cast<std::uint32_t>(policy.algo) ||
           f.version != static_cast<std::uint32_t>(policy.ver) ||
           f.m_cost != policy.memory_kib || f.t_cost != policy.passes ||
           f.lanes != policy.lanes ||
           detail::base64_decoded_length(f.tag_b64.size()) != policy.tag_length;
}

std::size_t encoded_length(const params& p, std::size_t salt_length) noexcept {
    return detail::phc_length(static_cast<std::uint32_t>(p.algo), static_cast<std::uint32_t>(p.ver),
                              p.memory_kib, p.passes, p.lanes, salt_length, p.tag_length);
}

std::error_code params::validate() const noexcept {
    // The reference's checks on the costs alone: a stand-in salt satisfies the salt rules.
    static constexpr std::uint8_t stand_in[8] = {};
    std::uint8_t out;
    return detail::check_inputs(*this, {}, bytes_view(stand_in, 8), {}, {}, &out);
}

ARGON2_END_NAMESPACE
