/// \file
/// Many independent passwords at once, spread over the cores: what a login server does with its
/// queue of logins. Each item runs on one core (its lanes one after another, interleaved) with
/// working memory kept for the next item; the results are exactly those of one call per item.
#pragma once

#include <argon2/config.hpp>
#include <argon2/errc.hpp>
#include <argon2/params.hpp>
#include <argon2/types.hpp>

#include <cstdint>
#include <span>
#include <string_view>
#include <system_error>

ARGON2_BEGIN_NAMESPACE

/// One item of verify_batch.
ARGON2_EXPORT struct verify_request {
    std::string_view encoded;  ///< a PHC string
    bytes_view password;       ///< the password to check against it
};

/// One item of hash_raw_batch.
ARGON2_EXPORT struct hash_request {
    bytes_view password;          ///< the password
    bytes_view salt;              ///< its salt
    std::span<std::uint8_t> out;  ///< p.tag_length bytes
};

/// results[i] = verify(requests[i].encoded, requests[i].password, ceiling). `threads` caps the
/// cores used (0: all of them). Returns out_ptr_mismatch, with nothing done, when results and
/// requests differ in size; otherwise ok, with each item's outcome in results.
ARGON2_EXPORT ARGON2_API std::error_code verify_batch(std::span<const verify_request> requests,
                                                      std::span<std::error_code> results,
                                                      const limits& ceiling = {},
                                                      std::uint32_t threads = 0) noexcept;

/// results[i] = hash_raw(p, requests[i].password, requests[i].salt, requests[i].out), on up to
/// `threads` cores (0: all of them). Returns as verify_batch.
ARGON2_EXPORT ARGON2_API std::error_code hash_raw_batch(const params& p,
                                                        std::span<const hash_request> requests,
                                                        std::span<std::error_code> results,
                                                        std::uint32_t threads = 0) noexcept;

ARGON2_END_NAMESPACE
