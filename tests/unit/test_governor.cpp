// The memory governor: off by default; a hash larger than the budget refused at once, with
// nothing admitted; counters; a wait limit that expires with errc::busy; first come, first
// served (a small hash does not overtake a large one queued before it); every entry point
// (one-shot, verify, hasher, batch, scrypt, the C ABI) admitted through it; and
// ARGON2_MEMORY_BUDGET read by a fresh process through the C ABI.
#include "tests/support/boost_main.hpp"
#include "tests/support/fresh_process.hpp"
#include "tests/support/joining_thread.hpp"

#include <argon2.h>
#include <argon2/argon2.hpp>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace {

using argon2::errc;
using namespace std::chrono_literals;

constexpr std::string_view salt16 = "0123456789abcdef";
constexpr std::uint64_t mib = 1u << 20;

// memory_kib of one lane: exactly that many KiB of working memory.
argon2::params costing(std::uint32_t memory_kib, std::uint32_t passes = 1) {
    return {argon2::algorithm::argon2id, argon2::version::v13, passes, memory_kib, 1, 1, 32};
}

std::error_code hash(const argon2::params& p) {
    std::array<std::uint8_t, 32> tag{};
    return argon2::hash_raw(p, "pw", salt16, tag);
}

// Every test starts and ends with the governor off.
struct governor_off {
    governor_off() { argon2::set_memory_budget({}); }
    ~governor_off() { argon2::set_memory_budget({}); }
};

std::atomic<bool> give_up{false};  // a test failed: every held hash goes on (held_hash)

// Waits until the counters say `ready` (another thread got admitted, or queued); false after
// 30 s, having let every held hash go, so that a failing test ends instead of hanging.
template <class Ready>
bool until(Ready ready) {
    const auto deadline = std::chrono::steady_clock::now() + 30s;
    while (!ready(argon2::governor_stats())) {
        if (std::chrono::steady_clock::now() > deadline) {
            give_up = true;
            return false;
        }
        std::this_thread::sleep_for(100us);
    }
    return true;
}

// A hash that holds its admission until the test lets it go: through the C ABI, whose
// allocation callback (called once admitted, on the hashing thread) waits for that thread's
// `go`.
thread_local const std::atomic<bool>* go_of_this_thread = nullptr;

int waiting_allocate(std::uint8_t** memory, std::size_t bytes) {
    while (!go_of_this_thread->load() && !give_up.load()) std::this_thread::sleep_for(100us);
    *memory = static_cast<std::uint8_t*>(::operator new(bytes, std::align_val_t{64}));
    return 0;
}
void aligned_free(std::uint8_t* memory, std::size_t) {
    ::operator delete(memory, std::align_val_t{64});
}

int held_hash(std::uint32_t memory_kib) {
    std::array<std::uint8_t, 32> tag{};
    std::array<char, 2> password{'p', 'w'};
    std::array<char, 16> salt{};
    argon2_context c{};
    c.out = tag.data();
    c.outlen = tag.size();
    c.pwd = reinterpret_cast<std::uint8_t*>(password.data());
    c.pwdlen = password.size();
    c.salt = reinterpret_cast<std::uint8_t*>(salt.data());
    c.saltlen = salt.size();
    c.t_cost = 1;
    c.m_cost = memory_kib;
    c.lanes = c.threads = 1;
    c.version = ARGON2_VERSION_13;
    c.allocate_cbk = waiting_allocate;
    c.free_cbk = aligned_free;
    return argon2_ctx(&c, Argon2_id);
}

// A thread running held_hash. The constructor returns once it is admitted (`queued`: once it
// waits to be), or, failing that within until()'s time, with `ready` false.
struct holder {
    explicit holder(std::uint32_t memory_kib, bool queued = false) {
        const argon2::governor_counters before = argon2::governor_stats();
        thread = test_support::joining_thread([this, memory_kib] {
            go_of_this_thread = &go;
            result = held_hash(memory_kib);
        });
        ready = until([&](const argon2::governor_counters& c) {
            return queued ? c.waiting == before.waiting + 1 : c.admitted == before.admitted + 1;
        });
    }
    ~holder() { go = true; }
    int finish() {
        go = true;
        thread.join();
        return result;
    }
    std::atomic<bool> go{false};
    test_support::joining_thread thread;
    int result = -1;
    bool ready = false;
};

}  // namespace

