// Live differential against the reference C library (Debian's libargon2-1, loaded in its own
// link-map namespace). Randomized cases across type x version x t x m x p x tag length x
// input lengths, including invalid ones: return codes, tags, PHC strings, cross-verification
// and corrupted strings must all agree. Seed printed; ARGON2_TEST_SEED replays a run,
// ARGON2_DIFF_CASES changes the count (default 1000).
#include "tests/support/boost_main.hpp"
#include "harness/libargon2_loader.hpp"
#include "tests/support/runnable_backends.hpp"
#include "tests/support/test_data.hpp"
#include "tests/support/test_seed.hpp"

#include <argon2.h>
#include <argon2/argon2.hpp>

#include <cstring>
#include <random>

namespace {

const harness::libargon2& ref() {
    std::string why;
    return *harness::reference_library(why);
}

bool reference_loaded(std::string& why) { return harness::reference_library(why) != nullptr; }

std::uint64_t seed() { return test_support::test_seed("differential"); }

using test_support::case_count;

struct random_source {
    std::mt19937_64 engine;
    std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(engine() % n); }
    std::uint32_t between(std::uint32_t lo, std::uint32_t hi) { return lo + below(hi - lo + 1); }
    bool chance(double p) { return std::uniform_real_distribution<>(0, 1)(engine) < p; }
    std::vector<std::uint8_t> bytes(std::size_t n) {
        std::vector<std::uint8_t> v(n);
        for (auto& b : v) b = static_cast<std::uint8_t>(engine());
        return v;
    }
};

// One randomized input set, mostly valid, sometimes deliberately not.
struct case_inputs {
    std::uint32_t type, version, t_cost, m_cost, lanes, threads, outlen, flags;
    std::vector<std::uint8_t> pwd, salt, secret, ad;
    bool null_pwd = false, null_secret = false;

    static case_inputs random(random_source& r) {
        case_inputs c;
        c.type = r.chance(0.02) ? 3 : r.below(3);
        c.version = r.chance(0.5) ? 0x10 : 0x13;
        if (r.chance(0.03)) c.version = r.below(0x100);  // the C ABI hashes any version
        c.t_cost = r.chance(0.02) ? 0 : r.between(1, 3);
        c.lanes = r.chance(0.02) ? 0 : r.between(1, 8);
        const std::uint32_t p = c.lanes == 0 ? 1 : c.lanes;
        switch (r.below(4)) {
            case 0: c.m_cost = 8 * p; break;                            // the minimum
            case 1: c.m_cost = 8 * p + r.between(1, 4 * p - 1); break;  // not a multiple of 4p
            case 2: c.m_cost = r.between(8 * p, 256); break;
            default: c.m_cost = r.between(8 * p, 2048); break;
        }
        if (r.chance(0.03)) c.m_cost = r.below(8 * p);  // too little
        c.threads = r.chance(0.02) ? 0 : r.between(1, p + 2);
        c.outlen = r.chance(0.03)  ? r.below(4)
                   : r.chance(0.5) ? r.between(4, 64)
                                   : r.between(4, 1024);
        c.flags = r.chance(0.1) ? r.below(4) : 0;
        c.pwd = r.bytes(r.chance(0.1) ? 0 : r.between(0, 128));
        c.null_pwd = c.pwd.empty() && r.chance(0.5);
        c.salt = r.bytes(r.chance(0.03) ? r.below(8) : r.between(8, 64));
        c.secret = r.bytes(r.chance(0.5) ? 0 : r.between(1, 64));
        c.null_secret = c.secret.empty() && r.chance(0.5);
        c.ad = r.bytes(r.chance(0.5) ? 0 : r.between(1, 64));
        return c;
    }

    bool cpp_representable() const {
        return type <= 2 && (version == 0x10 || version == 0x13) && flags == 0;
    }
};

struct context_run {
    int rc;
    std::vector<std::uint8_t> out, pwd, secret;
    std::uint32_t pwdlen, secretlen;
};

