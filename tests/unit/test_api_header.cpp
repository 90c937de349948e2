// The C++ API through the classic header: parameters and presets, every error code the API
// can produce, PHC strings, bounded verification, the reusable hasher, BLAKE2b, backends.
#include "tests/support/boost_main.hpp"
#include "tests/support/fresh_process.hpp"

#include <argon2.h>
#include <argon2/argon2.hpp>

#include "src/api/diagnostics.hpp"

// Allocation and thread-creation failures are provoked by limiting the process's address space,
// which POSIX can do (setrlimit) and Windows cannot (a job's memory limit counts committed
// memory, not the reservation a thread stack is).
#if __has_include(<sys/resource.h>)
#include <sys/resource.h>
#define TEST_CAN_LIMIT_ADDRESS_SPACE 1
#endif

#include <array>
#include <cctype>
#include <chrono>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <thread>

namespace {

using argon2::errc;

constexpr std::string_view salt16 = "0123456789abcdef";

argon2::params small(argon2::algorithm a = argon2::algorithm::argon2id) {
    return {a, argon2::version::v13, 2, 64, 2, 2, 32};
}

std::string hex(std::span<const std::uint8_t> bytes) {
    std::string s;
    char buf[3];
    for (std::uint8_t b : bytes) {
        std::snprintf(buf, sizeof buf, "%02x", b);
        s += buf;
    }
    return s;
}

#ifdef TEST_CAN_LIMIT_ADDRESS_SPACE
// Runs `f` with the address-space limit `extra` bytes above what the process maps now.
template <class F>
auto with_address_space_headroom(std::size_t extra, F f) {
    rlimit old{};
    getrlimit(RLIMIT_AS, &old);
    std::size_t pages = 0;
    std::ifstream("/proc/self/statm") >> pages;
    rlimit tight = old;
    tight.rlim_cur = pages * 4096 + extra;
    BOOST_REQUIRE(setrlimit(RLIMIT_AS, &tight) == 0);
    auto result = f();
    BOOST_REQUIRE(setrlimit(RLIMIT_AS, &old) == 0);
    return result;
}

// Thread creation fails when there is no address space left for a thread's stack. glibc
// reuses the stacks of finished threads, so this must run in a process that never had a
// second thread: the test program runs itself with --provoke-thread-failure.
int provoke_thread_failure() {
    std::array<std::uint8_t, 32> tag{};
    // Room for the 64 KiB of blocks but not for a second thread's 8 MiB stack.
    return with_address_space_headroom(
        2u << 20, [&] { return argon2::hash_raw(small(), "pw", salt16, tag).value(); });
}

int thread_failure_in_fresh_process() {
    return static_cast<int>(test_support::number_from_fresh_process("--provoke-thread-failure"));
}
#endif

BOOST_AUTO_TEST_CASE(version_is_the_projects) {
    // The header, its macros and the library come from one project(version: ...).
    BOOST_TEST(argon2::header_version == ARGON2_CPP_VERSION_STRING);
    BOOST_TEST(argon2::library_version() == argon2::header_version);
    const std::string composed = std::to_string(ARGON2_CPP_VERSION_MAJOR) + "." +
                                 std::to_string(ARGON2_CPP_VERSION_MINOR) + "." +
                                 std::to_string(ARGON2_CPP_VERSION_PATCH);
    BOOST_TEST(composed == ARGON2_CPP_VERSION_STRING);
}

BOOST_AUTO_TEST_CASE(presets_are_the_published_ones) {
    constexpr auto first = argon2::params::rfc9106_first();
    static_assert(first.memory_kib == 2u * 1024 * 1024 && first.passes == 1 && first.lanes == 4);
    constexpr auto second = argon2::params::rfc9106_second();
    static_assert(second.memory_kib == 64u * 1024 && second.passes == 3 && second.lanes == 4);
    constexpr auto owasp = argon2::params::owasp();
    static_assert(owasp.memory_kib == 19u * 1024 && owasp.passes == 2 && owasp.lanes == 1);
    static_assert(argon2::params{} == second);
    BOOST_TEST(!first.validate());
    BOOST_TEST(!second.validate());
    BOOST_TEST(!owasp.validate());
}

BOOST_AUTO_TEST_CASE(params_validation_in_reference_order) {
    auto with = [](auto change) {
        argon2::params p = small();
        change(p);
        return p.validate();
    };
    BOOST_TEST(with([](auto& p) { p.tag_length = 3; }) == errc::output_too_short);
    BOOST_TEST(with([](auto& p) { p.memory_kib = 7; }) == errc::memory_too_little);
    BOOST_TEST(with([](auto& p) { p.memory_kib = 15; }) ==
               errc::memory_too_little);  // < 8 * 2 lanes
    BOOST_TEST(with([](auto& p) { p.passes = 0; }) == errc::time_too_small);
    BOOST_TEST(with([](auto& p) { p.lanes = 0; }) == errc::lanes_too_few);
    BOOST_TEST(with([](auto& p) {
                   p.lanes = 1u << 24;
                   p.memory_kib = 8u << 24;
               }) == errc::lanes_too_many);
    BOOST_TEST(with([](auto& p) { p.threads = 0; }) == errc::threads_too_few);
    BOOST_TEST(with([](auto& p) { p.threads = 1u << 24; }) == errc::threads_too_many);
    BOOST_TEST(with([](auto& p) { p.algo = static_cast<argon2::algorithm>(3); }) ==
               errc::incorrect_type);
    BOOST_TEST(with([](auto& p) { p.ver = static_cast<argon2::version>(0x11); }) ==
               errc::incorrect_type);
    // Several faults: the first in the reference's order wins.
    BOOST_TEST(with([](auto& p) {
                   p.passes = 0;
                   p.memory_kib = 1;
               }) == errc::memory_too_little);
}

BOOST_AUTO_TEST_CASE(error_codes_integrate_with_std_error_code) {
    const std::error_code ec = errc::verify_mismatch;
    BOOST_TEST(ec.value() == -35);
    BOOST_TEST(std::string(ec.category().name()) == "argon2");
    BOOST_TEST(ec.message() == "The password does not match the supplied hash");
    BOOST_TEST(ec == errc::verify_mismatch);
    BOOST_TEST(!std::error_code(errc::ok));
    BOOST_TEST(std::string(argon2::error_message(-36)) ==
               "The operating system could not provide random bytes");
    BOOST_TEST(std::string(argon2::error_message(-1000)) == "Unknown error code");
}

// Every code the reference defines that an API can produce, each provoked for real.
BOOST_AUTO_TEST_CASE(every_reachable_error_code) {
    const std::uint8_t byte = 0;
    const auto huge = argon2::bytes_view(&byte, std::size_t{1} << 32);  // never read
    std::array<std::uint8_t, 32> tag{};
    std::string s;
    std::map<int, std::function<int()>> provoke = {
        {-1,
         [] {
             argon2_context c{};
             return argon2_ctx(&c, Argon2_id);
         }},
        {-2,
         [&] {
             auto p = small();
             p.tag_length = 3;
             std::array<std::uint8_t, 3> t{};
             return argon2::hash_raw(p, "pw", salt16, t).value();
         }},
        {-3,
         [&] {
             return argon2_hash(1, 64, 1, "pw", 2, salt16.data(), 16, nullptr, std::size_t{1} << 32,
                                nullptr, 0, Argon2_id, 0x13);
         }},
        {-5, [&] { return argon2::hash_raw(small(), huge, salt16, tag).value(); }},
        {-6, [&] { return argon2::hash_raw(small(), "pw", "short", tag).value(); }},
        {-7, [&] { return argon2::hash_raw(small(), "pw", huge, tag).value(); }},
        {-9, [&] { return argon2::hash_raw(small(), "pw", salt16, tag, {}, huge).value(); }},
        {-11, [&] { return argon2::hash_raw(small(), "pw", salt16, tag, huge).value(); }},
        {-12,
         [&] {
             auto p = small();
             p.passes = 0;
             return argon2::hash_raw(p, "pw", salt16, tag).value();
         }},
        {-13,
         [&] {
             return argon2::verify(
                        "$argon2id$v=19$m=64,t=4294967295,p=1$c29tZXNhbHQ$AAAAAAAAAAAAAAAAAAAAAA",
                        "pw")
                 .value();
         }},
        {-14,
         [&] {
             auto p = small();
             p.memory_kib = 8;
             return argon2::hash_raw(p, "pw", salt16, tag).value();
         }},
        {-15,
         [&] {
             return argon2::verify(
                        "$argon2id$v=19$m=4294967295,t=1,p=1$c29tZXNhbHQ$AAAAAAAAAAAAAAAAAAAAAA",
                        "pw")
                 .value();
         }},
        {-16,
         [&] {
             auto p = small();
             p.lanes = 0;
             return argon2::hash_raw(p, "pw", salt16, tag).value();
         }},
        {-17,
         [&] {
             return argon2::verify(
                        "$argon2id$v=19$m=64,t=1,p=65$c29tZXNhbHQ$AAAAAAAAAAAAAAAAAAAAAA", "pw")
                 .value();
         }},
        {-18,
         [&] {
             return argon2::hash_raw(small(), argon2::bytes_view(nullptr, 3), salt16, tag).value();
         }},
        {-19,
         [&] {
             return argon2::hash_raw(small(), "pw", argon2::bytes_view(nullptr, 16), tag).value();
         }},
        {-20,
         [&] {
             return argon2::hash_raw(small(), "pw", salt16, tag, argon2::bytes_view(nullptr, 1))
                 .value();
         }},
        {-21,
         [&] {
             return argon2::hash_raw(small(), "pw", salt16, tag, {}, argon2::bytes_view(nullptr, 1))
                 .value();
         }},
#ifdef TEST_CAN_LIMIT_ADDRESS_SPACE
        {-22,
         [&] {
             auto p = small();
             p.memory_kib = 1u << 20;  // 1 GiB against 64 MiB of headroom
             return with_address_space_headroom(
                 64u << 20, [&] { return argon2::hash_raw(p, "pw", salt16, tag).value(); });
         }},
#endif
        {-23,
         [] {
             argon2_context c{};
             c.allocate_cbk = [](std::uint8_t**, std::size_t) { return 0; };
             return argon2_ctx(&c, Argon2_id) == -1 ? -23 : 0;
         }},
        {-24,
         [] {
             argon2_context c{};
             std::uint8_t o[32], salt[8];
             c.out = o;
             c.outlen = 32;
             c.salt = salt;
             c.saltlen = 8;
             c.m_cost = 8;
             c.t_cost = 1;
             c.lanes = c.threads = 1;
             c.free_cbk = [](std::uint8_t*, std::size_t) {};
             return argon2_ctx(&c, Argon2_id);
         }},
        {-25, [] { return argon2_ctx(nullptr, Argon2_id); }},
        {-26,
         [&] {
             auto p = small();
             p.algo = static_cast<argon2::algorithm>(7);
             return argon2::hash_raw(p, "pw", salt16, tag).value();
         }},
        {-27,
         [&] {
             std::array<std::uint8_t, 16> t{};
             return argon2::hash_raw(small(), "pw", salt16, t).value();
         }},
        {-28,
         [&] {
             auto p = small();
             p.threads = 0;
             return argon2::hash_raw(p, "pw", salt16, tag).value();
         }},
        {-29,
         [&] {
             auto p = small();
             p.threads = 1u << 24;
             return argon2::hash_raw(p, "pw", salt16, tag).value();
         }},
        {-31,
         [&] {
             char e[10];
             return argon2id_hash_encoded(1, 64, 1, "pw", 2, salt16.data(), 16, 32, e, sizeof e);
         }},
        {-32, [&] { return argon2::verify("$argon2id$v=19$m=64,t=1,p=1", "pw").value(); }},
#ifdef TEST_CAN_LIMIT_ADDRESS_SPACE
        {-33, [] { return thread_failure_in_fresh_process(); }},
#endif
        {-35,
         [&] {
             argon2::hash_encoded(small(), "pw", salt16, s);
             return argon2::verify(s, "wrong").value();
         }},
    };
    std::set<int> not_provokable_here;
#ifndef TEST_CAN_LIMIT_ADDRESS_SPACE
    BOOST_TEST_MESSAGE("no address-space limit here: -22 and -33 cannot be provoked");
    not_provokable_here = {-22, -33};
#endif
    if (std::thread::hardware_concurrency() < 2) {
        // With one CPU the library never starts a second thread, so it cannot fail to.
        BOOST_TEST_MESSAGE("one CPU: thread-creation failure cannot be provoked here");
        provoke.erase(-33);
        not_provokable_here.insert(-33);
    }
    for (auto& [code, f] : provoke) {
        const int got = f();
        BOOST_TEST(got == code, "provoking " << code << " gave " << got);
    }

    // The codes no API of the reference's design can produce: minimum lengths of 0 (-4, -8,
    // -10), a code the reference declares but never returns (-34), and the CLI's (-30,
    // provoked by the CLI test). Everything else from -1 to -35 is above.
    const std::set<int> unreachable = {-4, -8, -10, -30, -34};
    for (int code = -35; code <= -1; ++code) {
        BOOST_TEST((provoke.count(code) == 1 || unreachable.count(code) == 1 ||
                    not_provokable_here.count(code) == 1),
                   "code " << code);
    }
    // After an allocation failure and a thread failure the library still works.
    BOOST_TEST(!argon2::hash_raw(small(), "pw", salt16, tag));
}

BOOST_AUTO_TEST_CASE(encoded_round_trip_and_rehash) {
    const argon2::params p = small(argon2::algorithm::argon2i);
    std::string encoded;
    BOOST_REQUIRE(!argon2::hash_encoded(p, "secret pw", salt16, encoded));
    BOOST_TEST(encoded.size() == argon2::encoded_length(p, salt16.size()));
    BOOST_TEST(encoded.rfind("$argon2i$v=19$m=64,t=2,p=2$MDEyMzQ1Njc4OWFiY2RlZg$", 0) == 0);
    BOOST_TEST(!argon2::verify(encoded, "secret pw"));
    BOOST_TEST(argon2::verify(encoded, "secret pX") == errc::verify_mismatch);
    BOOST_TEST(!argon2::needs_rehash(encoded, p));
    argon2::params stronger = p;
    stronger.passes = 3;
    BOOST_TEST(argon2::needs_rehash(encoded, stronger));
    BOOST_TEST(argon2::needs_rehash(encoded, small(argon2::algorithm::argon2id)));
    BOOST_TEST(argon2::needs_rehash("garbage", p));

    // Same tag from the raw API.
    std::array<std::uint8_t, 32> tag{};
    BOOST_REQUIRE(!argon2::hash_raw(p, "secret pw", salt16, tag));
    char c_encoded[128];
    BOOST_REQUIRE(argon2_hash(2, 64, 2, "secret pw", 9, salt16.data(), 16, nullptr, 32, c_encoded,
                              sizeof c_encoded, Argon2_i, 0x13) == ARGON2_OK);
    BOOST_TEST(encoded == c_encoded);
}

BOOST_AUTO_TEST_CASE(secret_and_associated_data_change_the_tag) {
    std::array<std::uint8_t, 32> plain{}, keyed{}, with_ad{};
    BOOST_REQUIRE(!argon2::hash_raw(small(), "pw", salt16, plain));
    BOOST_REQUIRE(!argon2::hash_raw(small(), "pw", salt16, keyed, "pepper"));
    BOOST_REQUIRE(!argon2::hash_raw(small(), "pw", salt16, with_ad, {}, "context"));
    BOOST_TEST(hex(plain) != hex(keyed));
    BOOST_TEST(hex(plain) != hex(with_ad));
    std::string encoded;
    BOOST_REQUIRE(!argon2::hash_encoded(small(), "pw", salt16, encoded, "pepper"));
    BOOST_TEST(!argon2::verify(encoded, "pw", {}, "pepper"));
    BOOST_TEST(argon2::verify(encoded, "pw") == errc::verify_mismatch);
}

BOOST_AUTO_TEST_CASE(fresh_salts) {
    std::string a, b;
    BOOST_REQUIRE(!argon2::hash_password(small(), "pw", a));
    BOOST_REQUIRE(!argon2::hash_password(small(), "pw", b));
    BOOST_TEST(a != b);
    BOOST_TEST(!argon2::verify(a, "pw"));
    BOOST_TEST(!argon2::verify(b, "pw"));
    std::array<std::uint8_t, 16> s1{}, s2{};
    BOOST_REQUIRE(!argon2::generate_salt(s1));
    BOOST_REQUIRE(!argon2::generate_salt(s2));
    BOOST_TEST(hex(s1) != hex(s2));
}

BOOST_AUTO_TEST_CASE(bounded_verify_rejects_before_allocating) {
    const auto started = std::chrono::steady_clock::now();
    // 4 TiB, 2^32-1 passes, 2^24-1 lanes: each refused at once.
    BOOST_TEST(
        argon2::verify("$argon2id$v=19$m=4294967295,t=1,p=1$c29tZXNhbHQ$AAAAAAAAAAAAAAAAAAAAAA",
                       "pw") == errc::memory_too_much);
    BOOST_TEST(
        argon2::verify("$argon2id$v=19$m=64,t=4294967295,p=1$c29tZXNhbHQ$AAAAAAAAAAAAAAAAAAAAAA",
                       "pw") == errc::time_too_large);
    BOOST_TEST(argon2::verify(
                   "$argon2id$v=19$m=4294967295,t=1,p=16777215$c29tZXNhbHQ$AAAAAAAAAAAAAAAAAAAAAA",
                   "pw") == errc::memory_too_much);
    const std::string long_tag(2000, 'A');
    BOOST_TEST(argon2::verify("$argon2id$v=19$m=64,t=1,p=1$c29tZXNhbHQ$" + long_tag, "pw") ==
               errc::output_too_long);
    BOOST_TEST(argon2::verify("$argon2id$v=19$m=64,t=1,p=1$" + long_tag + "$AAAAAAAAAAAAAAAAAAAAAA",
                              "pw") == errc::salt_too_long);
    const auto elapsed = std::chrono::steady_clock::now() - started;
    BOOST_TEST(std::chrono::duration<double>(elapsed).count() < 1.0);

    // A policy's own ceiling: its strings pass, a costlier one does not.
    const argon2::params p = small();
    std::string encoded;
    BOOST_REQUIRE(!argon2::hash_encoded(p, "pw", salt16, encoded));
    BOOST_TEST(!argon2::verify(encoded, "pw", argon2::limits::at_most(p)));
    argon2::params lower = p;
    lower.memory_kib = 32;
    BOOST_TEST(argon2::verify(encoded, "pw", argon2::limits::at_most(lower)) ==
               errc::memory_too_much);
    // max_threads caps the work, not the answer.
    argon2::limits one_thread{};
    one_thread.max_threads = 1;
    BOOST_TEST(!argon2::verify(encoded, "pw", one_thread));
}

BOOST_AUTO_TEST_CASE(hasher_matches_one_shot_and_keeps_memory) {
    const argon2::params p = small(argon2::algorithm::argon2d);
    argon2::hasher h(p);
    BOOST_TEST(h.retained_bytes() == 0u);
    std::array<std::uint8_t, 32> pooled{}, one_shot{};
    for (int i = 0; i < 3; ++i) {
        BOOST_REQUIRE(!h.hash_raw("pw", salt16, pooled));
        BOOST_REQUIRE(!argon2::hash_raw(p, "pw", salt16, one_shot));
        BOOST_TEST(hex(pooled) == hex(one_shot));
    }
    BOOST_TEST(h.retained_bytes() >= 64u * 1024);
    std::string encoded;
    BOOST_REQUIRE(!h.hash_password("pw", encoded));
    BOOST_TEST(!h.verify(encoded, "pw"));
    BOOST_TEST(h.verify(encoded, "px") == errc::verify_mismatch);
    argon2::hasher moved = std::move(h);
    BOOST_TEST(moved.retained_bytes() >= 64u * 1024);
    BOOST_TEST(!moved.verify(encoded, "pw"));
    moved.release();
    BOOST_TEST(moved.retained_bytes() == 0u);
    // A string costlier than the hasher's policy is refused by its default ceiling.
    BOOST_TEST(moved.verify("$argon2d$v=19$m=128,t=2,p=2$c29tZXNhbHQ$AAAAAAAAAAAAAAAAAAAAAA",
                            "pw") == errc::memory_too_much);
}

BOOST_AUTO_TEST_CASE(one_shot_memory_is_reused_and_released) {
    // 4 MiB: mmap'd, so kept for the next one-shot hash; results stay identical throughout.
    argon2::params p = small();
    p.memory_kib = 4096;
    std::array<std::uint8_t, 32> first{}, again{}, after_release{};
    BOOST_REQUIRE(!argon2::hash_raw(p, "pw", salt16, first));
    BOOST_REQUIRE(!argon2::hash_raw(p, "pw", salt16, again));
    argon2::release_cached_memory();
    BOOST_REQUIRE(!argon2::hash_raw(p, "pw", salt16, after_release));
    BOOST_TEST(hex(first) == hex(again));
    BOOST_TEST(hex(first) == hex(after_release));
    // A smaller hash after a larger one uses the larger area: same answer as fresh memory.
    std::array<std::uint8_t, 32> small_after_large{}, small_fresh{};
    BOOST_REQUIRE(!argon2::hash_raw(small(), "pw", salt16, small_after_large));
    argon2::release_cached_memory();
    BOOST_REQUIRE(!argon2::hash_raw(small(), "pw", salt16, small_fresh));
    BOOST_TEST(hex(small_after_large) == hex(small_fresh));
}

BOOST_AUTO_TEST_CASE(blake2b_known_answers) {
    std::array<std::uint8_t, 64> out{};
    BOOST_REQUIRE(!argon2::blake2b_hash(out, "abc"));  // RFC 7693 appendix A
    BOOST_TEST(hex(out) ==
               "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1"
               "7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923");
    std::array<std::uint8_t, 64> key{};
    for (std::size_t i = 0; i < key.size(); ++i) key[i] = static_cast<std::uint8_t>(i);
    BOOST_REQUIRE(!argon2::blake2b_hash(out, "", key));  // BLAKE2 keyed KAT, empty message
    BOOST_TEST(hex(out) ==
               "10ebb67700b1868efb4417987acf4690ae9d972fb7a590c2f02871799aaa4786"
               "b5e996e8f0f4eb981fc214b005f42d2ff4233499391653df7aefcbc13fc51568");
    // Streaming in odd pieces equals one shot.
    std::string message(1000, 'x');
    for (std::size_t i = 0; i < message.size(); ++i) message[i] = static_cast<char>(i * 7);
    argon2::blake2b streamed(20);
    for (std::size_t at = 0; at < message.size(); at += 129)
        streamed.update(std::string_view(message).substr(at, 129));
    std::array<std::uint8_t, 20> a{}, b{};
    BOOST_REQUIRE(!streamed.finish(a));
    BOOST_REQUIRE(!argon2::blake2b_hash(b, message));
    BOOST_TEST(hex(a) == hex(b));
    // Bad lengths are errors, not crashes.
    std::array<std::uint8_t, 65> too_long{};
    BOOST_TEST(argon2::blake2b_hash(too_long, "x") == errc::output_too_long);
    BOOST_TEST(argon2::blake2b_hash(std::span<std::uint8_t>(), "x") == errc::output_too_short);
    std::array<std::uint8_t, 65> long_key{};
    BOOST_TEST(argon2::blake2b_hash(out, "x", long_key) == errc::secret_too_long);
}

BOOST_AUTO_TEST_CASE(bytes_view_conversions) {
    BOOST_TEST(argon2::bytes_view("abc").size() == 3u);  // no terminating NUL
    char array[8] = "abc";
    BOOST_TEST(argon2::bytes_view(array).size() == 3u);
    BOOST_TEST(argon2::bytes_view(std::string("abcd")).size() == 4u);
    BOOST_TEST(argon2::bytes_view(std::vector<std::uint8_t>(5)).size() == 5u);
    BOOST_TEST(argon2::bytes_view(std::array<std::byte, 6>{}).size() == 6u);
    const std::uint8_t raw[7] = {};
    BOOST_TEST(argon2::bytes_view(raw).size() == 7u);
    BOOST_TEST(argon2::bytes_view(static_cast<const char*>(nullptr)).size() == 0u);
}

BOOST_AUTO_TEST_CASE(backend_selection) {
    const auto list = argon2::backends();
    BOOST_REQUIRE(!list.empty());
    int chosen = 0;
    for (const auto& b : list) chosen += b.chosen ? 1 : 0;
    BOOST_TEST(chosen == 1);
    BOOST_TEST(argon2::force_backend("no-such-backend") == errc::backend_unavailable);
    BOOST_TEST(!argon2::force_backend("scalar"));
    BOOST_TEST(argon2::active_backend() == "scalar");
    BOOST_TEST(!argon2::force_backend(""));
    BOOST_TEST(!argon2::cpu_features().empty());
    // Every listed backend can be forced exactly when this CPU runs it.
    for (const auto& b : list) {
        BOOST_TEST_CONTEXT(b.name) {
            const std::error_code forced = argon2::force_backend(b.name);
            BOOST_TEST(!forced == b.supported);
            if (!forced) BOOST_TEST(argon2::active_backend() == b.name);
        }
    }
    BOOST_TEST(!argon2::force_backend(""));
}

// The list reads best first: under automatic selection the first entry this CPU runs is the
// one chosen.
template <class List>
std::string_view first_supported(const List& list) {
    for (const auto& b : list) {
        if (b.supported) return b.name;
    }
    return {};
}

BOOST_AUTO_TEST_CASE(backends_are_listed_best_first) {
    BOOST_REQUIRE(!argon2::force_backend(""));
    BOOST_TEST(first_supported(argon2::backends()) == argon2::active_backend());
}

BOOST_AUTO_TEST_CASE(highway_dispatch_target_is_a_listed_backend) {
    // Highway's own choice names one of the highway-<target> backends, and one this CPU runs;
    // in a build without Highway there is none and the name is empty.
    std::string lower(argon2::diagnostics::highway_dispatch_target());
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    bool built_with_highway = false;
    bool listed_and_supported = false;
    for (const auto& b : argon2::backends()) {
        if (!b.name.starts_with("highway-")) continue;
        built_with_highway = true;
        if (b.name.substr(8) == lower) listed_and_supported = b.supported;
    }
    BOOST_TEST(built_with_highway == !lower.empty());
    if (built_with_highway) BOOST_TEST(listed_and_supported, "highway-" << lower);
}

}  // namespace

int main(int argc, char* argv[]) {
#ifdef TEST_CAN_LIMIT_ADDRESS_SPACE
    if (argc == 2 && std::string_view(argv[1]) == "--provoke-thread-failure") {
        std::printf("%d\n", provoke_thread_failure());
        return 0;
    }
#endif
    return test_support::run_tests(argc, argv, &test_support::always_ready,
                                   &test_support::no_registration);
}
