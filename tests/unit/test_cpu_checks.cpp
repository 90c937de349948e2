// The `implies` lines of backends/kernel_sets.txt against the checks of src/engine/cpu_checks.hpp:
// -Dbackends=best leaves a set out when its check implies an earlier kept one's, so a line that
// the checks do not honour would drop a set some CPU needs. For every pair the lines imply
// (their transitive closure) whose two checks are functions here, every combination of the
// detected features that passes the first passes the second. Checks that only Highway's targets
// have (sse4, avx3_dl, sve2_128, wasm: what Highway requires of a target) must be named by a
// `target` line; every function here must appear in the table.
#include "tests/support/boost_main.hpp"

#include "src/engine/cpu_checks.hpp"

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using argon2::detail::cpu_features;
using check_function = bool (*)(const cpu_features&) noexcept;

const std::map<std::string, check_function>& checks() {
#define ARGON2_CHECK_ENTRY(name) {#name, &argon2::detail::cpu_checks::name},
    static const std::map<std::string, check_function> all{ARGON2_CPU_CHECKS(ARGON2_CHECK_ENTRY)};
#undef ARGON2_CHECK_ENTRY
    return all;
}

// cpu_features with its flags set from the bits of `bits`, one bit each.
constexpr unsigned feature_count = 14;
static_assert(sizeof(cpu_features) == feature_count, "a new cpu_features flag: list it below");
cpu_features features_of(std::uint32_t bits) {
    cpu_features f;
    bool* const flags[feature_count] = {
        &f.sse2,    &f.ssse3,    &f.sse41,    &f.avx2,     &f.fma,      &f.f16c, &f.bmi2,
        &f.avx512f, &f.avx512vl, &f.avx512dq, &f.avx512bw, &f.avx512cd, &f.neon, &f.sha3};
    for (unsigned i = 0; i < feature_count; ++i) *flags[i] = ((bits >> i) & 1u) != 0;
    return f;
}

struct table {
    std::map<std::string, std::set<std::string>> implies;  // check: what it implies directly
    std::set<std::string> targets_checks;                  // the checks of Highway's targets
    std::set<std::string> row_checks;                      // the checks of the sets' rows
};

table read_table() {
    const char* path = std::getenv("ARGON2_KERNEL_SETS_TABLE");
    BOOST_TEST_REQUIRE(path != nullptr, "ARGON2_KERNEL_SETS_TABLE names backends/kernel_sets.txt");
    std::ifstream in(path);
    BOOST_TEST_REQUIRE(in.good(), "cannot read " << path);
    table t;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::vector<std::string> w;
        for (std::string s; words >> s;) w.push_back(s);
        if (w.empty() || w[0][0] == '#') continue;
        if (w[0] == "implies") {
            BOOST_TEST_REQUIRE(w.size() >= 2);
            t.implies[w[1]].insert(w.begin() + 2, w.end());
        } else if (w[0] == "target" && w.size() == 4) {
            t.targets_checks.insert(w[3]);
        } else if (w[0] != "order" && w.size() >= 4) {
            if (w[3] != "-") t.row_checks.insert(w[3]);
        }
    }
    return t;
}

std::set<std::string> closure(const table& t, const std::string& check) {
    std::set<std::string> seen{check};
    std::vector<std::string> frontier{check};
    while (!frontier.empty()) {
        const std::string c = frontier.back();
        frontier.pop_back();
        const auto it = t.implies.find(c);
        if (it == t.implies.end()) continue;
        for (const std::string& next : it->second) {
            if (seen.insert(next).second) frontier.push_back(next);
        }
    }
    return seen;
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_implied_pair_holds_for_every_feature_combination) {
    const table t = read_table();
    int pairs = 0;
    for (const auto& [first, direct] : t.implies) {
        (void)direct;
        for (const std::string& second : closure(t, first)) {
            const auto a = checks().find(first);
            const auto b = checks().find(second);
            if (a == checks().end() || b == checks().end() || first == second) continue;
            ++pairs;
            std::uint32_t counterexample = 0;
            bool holds = true;
            for (std::uint32_t bits = 0; bits < (1u << feature_count) && holds; ++bits) {
                const cpu_features f = features_of(bits);
                if (a->second(f) && !b->second(f)) {
                    holds = false;
                    counterexample = bits;
                }
            }
            BOOST_TEST(holds, first << " implies " << second << ", but the features 0x" << std::hex
                                    << counterexample << " pass " << first << " and not "
                                    << second);
        }
    }
    BOOST_TEST_MESSAGE(pairs << " implied pairs checked over 2^" << feature_count
                             << " feature combinations");
    BOOST_TEST(pairs >= 10);
}

BOOST_AUTO_TEST_CASE(every_check_the_table_names_exists) {
    const table t = read_table();
    std::set<std::string> named = t.row_checks;
    for (const auto& [first, direct] : t.implies) {
        named.insert(first);
        named.insert(direct.begin(), direct.end());
    }
    for (const std::string& c : named) {
        BOOST_TEST((checks().count(c) == 1 || t.targets_checks.count(c) == 1),
                   c << " is neither a function of cpu_checks.hpp nor a Highway target's check");
        BOOST_TEST(t.implies.count(c) == 1, c << " has no implies line (any: one with nothing)");
    }
    for (const auto& [name, f] : checks()) {
        (void)f;
        BOOST_TEST(named.count(name) == 1, name << " is in cpu_checks.hpp but not in the table");
    }
}

int main(int argc, char* argv[]) {
    return test_support::run_tests(argc, argv, test_support::always_ready,
                                   test_support::no_registration);
}