// Buffers are copied so the ARGON2_FLAG_CLEAR_* effects can be compared side by side.
context_run run_ctx(int (*ctx_fn)(argon2_context*, argon2_type), const case_inputs& c) {
    context_run run{0, std::vector<std::uint8_t>(c.outlen + 1, 0xAA), c.pwd, c.secret, 0, 0};
    argon2_context ctx{};
    ctx.out = run.out.data();
    ctx.outlen = c.outlen;
    ctx.pwd = c.null_pwd ? nullptr : run.pwd.data();
    ctx.pwdlen = static_cast<std::uint32_t>(run.pwd.size());
    ctx.salt = const_cast<std::uint8_t*>(c.salt.data());
    ctx.saltlen = static_cast<std::uint32_t>(c.salt.size());
    ctx.secret = c.null_secret ? nullptr : run.secret.data();
    ctx.secretlen = static_cast<std::uint32_t>(run.secret.size());
    ctx.ad = c.ad.empty() ? nullptr : const_cast<std::uint8_t*>(c.ad.data());
    ctx.adlen = static_cast<std::uint32_t>(c.ad.size());
    ctx.t_cost = c.t_cost;
    ctx.m_cost = c.m_cost;
    ctx.lanes = c.lanes;
    ctx.threads = c.threads;
    ctx.version = c.version;
    ctx.flags = c.flags;
    run.rc = ctx_fn(&ctx, static_cast<argon2_type>(c.type));
    run.pwdlen = ctx.pwdlen;
    run.secretlen = ctx.secretlen;
    return run;
}

std::string encode_with(decltype(&::argon2_hash) hash_fn, const case_inputs& c, int& rc) {
    std::string encoded(
        argon2_encodedlen(c.t_cost, c.m_cost, c.lanes, static_cast<std::uint32_t>(c.salt.size()),
                          c.outlen, static_cast<argon2_type>(c.type)),
        '\0');
    rc = hash_fn(c.t_cost, c.m_cost, c.lanes, c.pwd.data(), c.pwd.size(), c.salt.data(),
                 c.salt.size(), nullptr, c.outlen, encoded.data(), encoded.size(),
                 static_cast<argon2_type>(c.type), c.version);
    encoded.resize(std::strlen(encoded.c_str()));
    return encoded;
}

