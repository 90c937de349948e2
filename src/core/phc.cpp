#include "phc.hpp"

#include <argon2/errc.hpp>

#include "base64.hpp"
#include "phc_text.hpp"

#include <algorithm>
#include <cstring>

namespace argon2::detail {

namespace {

constexpr errc decoding_fail = errc::decoding_fail;

}  // namespace

const char* type_name(std::uint32_t type) noexcept {
    switch (type) {
        case 0: return "argon2d";
        case 1: return "argon2i";
        case 2: return "argon2id";
        default: return nullptr;
    }
}

errc phc_parse(std::string_view s, std::optional<algorithm> expected_type,
               phc_fields& out) noexcept {
    text_reader r{s};
    if (!r.literal("$")) return decoding_fail;
    if (expected_type) {
        // The reference compares a prefix: "$argon2i" also matches the start of "$argon2id$",
        // and the next literal then fails.
        const char* name = type_name(static_cast<std::uint32_t>(*expected_type));
        if (name == nullptr) return errc::incorrect_type;
        if (!r.literal(name)) return decoding_fail;
        out.type = *expected_type;
    } else {
        std::string_view id = r.rest;
        id.remove_suffix(id.size() - std::min(id.find('$'), id.size()));
        bool known = false;
        for (std::uint32_t t = 0; t < 3; ++t) {
            if (id == type_name(t)) {
                out.type = static_cast<algorithm>(t);
                known = true;
            }
        }
        if (!known) return decoding_fail;
        r.rest.remove_prefix(id.size());
    }
    out.version = 0x10;
    if (r.literal("$v=") && !r.number(out.version)) return decoding_fail;
    if (!r.literal("$m=") || !r.number(out.m_cost)) return decoding_fail;
    if (!r.literal(",t=") || !r.number(out.t_cost)) return decoding_fail;
    if (!r.literal(",p=") || !r.number(out.lanes)) return decoding_fail;
    if (!r.literal("$") || !r.base64_field(out.salt_b64)) return decoding_fail;
    if (!r.literal("$") || !r.base64_field(out.tag_b64)) return decoding_fail;
    if (!canonical_base64(out.salt_b64) || !canonical_base64(out.tag_b64)) return decoding_fail;
    out.trailing = r.rest;
    return errc::ok;
}

std::size_t phc_length(std::uint32_t type, std::uint32_t version, std::uint32_t m_cost,
                       std::uint32_t t_cost, std::uint32_t lanes, std::size_t salt_length,
                       std::size_t tag_length) noexcept {
    const char* name = type_name(type);
    return std::strlen("$$v=$m=,t=,p=$$") + (name ? std::strlen(name) : 0) +
           decimal_length(version) + decimal_length(m_cost) + decimal_length(t_cost) +
           decimal_length(lanes) + base64_length(salt_length) + base64_length(tag_length);
}

void phc_encode(char* dst, std::uint32_t type, std::uint32_t version, std::uint32_t m_cost,
                std::uint32_t t_cost, std::uint32_t lanes, const std::uint8_t* salt,
                std::size_t salt_length, const std::uint8_t* tag, std::size_t tag_length) noexcept {
    dst = put(dst, "$");
    dst = put(dst, type_name(type));
    dst = put(dst, "$v=");
    dst = put_decimal(dst, version);
    dst = put(dst, "$m=");
    dst = put_decimal(dst, m_cost);
    dst = put(dst, ",t=");
    dst = put_decimal(dst, t_cost);
    dst = put(dst, ",p=");
    dst = put_decimal(dst, lanes);
    dst = put(dst, "$");
    base64_encode(dst, salt, salt_length);
    dst += base64_length(salt_length);
    dst = put(dst, "$");
    base64_encode(dst, tag, tag_length);
}

}  // namespace argon2::detail
