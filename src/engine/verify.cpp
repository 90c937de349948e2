#include "verify.hpp"

#include <argon2/errc.hpp>

#include "src/core/base64.hpp"
#include "src/core/phc.hpp"
#include "src/core/secure.hpp"

namespace argon2::detail {

errc verify_encoded(memory_source& memory, std::string_view encoded, const verify_rules& rules,
                    bytes_view password, bytes_view secret, bytes_view associated_data) noexcept {
    phc_fields f;
    if (const errc e = phc_parse(encoded, rules.expected_type, f); e != errc::ok) return e;
    if (rules.published_versions_only && f.version != static_cast<std::uint32_t>(version::v10) &&
        f.version != static_cast<std::uint32_t>(version::v13)) {
        return errc::decoding_fail;
    }

    // No field is longer than the string, so without a ceiling the string's length bounds these.
    const std::size_t salt_length = base64_decoded_length(f.salt_b64.size());
    const std::size_t tag_length = base64_decoded_length(f.tag_b64.size());
    std::uint32_t threads = f.lanes;
    if (const limits* c = rules.ceiling) {
        if (f.m_cost > c->max_memory_kib) return errc::memory_too_much;
        if (f.t_cost > c->max_passes) return errc::time_too_large;
        if (f.lanes > c->max_lanes) return errc::lanes_too_many;
        if (tag_length > c->max_tag_length) return errc::output_too_long;
        if (salt_length > c->max_salt_length) return errc::salt_too_long;
        if (threads > c->max_threads) threads = c->max_threads;
        if (threads == 0) threads = 1;
    }

    wiped_bytes salt(salt_length);
    wiped_bytes expected(tag_length);
    wiped_bytes computed(tag_length);
    if (!salt.data() || !expected.data() || !computed.data()) {
        return errc::memory_allocation_error;
    }
    base64_decode(salt.data(), f.salt_b64);
    base64_decode(expected.data(), f.tag_b64);

    request r =
        request_over(password, bytes_view(salt.data(), salt_length), secret, associated_data);
    r.out = computed.data();
    r.outlen = static_cast<std::uint32_t>(tag_length);
    r.t_cost = f.t_cost;
    r.m_cost = f.m_cost;
    r.lanes = f.lanes;
    r.threads = threads;
    r.version = f.version;
    if (const errc e = validate(r); e != errc::ok) return e;
    if (!f.trailing.empty()) return errc::decoding_fail;

    // phc_parse accepts only the three identifiers, so the type is in range.
    if (const errc e = compute(r, f.type, memory); e != errc::ok) return e;
    return constant_time_equal(expected.data(), computed.data(), tag_length)
               ? errc::ok
               : errc::verify_mismatch;
}

}  // namespace argon2::detail