// Registered once per backend this CPU runs (see register_cases), with the backend forced.
void randomized_cases_agree(const std::string& backend) {
    BOOST_REQUIRE(!argon2::force_backend(backend));
    random_source r{std::mt19937_64(seed())};
    const int cases = case_count();
    int hashed = 0;
    for (int i = 0; i < cases; ++i) {
        const case_inputs c = case_inputs::random(r);
        BOOST_TEST_CONTEXT("case " << i << " type " << c.type << " v " << c.version << " t "
                                   << c.t_cost << " m " << c.m_cost << " p " << c.lanes
                                   << " threads " << c.threads << " T " << c.outlen << " flags "
                                   << c.flags) {
            // The context API, every field.
            const context_run mine = run_ctx(&::argon2_ctx, c);
            const context_run theirs = run_ctx(ref().ctx, c);
            BOOST_REQUIRE_EQUAL(mine.rc, theirs.rc);
            BOOST_TEST(mine.out == theirs.out);
            BOOST_TEST(mine.pwd == theirs.pwd);
            BOOST_TEST(mine.secret == theirs.secret);
            BOOST_TEST(mine.pwdlen == theirs.pwdlen);
            BOOST_TEST(mine.secretlen == theirs.secretlen);
            if (mine.rc == ARGON2_OK) ++hashed;

            // The C++ API: same code, same tag.
            if (c.cpp_representable()) {
                argon2::params p{static_cast<argon2::algorithm>(c.type),
                                 static_cast<argon2::version>(c.version),
                                 c.t_cost,
                                 c.m_cost,
                                 c.lanes,
                                 c.threads,
                                 c.outlen};
                std::vector<std::uint8_t> tag(c.outlen);
                const argon2::bytes_view secret(c.null_secret ? nullptr : c.secret.data(),
                                                c.secret.size());
                const std::error_code ec = argon2::hash_raw(
                    p, argon2::bytes_view(c.pwd.data(), c.pwd.size()), c.salt, tag, secret, c.ad);
                BOOST_TEST(ec.value() == theirs.rc);
                if (!ec) BOOST_TEST(std::equal(tag.begin(), tag.end(), theirs.out.begin()));
            }

            // PHC strings (no secret or data in them): identical, and each side verifies the
            // other's, also when corrupted.
            if (c.type <= 2 && c.outlen >= 4) {
                int my_rc = 0;
                int their_rc = 0;
                const std::string mine_encoded = encode_with(&::argon2_hash, c, my_rc);
                const std::string their_encoded = encode_with(ref().hash, c, their_rc);
                BOOST_REQUIRE_EQUAL(my_rc, their_rc);
                if (my_rc != ARGON2_OK) continue;
                BOOST_TEST(mine_encoded == their_encoded);
                const auto type = static_cast<argon2_type>(c.type);
                BOOST_TEST(ref().verify(mine_encoded.c_str(), c.pwd.data(), c.pwd.size(), type) ==
                           ARGON2_OK);
                BOOST_TEST(argon2_verify(their_encoded.c_str(), c.pwd.data(), c.pwd.size(), type) ==
                           ARGON2_OK);
                if (c.version == 0x10 || c.version == 0x13) {
                    BOOST_TEST(!argon2::verify(their_encoded,
                                               argon2::bytes_view(c.pwd.data(), c.pwd.size()),
                                               argon2::limits::unbounded()));
                }

                std::string corrupted = their_encoded;
                corrupted[r.below(static_cast<std::uint32_t>(corrupted.size()))] =
                    "$=,0123456789vmtpAz+/\x7f"[r.below(22)];
                if (r.chance(0.2))
                    corrupted.resize(r.below(static_cast<std::uint32_t>(corrupted.size())));
                if (r.chance(0.1)) corrupted += "$x";
                BOOST_TEST_CONTEXT("corrupted " << corrupted) {
                    BOOST_TEST(argon2_verify(corrupted.c_str(), c.pwd.data(), c.pwd.size(), type) ==
                               ref().verify(corrupted.c_str(), c.pwd.data(), c.pwd.size(), type));
                    // Another type than the string's.
                    const auto other = static_cast<argon2_type>((c.type + 1) % 3);
                    BOOST_TEST(
                        argon2_verify(corrupted.c_str(), c.pwd.data(), c.pwd.size(), other) ==
                        ref().verify(corrupted.c_str(), c.pwd.data(), c.pwd.size(), other));
                }
            }
        }
    }
    BOOST_TEST_MESSAGE(backend << ": " << cases << " cases, " << hashed << " hashed successfully");
    BOOST_TEST(hashed > cases / 2);  // the generator must mostly produce valid cases
    BOOST_REQUIRE(!argon2::force_backend(""));
}

bool register_cases() {
    auto& master = boost::unit_test::framework::master_test_suite();
    for (const std::string& backend : test_support::runnable_backends()) {
        master.add(boost::unit_test::make_test_case([backend] { randomized_cases_agree(backend); },
                                                    "randomized_cases_agree_" + backend, __FILE__,
                                                    __LINE__));
    }
    return true;
}

BOOST_AUTO_TEST_CASE(error_messages_agree) {
    for (int code = -41; code <= 5; ++code) {
        if (code <= -36 && code >= -40) {
            // Our own codes: messages the reference does not have.
            BOOST_TEST(std::string(argon2_error_message(code)) != "Unknown error code");
            BOOST_TEST(std::string(ref().error_message(code)) == "Unknown error code");
            continue;
        }
        BOOST_TEST(std::string(argon2_error_message(code)) == ref().error_message(code),
                   "code " << code);
        BOOST_TEST(argon2::make_error_code(static_cast<argon2::errc>(code)).message() ==
                   ref().error_message(code));
    }
}

