// The worker pool and the batch API: helpers are created once and reused, a hash never runs
// on more threads than its parameters allow, a forked child still hashes (where there is fork),
// many callers at once get the single-threaded results, and batches equal one call per item.
#include "tests/support/boost_main.hpp"
#include "tests/support/fresh_process.hpp"
#include "tests/support/thread_names.hpp"

#include <argon2/argon2.hpp>

#if __has_include(<sys/wait.h>)
#include <sys/wait.h>
#include <unistd.h>
#define TEST_HAS_FORK 1
#endif

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <set>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace {

const std::string salt16 = "0123456789abcdef";

argon2::params with_lanes(std::uint32_t lanes, std::uint32_t threads,
                          std::uint32_t memory_kib = 512) {
    return {argon2::algorithm::argon2id, argon2::version::v13, 2, memory_kib, lanes, threads, 32};
}

using tag32 = std::array<std::uint8_t, 32>;

tag32 hash(const argon2::params& p, const std::string& password) {
    tag32 tag{};
    const std::error_code ec = argon2::hash_raw(p, password, salt16, tag);
    BOOST_REQUIRE_MESSAGE(!ec, ec.message());
    return tag;
}

// The ids of this process's pool helpers (named "argon2-helper").
std::set<std::string> helper_ids() {
    std::set<std::string> ids;
    for (const auto& [id, name] : test_support::thread_names()) {
        if (name == "argon2-helper") ids.insert(id);
    }
    return ids;
}

std::size_t helper_count() { return helper_ids().size(); }

unsigned cores() {
    const unsigned c = std::thread::hardware_concurrency();
    return c == 0 ? 1 : c;
}

#ifdef TEST_HAS_FORK
// Runs `body` in a forked child (a process with a fresh pool) and requires it to exit 0
// within a minute; a hang is killed by the alarm and fails the test.
template <class Body>
void in_child(Body body) {
    const pid_t pid = fork();
    BOOST_REQUIRE(pid >= 0);
    if (pid == 0) {
        alarm(60);
        _exit(body() ? 0 : 1);
    }
    int status = 0;
    BOOST_REQUIRE(waitpid(pid, &status, 0) == pid);
    BOOST_REQUIRE_MESSAGE(WIFEXITED(status), "child killed by signal " << WTERMSIG(status));
    BOOST_TEST(WEXITSTATUS(status) == 0);
}
#endif

}  // namespace

BOOST_AUTO_TEST_CASE(helpers_are_created_once_and_reused) {
    const tag32 expected = hash(with_lanes(4, 1), "reuse");
    BOOST_TEST(hash(with_lanes(4, 4), "reuse") == expected);
    // One helper per other core (up to the 3 a 4-lane hash wants), still there after the
    // hash, and the very same threads after 50 more.
    const std::set<std::string> warm = helper_ids();
    BOOST_TEST(warm.size() == std::min(3u, cores() - 1));
    for (int i = 0; i < 50; ++i) BOOST_TEST(hash(with_lanes(4, 4), "reuse") == expected);
    BOOST_TEST((helper_ids() == warm));
}

// In a fresh process, whose pool has no helpers yet: 1 if the pool grows no further than each
// hash's thread count allows.
// (No Boost.Test assertions here: the child runs outside any test case.)
long helpers_stay_within_the_parameters() {
    tag32 tag{};
    bool ok = helper_count() == 0;
    ok = ok && !argon2::hash_raw(with_lanes(4, 1), "cap", salt16, tag);
    ok = ok && helper_count() == 0;
    ok = ok && !argon2::hash_raw(with_lanes(4, 2), "cap", salt16, tag);
    ok = ok && helper_count() <= 1;
    return ok ? 1 : 0;
}

BOOST_AUTO_TEST_CASE(never_more_threads_than_the_parameters_allow) {
    BOOST_TEST(test_support::number_from_fresh_process("--count-helpers") == 1);
}

#ifdef TEST_HAS_FORK  // Windows has no fork()
BOOST_AUTO_TEST_CASE(a_forked_child_hashes_with_helpers_of_its_own) {
    const tag32 expected = hash(with_lanes(4, 4), "fork");  // the parent's pool is warm now
    in_child([&] { return hash(with_lanes(4, 4), "fork") == expected; });
    BOOST_TEST(hash(with_lanes(4, 4), "fork") == expected);  // and the parent's still works
}
#endif