BOOST_FIXTURE_TEST_SUITE(governor, governor_off)

BOOST_AUTO_TEST_CASE(off_by_default_and_counts_nothing) {
    const argon2::memory_budget budget = argon2::current_memory_budget();
    BOOST_TEST(budget.bytes == 0u);
    BOOST_TEST(budget.concurrent == 0u);
    BOOST_TEST(!hash(costing(1024)));
    const argon2::governor_counters c = argon2::governor_stats();
    BOOST_TEST(c.admitted == 0u);
    BOOST_TEST(c.peak_bytes == 0u);
}

BOOST_AUTO_TEST_CASE(a_hash_larger_than_the_budget_is_refused_at_once) {
    argon2::set_memory_budget({.bytes = 1 * mib});
    const auto started = std::chrono::steady_clock::now();
    BOOST_TEST(hash(costing(2048)) == errc::memory_budget_exceeded);
    const bool at_once = std::chrono::steady_clock::now() - started < 1s;
    BOOST_TEST(at_once);               // no waiting
    BOOST_TEST(!hash(costing(1024)));  // exactly the budget fits
    const argon2::governor_counters c = argon2::governor_stats();
    BOOST_TEST(c.refusals == 1u);
    BOOST_TEST(c.admitted == 1u);
    BOOST_TEST(c.peak_bytes == 1 * mib);
    BOOST_TEST(c.in_flight_bytes == 0u);
    BOOST_TEST(c.in_flight == 0u);
    BOOST_TEST(argon2::make_error_code(errc::memory_budget_exceeded).message() ==
               "The memory budget cannot admit a hash of this size");
}

BOOST_AUTO_TEST_CASE(every_entry_point_is_admitted_through_the_budget) {
    argon2::set_memory_budget({.bytes = 1 * mib});
    std::string encoded;
    std::array<std::uint8_t, 32> tag{};
    // A string hashed without a budget, verified under one that cannot hold it.
    argon2::set_memory_budget({});
    BOOST_REQUIRE(!argon2::hash_encoded(costing(2048), "pw", salt16, encoded));
    argon2::set_memory_budget({.bytes = 1 * mib});
    BOOST_TEST(argon2::verify(encoded, "pw") == errc::memory_budget_exceeded);

    argon2::hasher pooled(costing(4096));
    BOOST_TEST(pooled.hash_raw("pw", salt16, tag) == errc::memory_budget_exceeded);
    BOOST_TEST(pooled.retained_bytes() == 0u);  // refused before it allocated

    std::vector<argon2::hash_request> items(2, argon2::hash_request{"pw", salt16, tag});
    std::vector<std::error_code> results(2);
    BOOST_TEST(!argon2::hash_raw_batch(costing(2048), items, results));
    BOOST_TEST(results[0] == errc::memory_budget_exceeded);
    BOOST_TEST(results[1] == errc::memory_budget_exceeded);

    // scrypt N = 2^14, r = 8: 16 MiB.
    BOOST_TEST(argon2::scrypt_raw({14, 8, 1, 32}, "pw", salt16, tag) ==
               errc::memory_budget_exceeded);

    BOOST_TEST(argon2id_hash_raw(1, 2048, 1, "pw", 2, salt16.data(), salt16.size(), tag.data(),
                                 tag.size()) == static_cast<int>(errc::memory_budget_exceeded));
    BOOST_TEST(std::string(argon2_error_message(-38)) ==
               "The memory budget cannot admit a hash of this size");
    BOOST_TEST(argon2::governor_stats().refusals == 6u);
}