BOOST_AUTO_TEST_CASE(names_and_lengths_agree) {
    for (int type = 0; type <= 3; ++type) {
        for (int upper = 0; upper <= 1; ++upper) {
            const char* mine = argon2_type2string(static_cast<argon2_type>(type), upper);
            const char* theirs = ref().type2string(static_cast<argon2_type>(type), upper);
            BOOST_TEST((mine == nullptr) == (theirs == nullptr));
            if (mine && theirs) BOOST_TEST(std::string(mine) == theirs);
        }
    }
    random_source r{std::mt19937_64(seed() + 1)};
    for (int i = 0; i < 1000; ++i) {
        const std::uint32_t t = r.engine(), m = r.engine(), p = r.engine() % 0x1000000,
                            s = r.below(1000), h = r.below(5000);
        const auto type = static_cast<argon2_type>(r.below(3));
        BOOST_TEST(argon2_encodedlen(t, m, p, s, h, type) == ref().encodedlen(t, m, p, s, h, type));
    }
}

BOOST_AUTO_TEST_CASE(quirk_any_version_number) {
    // The reference hashes any $v= value into H0 and runs it with 0x13 semantics.
    const char* encoded = "$argon2id$v=99$m=64,t=1,p=1$c29tZXNhbHQ$AAAAAAAAAAAAAAAAAAAAAA";
    BOOST_TEST(argon2_verify(encoded, "pw", 2, Argon2_id) ==
               ref().verify(encoded, "pw", 2, Argon2_id));
    BOOST_TEST(argon2_verify(encoded, "pw", 2, Argon2_id) == ARGON2_VERIFY_MISMATCH);
    // The C++ API is stricter: only 16 and 19.
    BOOST_TEST(argon2::verify(encoded, "pw") == argon2::errc::decoding_fail);
}

// A counting allocator pair, to check the callbacks are called in pairs with the same sizes.
int allocations = 0;
std::size_t last_size = 0;
int count_allocate(std::uint8_t** memory, std::size_t bytes) {
    *memory = static_cast<std::uint8_t*>(std::malloc(bytes));
    ++allocations;
    last_size = bytes;
    return 0;
}
void count_free(std::uint8_t* memory, std::size_t bytes) {
    --allocations;
    BOOST_TEST(bytes == last_size);
    std::free(memory);
}

BOOST_AUTO_TEST_CASE(custom_allocator_callbacks) {
    std::uint8_t mine[32];
    std::uint8_t theirs[32];
    std::uint8_t salt[16] = {1, 2, 3};
    argon2_context ctx{};
    ctx.out = mine;
    ctx.outlen = 32;
    ctx.salt = salt;
    ctx.saltlen = 16;
    ctx.t_cost = 2;
    ctx.m_cost = 256;
    ctx.lanes = 2;
    ctx.threads = 2;
    ctx.version = ARGON2_VERSION_13;
    ctx.allocate_cbk = &count_allocate;
    ctx.free_cbk = &count_free;
    BOOST_REQUIRE(argon2_ctx(&ctx, Argon2_id) == ARGON2_OK);
    BOOST_TEST(allocations == 0);
    ctx.out = theirs;
    ctx.allocate_cbk = nullptr;
    ctx.free_cbk = nullptr;
    BOOST_REQUIRE(ref().ctx(&ctx, Argon2_id) == ARGON2_OK);
    BOOST_TEST(std::memcmp(mine, theirs, 32) == 0);

    // Half a pair is an error on both sides.
    ctx.allocate_cbk = &count_allocate;
    BOOST_TEST(argon2_ctx(&ctx, Argon2_id) == ARGON2_FREE_MEMORY_CBK_NULL);
    BOOST_TEST(ref().ctx(&ctx, Argon2_id) == ARGON2_FREE_MEMORY_CBK_NULL);
    ctx.allocate_cbk = nullptr;
    ctx.free_cbk = &count_free;
    BOOST_TEST(argon2_ctx(&ctx, Argon2_id) == ARGON2_ALLOCATE_MEMORY_CBK_NULL);
    BOOST_TEST(ref().ctx(&ctx, Argon2_id) == ARGON2_ALLOCATE_MEMORY_CBK_NULL);
    BOOST_TEST(argon2_ctx(nullptr, Argon2_id) == ref().ctx(nullptr, Argon2_id));
}

}  // namespace

int main(int argc, char* argv[]) {
    return test_support::run_tests(argc, argv, &reference_loaded, &register_cases);
}
