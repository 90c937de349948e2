// Replays the official known-answer traces (reference repository, kats/): after every pass
// each word of each block must match, then H0 and the tag. On every backend the CPU runs, and
// with one thread and with one per lane.
#include "tests/support/boost_main.hpp"
#include "tests/support/kat_request.hpp"
#include "tests/support/runnable_backends.hpp"

#include <argon2/backend.hpp>

#include "src/engine/engine.hpp"
#include "src/engine/memory_sources.hpp"
#include "src/engine/dispatch.hpp"

#include <sstream>

namespace {

using namespace argon2::detail;
namespace fs = std::filesystem;

using test_support::kat_trace_names;
using trace = test_support::kat_trace;

trace load_trace(const fs::path& file) {
    trace t;
    const std::string error = test_support::load_kat_trace(file.string(), t);
    BOOST_REQUIRE_MESSAGE(error.empty(), file << ": " << error);
    return t;
}

struct comparison {
    const trace* expected;
    std::uint32_t passes_checked = 0;
    std::string first_mismatch;  // empty while everything matched
};

void compare_pass(void* context, const instance& inst, std::uint32_t pass) noexcept {
    auto& c = *static_cast<comparison*>(context);
    ++c.passes_checked;
    if (c.first_mismatch.empty()) {
        c.first_mismatch = test_support::first_mismatch(
            *c.expected, pass, inst.memory[0].v, std::size_t{inst.memory_blocks} * block_words);
    }
}

void replay(const std::string& backend, const char* name, std::uint32_t threads) {
    BOOST_REQUIRE(!argon2::force_backend(backend));
    trace t = load_trace(test_support::kats_dir() / name);

    std::vector<std::uint8_t> out;
    request r = test_support::kat_request(t, out, threads);
    std::uint8_t h0[prehash_bytes];
    initial_hash(h0, r, t.type);
    BOOST_TEST(test_support::to_hex(h0, sizeof h0) ==
               test_support::to_hex(t.prehash.data(), t.prehash.size()));

    comparison c{&t, 0, {}};
    pass_observer observer{&compare_pass, &c};
    one_shot_memory memory;
    BOOST_REQUIRE(validate(r) == argon2::errc::ok);
    BOOST_REQUIRE(compute(r, static_cast<argon2::algorithm>(t.type), memory, &observer) ==
                  argon2::errc::ok);
    BOOST_TEST(c.passes_checked == t.t_cost);
    BOOST_TEST(c.first_mismatch.empty(), name << " on " << backend << ": " << c.first_mismatch);
    BOOST_TEST(test_support::to_hex(out.data(), out.size()) ==
               test_support::to_hex(t.tag.data(), t.tag.size()));
}

bool traces_present(std::string& why) {
    for (const char* name : kat_trace_names) {
        if (!fs::exists(test_support::kats_dir() / name)) {
            why = "known-answer trace " + (test_support::kats_dir() / name).string() +
                  " not found (set the Meson option kats_dir)";
            return false;
        }
    }
    return true;
}

bool register_cases() {
    auto& master = boost::unit_test::framework::master_test_suite();
    for (const std::string& backend : test_support::runnable_backends()) {
        auto* suite = BOOST_TEST_SUITE(backend);
        for (const char* name : kat_trace_names) {
            for (std::uint32_t threads : {1u, 4u}) {
                const std::string label = std::string(name) + "_threads" + std::to_string(threads);
                suite->add(boost::unit_test::make_test_case(
                    [backend, name, threads] { replay(backend, name, threads); }, label, __FILE__,
                    __LINE__));
            }
        }
        master.add(suite);
    }
    return true;
}

}  // namespace

int main(int argc, char* argv[]) {
    return test_support::run_tests(argc, argv, &traces_present, &register_cases);
}