BOOST_AUTO_TEST_CASE(a_wait_past_the_limit_fails_with_busy) {
    argon2::set_memory_budget({.concurrent = 1});
    holder held(64);
    BOOST_TEST_REQUIRE(held.ready);
    {
        const argon2::wait_limit limit(1ms);
        BOOST_TEST(hash(costing(64)) == errc::busy);
    }
    BOOST_TEST(held.finish() == 0);
    const argon2::governor_counters c = argon2::governor_stats();
    BOOST_TEST(c.timeouts == 1u);
    BOOST_TEST(c.waits == 1u);
    BOOST_TEST(c.waiting == 0u);
    BOOST_TEST(!hash(costing(64)));  // free again: admitted at once
    BOOST_TEST(argon2::make_error_code(errc::busy).message() ==
               "The memory budget did not admit the hash within its wait limit");
}

BOOST_AUTO_TEST_CASE(the_budgets_max_wait_applies_without_a_thread_limit) {
    argon2::set_memory_budget({.concurrent = 1, .max_wait = 0ms});
    holder held(64);
    BOOST_TEST_REQUIRE(held.ready);
    BOOST_TEST(hash(costing(64)) == errc::busy);
    BOOST_TEST(held.finish() == 0);
}

BOOST_AUTO_TEST_CASE(first_come_first_served) {
    // 8 MiB: the first hash holds 4; a hash of 8 queues, then one of 1 MiB, which would fit
    // beside the first but must not overtake the 8 MiB one. (The held hashes' memory, though
    // the C ABI's callback allocates it, is admitted like any other.)
    argon2::set_memory_budget({.bytes = 8 * mib});
    holder first(4096);
    BOOST_TEST_REQUIRE(first.ready);
    holder large(8192, /*queued=*/true);
    BOOST_TEST_REQUIRE(large.ready);
    std::atomic<bool> small_done{false};
    std::error_code small_result;  // asserted here: Boost.Test is not for other threads
    test_support::joining_thread small([&] {
        small_result = hash(costing(1024));
        small_done = true;
    });
    BOOST_TEST_REQUIRE(until([](const argon2::governor_counters& c) { return c.waiting == 2; }));
    BOOST_TEST(argon2::governor_stats().in_flight_bytes == 4 * mib);

    // The first one leaves: the large one is admitted (and held), the small one still waits.
    BOOST_TEST(first.finish() == 0);
    BOOST_TEST_REQUIRE(until([](const argon2::governor_counters& c) {
        return c.in_flight_bytes == 8 * mib && c.waiting == 1;
    }));
    std::this_thread::sleep_for(20ms);
    BOOST_TEST(!small_done.load());
    BOOST_TEST(large.finish() == 0);
    small.join();
    BOOST_TEST(small_done.load());
    BOOST_TEST(!small_result);
    const argon2::governor_counters c = argon2::governor_stats();
    BOOST_TEST(c.peak_bytes == 8 * mib);
    BOOST_TEST(c.waits == 2u);
    BOOST_TEST(c.admitted == 3u);
}

BOOST_AUTO_TEST_CASE(many_callers_never_exceed_the_budget) {
    // 16 threads of 4 MiB hashes under 12 MiB: never more than 3 at once, every one done.
    argon2::set_memory_budget({.bytes = 12 * mib});
    std::atomic<int> failures{0};
    std::vector<test_support::joining_thread> callers;
    for (int i = 0; i < 16; ++i) {
        callers.emplace_back([&] {
            for (int j = 0; j < 4; ++j)
                if (hash(costing(4096))) ++failures;
        });
    }
    for (test_support::joining_thread& t : callers) t.join();
    BOOST_TEST(failures.load() == 0);
    const argon2::governor_counters c = argon2::governor_stats();
    BOOST_TEST(c.admitted == 64u);
    BOOST_TEST(c.peak_bytes <= 12 * mib);
    BOOST_TEST(c.in_flight_bytes == 0u);
}

BOOST_AUTO_TEST_CASE(a_new_budget_judges_the_waiting_again) {
    argon2::set_memory_budget({.concurrent = 1});
    holder held(64);
    BOOST_TEST_REQUIRE(held.ready);
    std::error_code waited;
    test_support::joining_thread waiter([&] { waited = hash(costing(4096)); });
    BOOST_TEST_REQUIRE(until([](const argon2::governor_counters& c) { return c.waiting == 1; }));
    argon2::set_memory_budget({.bytes = 1 * mib});  // the waiter can never fit now
    waiter.join();
    BOOST_TEST(held.finish() == 0);
    BOOST_TEST(waited == errc::memory_budget_exceeded);
}

