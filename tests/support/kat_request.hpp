// An engine request for a known-answer trace (tests that look inside the engine).
#pragma once

#include "kat_trace.hpp"

#include "src/engine/engine.hpp"

#include <cstdint>
#include <vector>

namespace test_support {

// `out` receives the tag; `t` must outlive the request (it points into t's inputs).
inline argon2::detail::request kat_request(kat_trace& t, std::vector<std::uint8_t>& out,
                                           std::uint32_t threads) {
    argon2::detail::request r;
    out.assign(t.tag_length, 0);
    r.out = out.data();
    r.outlen = t.tag_length;
    r.pwd = t.password.data();
    r.pwdlen = static_cast<std::uint32_t>(t.password.size());
    r.salt = t.salt.data();
    r.saltlen = static_cast<std::uint32_t>(t.salt.size());
    r.secret = t.secret.data();
    r.secretlen = static_cast<std::uint32_t>(t.secret.size());
    r.ad = t.ad.data();
    r.adlen = static_cast<std::uint32_t>(t.ad.size());
    r.t_cost = t.t_cost;
    r.m_cost = t.m_cost;
    r.lanes = t.lanes;
    r.threads = threads;
    r.version = t.version;
    return r;
}

}  // namespace test_support