BOOST_AUTO_TEST_CASE(eight_callers_by_2000_mixed_calls_get_the_single_threaded_results) {
    // 64 items of 32-64 KiB with 1, 2 or 4 lanes, worked out one at a time on one thread first.
    constexpr int items = 64;
    constexpr int callers = 8;
    constexpr int calls_each = 2000;
    std::vector<argon2::params> costs;
    std::vector<std::string> passwords;
    std::vector<tag32> tags;
    std::vector<std::string> encoded;
    for (int k = 0; k < items; ++k) {
        const std::uint32_t lanes = 1u << (k % 3);
        argon2::params p = with_lanes(lanes, 1, 32 + 32 * (k % 2));
        p.passes = 1;
        p.algo = static_cast<argon2::algorithm>(k % 3);
        costs.push_back(p);
        passwords.push_back("item " + std::to_string(k));
        tags.push_back(hash(p, passwords.back()));
        std::string s;
        BOOST_REQUIRE(!argon2::hash_encoded(p, passwords.back(), salt16, s));
        encoded.push_back(s);
    }
    // Then all at once, each caller in its own order, hashing with the lanes' threads (so the
    // pool is shared) and verifying right and wrong passwords.
    std::vector<int> wrong(callers, 0);
    std::vector<std::thread> threads;
    for (int c = 0; c < callers; ++c) {
        threads.emplace_back([&, c] {
            for (int i = 0; i < calls_each; ++i) {
                const int k = (i * 7 + c * 13) % items;
                switch (i % 3) {
                    case 0: {
                        argon2::params p = costs[k];
                        p.threads = p.lanes;
                        tag32 tag{};
                        if (argon2::hash_raw(p, passwords[k], salt16, tag) || tag != tags[k])
                            ++wrong[c];
                        break;
                    }
                    case 1:
                        if (argon2::verify(encoded[k], passwords[k])) ++wrong[c];
                        break;
                    default:
                        if (argon2::verify(encoded[k], "not " + passwords[k]) !=
                            argon2::errc::verify_mismatch)
                            ++wrong[c];
                        break;
                }
            }
        });
    }
    for (std::thread& t : threads) t.join();
    for (int c = 0; c < callers; ++c) BOOST_TEST(wrong[c] == 0);
}

BOOST_AUTO_TEST_CASE(hash_raw_batch_equals_one_call_per_item) {
    const auto p = with_lanes(2, 2);
    constexpr std::size_t n = 23;
    std::vector<std::string> passwords;
    std::vector<tag32> tags(n);
    std::vector<argon2::hash_request> requests;
    for (std::size_t i = 0; i < n; ++i) passwords.push_back("batch " + std::to_string(i));
    for (std::size_t i = 0; i < n; ++i) requests.push_back({passwords[i], salt16, tags[i]});
    // One item with a salt the reference rejects: only that item fails, with its own code.
    requests[7].salt = "short";
    std::vector<std::error_code> results(n);
    for (std::uint32_t threads : {0u, 1u, 2u, 64u}) {
        std::fill(tags.begin(), tags.end(), tag32{});
        BOOST_REQUIRE(!argon2::hash_raw_batch(p, requests, results, threads));
        for (std::size_t i = 0; i < n; ++i) {
            if (i == 7) {
                BOOST_TEST(results[i] == argon2::errc::salt_too_short);
            } else {
                BOOST_TEST(!results[i]);
                BOOST_TEST(tags[i] == hash(p, passwords[i]));
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(verify_batch_gives_each_item_the_code_verify_gives) {
    std::vector<std::string> encoded;
    for (std::uint32_t lanes : {1u, 2u, 3u}) {
        std::string s;
        BOOST_REQUIRE(!argon2::hash_encoded(with_lanes(lanes, lanes), "right", salt16, s));
        encoded.push_back(s);
    }
    const std::vector<argon2::verify_request> requests = {
        {encoded[0], "right"},
        {encoded[1], "wrong"},
        {encoded[2], "right"},
        {"$argon2id$v=19$m=512,t=2,p=1$c2FsdHNhbHQ$", "right"},             // no tag
        {"$argon2id$v=19$m=4294967295,t=2,p=1$c2FsdHNhbHQ$AAAA", "right"},  // over the ceiling
        {"", ""},
        {encoded[1], "right"},
    };
    std::vector<std::error_code> results(requests.size());
    for (std::uint32_t threads : {0u, 1u, 3u}) {
        BOOST_REQUIRE(!argon2::verify_batch(requests, results, {}, threads));
        for (std::size_t i = 0; i < requests.size(); ++i) {
            BOOST_TEST_INFO("item " << i << ", threads " << threads);
            BOOST_TEST(results[i] == argon2::verify(requests[i].encoded, requests[i].password));
        }
    }
    BOOST_TEST(!results[0]);
    BOOST_TEST(results[1] == argon2::errc::verify_mismatch);
    BOOST_TEST(results[4] == argon2::errc::memory_too_much);
}

BOOST_AUTO_TEST_CASE(a_batch_refuses_results_of_the_wrong_size_and_takes_an_empty_one) {
    std::vector<argon2::verify_request> requests(3);
    std::vector<std::error_code> results(2, make_error_code(argon2::errc::incorrect_parameter));
    BOOST_TEST(argon2::verify_batch(requests, results) == argon2::errc::out_ptr_mismatch);
    BOOST_TEST(results[0] == argon2::errc::incorrect_parameter);  // untouched
    std::vector<argon2::hash_request> hashes(1);
    BOOST_TEST(argon2::hash_raw_batch(with_lanes(1, 1), hashes, results) ==
               argon2::errc::out_ptr_mismatch);
    BOOST_TEST(!argon2::verify_batch({}, {}));
    BOOST_TEST(!argon2::hash_raw_batch(with_lanes(1, 1), {}, {}));
}

int main(int argc, char* argv[]) {
    if (argc == 2 && std::string_view(argv[1]) == "--count-helpers") {
        std::printf("%ld\n", helpers_stay_within_the_parameters());
        return 0;
    }
    return test_support::run_tests(argc, argv, test_support::always_ready,
                                   test_support::no_registration);
}