BOOST_AUTO_TEST_CASE(the_documented_use) {
    std::array<std::uint8_t, 32> tag{};
    // [governor-usage]
    // At start-up: at most 512 MiB of Argon2 and scrypt working memory at once, and no hash
    // waits more than two seconds for its turn.
    argon2::set_memory_budget({.bytes = 512u << 20, .max_wait = std::chrono::seconds(2)});

    // Per request: a deadline of its own, and "no room now" answered as "try again later".
    const argon2::wait_limit limit(std::chrono::milliseconds(500));
    const std::error_code ec = argon2::hash_raw(argon2::params::owasp(), "password", salt16, tag);
    if (ec == argon2::errc::busy || ec == argon2::errc::memory_budget_exceeded) {
        // HTTP 503 with Retry-After
    }
    // [/governor-usage]
    BOOST_TEST(!ec);
    const argon2::governor_counters c = argon2::governor_stats();
    BOOST_TEST(c.admitted == 1u);
    BOOST_TEST(c.peak_bytes == 19u << 20);
}

BOOST_AUTO_TEST_SUITE_END()

// ARGON2_MEMORY_BUDGET, read once at the first hash: a fresh process per value, hashing through
// the C ABI, prints the code.
namespace {

int code_in_fresh_process(const char* budget, std::uint32_t memory_kib) {
#ifdef _WIN32
    _putenv_s("ARGON2_MEMORY_BUDGET", budget);
#else
    setenv("ARGON2_MEMORY_BUDGET", budget, 1);
#endif
    const long code =
        test_support::number_from_fresh_process("--hash-kib " + std::to_string(memory_kib));
#ifdef _WIN32
    _putenv_s("ARGON2_MEMORY_BUDGET", "");
#else
    unsetenv("ARGON2_MEMORY_BUDGET");
#endif
    return static_cast<int>(code);
}

int c_abi_hash(std::uint32_t memory_kib) {
    std::array<std::uint8_t, 32> tag{};
    return argon2id_hash_raw(1, memory_kib, 1, "pw", 2, salt16.data(), salt16.size(), tag.data(),
                             tag.size());
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_environment_variable_bounds_the_c_abi) {
    struct row {
        const char* budget;
        std::uint32_t memory_kib;
        int expected;
    };
    const row rows[] = {
        {"1M", 1024, 0},
        {"1M", 2048, -38},
        {"2048K", 2048, 0},
        {"1G,4", 65536, 0},
        {"3M,1", 4096, -38},
        {"0", 64, -40},     // malformed ("0" is not "off"): refuses everything
        {"12Q", 64, -40},   // unknown suffix
        {"1M,0", 64, -40},  // a concurrency of 0
        {"", 64, -40},
        {"abc", 64, -40},
        {"99999999999999999999", 64, -40},  // overflows
    };
    for (const row& r : rows) {
        BOOST_TEST_INFO("ARGON2_MEMORY_BUDGET=" << r.budget << " m=" << r.memory_kib);
        BOOST_TEST(code_in_fresh_process(r.budget, r.memory_kib) == r.expected);
    }
}

// A malformed value is reported as malformed, by the C ABI's message and the C++ error code
// alike (the CLI prints the same words: test cli_help).
BOOST_AUTO_TEST_CASE(a_malformed_budget_is_named_as_such) {
    const std::string message = argon2_error_message(-40);
    BOOST_TEST(message.find("ARGON2_MEMORY_BUDGET is malformed") == 0u);
    BOOST_TEST(argon2::make_error_code(errc::memory_budget_malformed).message() == message);
    BOOST_TEST(static_cast<int>(errc::memory_budget_malformed) == -40);
}

int main(int argc, char* argv[]) {
    if (argc == 3 && std::string_view(argv[1]) == "--hash-kib") {
        std::printf("%d\n", c_abi_hash(static_cast<std::uint32_t>(std::atoi(argv[2]))));
        return 0;
    }
    return test_support::run_tests(argc, argv, test_support::always_ready,
                                   test_support::no_registration);
}
