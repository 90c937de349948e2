// Replays the official known-answer traces (reference repository, kats/): after every pass
// each word of each block must match, then H0 and the tag. On every backend the CPU runs, and
// with one thread and with one per lane.
#include "support/boost_main.hpp"
#include "support/test_data.hpp"

#include <argon2/backend.hpp>

#include "../src/core/engine.hpp"
#include "../src/core/memory_sources.hpp"
#include "../src/runtime/dispatch.hpp"

#include <fstream>
#include <regex>
#include <sstream>

namespace {

using namespace argon2::detail;
namespace fs = std::filesystem;

const char* const trace_names[] = {"argon2d", "argon2i", "argon2id",
                                   "argon2d_v16", "argon2i_v16", "argon2id_v16"};

struct trace {
    std::uint32_t type = 0, version = 0, m_cost = 0, t_cost = 0, lanes = 0, tag_length = 0;
    std::vector<std::uint8_t> password, salt, secret, ad, prehash, tag;
    std::vector<std::vector<std::uint64_t>> passes;  // every word of memory after each pass
};

std::vector<std::uint8_t> hex_after_colon(const std::string& line) {
    return test_support::from_hex(line.substr(line.find(':') + 1));
}

trace load_trace(const fs::path& file) {
    std::ifstream in(file);
    BOOST_REQUIRE_MESSAGE(in, "cannot open " << file);
    trace t;
    std::string line;
    const std::regex header(R"(Argon2(d|i|id) version number (\d+))");
    const std::regex costs(R"(Memory: (\d+) KiB, Iterations: (\d+), Parallelism: (\d+) lanes, Tag length: (\d+) bytes)");
    const std::regex word(R"(Block (\d+) \[\s*(\d+)\]: ([0-9a-f]{16}))");
    std::smatch m;
    while (std::getline(in, line)) {
        if (std::regex_search(line, m, header)) {
            t.type = m[1] == "d" ? 0 : m[1] == "i" ? 1 : 2;
            t.version = static_cast<std::uint32_t>(std::stoul(m[2]));
        } else if (std::regex_search(line, m, costs)) {
            t.m_cost = static_cast<std::uint32_t>(std::stoul(m[1]));
            t.t_cost = static_cast<std::uint32_t>(std::stoul(m[2]));
            t.lanes = static_cast<std::uint32_t>(std::stoul(m[3]));
            t.tag_length = static_cast<std::uint32_t>(std::stoul(m[4]));
        } else if (line.rfind("Password[", 0) == 0) {
            t.password = hex_after_colon(line);
        } else if (line.rfind("Salt[", 0) == 0) {
            t.salt = hex_after_colon(line);
        } else if (line.rfind("Secret[", 0) == 0) {
            t.secret = hex_after_colon(line);
        } else if (line.rfind("Associated data[", 0) == 0) {
            t.ad = hex_after_colon(line);
        } else if (line.rfind("Pre-hashing digest:", 0) == 0) {
            t.prehash = hex_after_colon(line);
        } else if (line.find("After pass") != std::string::npos) {
            t.passes.emplace_back();
        } else if (line.rfind("Tag:", 0) == 0) {
            t.tag = hex_after_colon(line);
        } else if (line.rfind("Block ", 0) == 0 && std::regex_search(line, m, word)) {
            BOOST_REQUIRE(!t.passes.empty());
            const std::size_t index = std::stoul(m[1]) * block_words + std::stoul(m[2]);
            auto& words = t.passes.back();
            BOOST_REQUIRE_EQUAL(index, words.size());  // the trace lists every word in order
            words.push_back(std::stoull(m[3], nullptr, 16));
        }
    }
    BOOST_REQUIRE_EQUAL(t.passes.size(), t.t_cost);
    BOOST_REQUIRE_EQUAL(t.prehash.size(), prehash_bytes);
    BOOST_REQUIRE_EQUAL(t.tag.size(), t.tag_length);
    return t;
}

request request_for(trace& t, std::vector<std::uint8_t>& out, std::uint32_t threads) {
    request r;
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

struct comparison {
    const trace* expected;
    std::uint32_t passes_checked = 0;
    std::string first_mismatch;  // empty while everything matched
};

void compare_pass(void* context, const instance& inst, std::uint32_t pass) noexcept {
    auto& c = *static_cast<comparison*>(context);
    ++c.passes_checked;
    if (!c.first_mismatch.empty()) return;
    const auto& words = c.expected->passes.at(pass);
    if (words.size() != std::size_t{inst.memory_blocks} * block_words) {
        c.first_mismatch = "memory size differs in pass " + std::to_string(pass);
        return;
    }
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::uint64_t got = inst.memory[i / block_words].v[i % block_words];
        if (got != words[i]) {
            std::ostringstream s;
            s << "pass " << pass << ", block " << i / block_words << ", word " << i % block_words
              << ": expected " << std::hex << words[i] << ", got " << got;
            c.first_mismatch = s.str();
            return;
        }
    }
}

void replay(const std::string& backend, const char* name, std::uint32_t threads) {
    BOOST_REQUIRE(!argon2::force_backend(backend));
    trace t = load_trace(test_support::kats_dir() / name);

    std::vector<std::uint8_t> out;
    request r = request_for(t, out, threads);
    std::uint8_t h0[prehash_bytes];
    initial_hash(h0, r, t.type);
    BOOST_TEST(test_support::to_hex(h0, sizeof h0) ==
               test_support::to_hex(t.prehash.data(), t.prehash.size()));

    comparison c{&t, 0, {}};
    pass_observer observer{&compare_pass, &c};
    one_shot_memory memory;
    BOOST_REQUIRE_EQUAL(compute(r, t.type, memory, &observer), 0);
    BOOST_TEST(c.passes_checked == t.t_cost);
    BOOST_TEST(c.first_mismatch.empty(), name << " on " << backend << ": " << c.first_mismatch);
    BOOST_TEST(test_support::to_hex(out.data(), out.size()) ==
               test_support::to_hex(t.tag.data(), t.tag.size()));
}

bool traces_present(std::string& why) {
    for (const char* name : trace_names) {
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
    for (const argon2::backend_info& b : argon2::backends()) {
        const std::string backend(b.name);
        if (!b.supported) {
            std::printf("SKIPPED backend %s: this CPU cannot run it\n", backend.c_str());
            continue;
        }
        auto* suite = BOOST_TEST_SUITE(backend);
        for (const char* name : trace_names) {
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
