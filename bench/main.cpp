// argon2-bench: every implementation side by side, in one run, arms interleaved repetition by
// repetition (so drift hits all of them alike), tags compared on every repetition (a mismatch
// aborts). Prints a markdown table per configuration and writes results.json and results.md.
//
//   argon2-bench [--reps N] [--settle-ms N] [--type d|i|id] [--configs a,b,...] [--arms
//   ours,argon2-rust,ours-wasm*,...]   (a trailing * matches every arm named with that prefix)
//                [--sweep | --only-sweep]
//                [--quick] [--out DIR] [--node-dir DIR] [--wasm MODULE] [--extra-lib
//                [LABEL=]PATH]...
//                [--no-backends]
#include "arm_order.hpp"
#include "arms.hpp"
#include "report.hpp"

#include <argon2/backend.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#ifndef ARGON2_BENCH_NODE_DIR
#define ARGON2_BENCH_NODE_DIR "bench/node"
#endif
#ifndef ARGON2_BENCH_WASM_MODULE
#define ARGON2_BENCH_WASM_MODULE "build/cross/wasm32-wasi/bench/argon2_bench.wasm"
#endif

namespace {

using namespace bench;

std::vector<config> standard_configs(std::uint32_t type) {
    return {
        {"64MiB-t1-p1", type, 1, 65536, 1},       {"64MiB-t3-p1", type, 3, 65536, 1},
        {"64MiB-t1-p4", type, 1, 65536, 4},       {"256MiB-t1-p1", type, 1, 262144, 1},
        {"256MiB-t3-p4", type, 3, 262144, 4},     {"in-cache-1MiB-t64-p1", type, 64, 1024, 1},
        {"owasp-19MiB-t2-p1", type, 2, 19456, 1},
    };
}

std::vector<config> sweep_configs(std::uint32_t type) {
    std::vector<config> configs;
    for (std::uint32_t kib = 64; kib <= 1024u * 1024; kib *= 4) {
        configs.push_back({"sweep-" + std::to_string(kib) + "KiB", type, 1, kib, 1});
    }
    return configs;
}

std::vector<config> quick_configs(std::uint32_t type) {
    return {{"quick-256KiB-t2-p1", type, 2, 256, 1}, {"quick-1MiB-t1-p2", type, 1, 1024, 2}};
}

// Runs every applicable arm `reps` times (after a pause of settle_ms and one warm-up each),
// interleaved in an order shuffled every repetition (arm_order.hpp).
config_result measure(const config& c, std::vector<arm>& arms, int reps, int settle_ms, int index,
                      int total) {
    config_result result{c, {}};
    std::vector<arm*> active;
    for (arm& a : arms) {
        if (a.applies(c)) active.push_back(&a);
    }
    for (arm* a : active) result.arms.push_back({a->name, a->label, a->ours, {}});

    // Let the machine settle first: what the previous configuration left running (the kernel
    // freeing and compacting hundreds of MiB, node's worker threads) slowed the next one's
    // native arms; with a pause they measured as when run alone (docs/decisions.md
    // #bench-settle).
    std::this_thread::sleep_for(std::chrono::milliseconds(settle_ms));
    std::vector<std::uint8_t> expected;
    std::vector<std::uint8_t> tag;
    for (int rep = -1; rep < reps; ++rep) {
        for (const std::size_t i : arm_order(active.size(), rep + 1)) {
            std::fprintf(stderr, "\r[%d/%d] %-22s rep %2d/%d  %-16s", index, total, c.name.c_str(),
                         rep + 1, reps, active[i]->name.c_str());
            std::fflush(stderr);
            const double seconds = active[i]->run(c, tag);
            if (expected.empty()) expected = tag;
            if (tag != expected) {
                throw std::runtime_error("tag mismatch: " + active[i]->name + " on " + c.name +
                                         " disagrees with " + active[0]->name);
            }
            if (rep >= 0) result.arms[i].samples.push_back(seconds);
        }
    }
    std::fprintf(stderr, "\r%*s\r", 70, "");
    return result;
}

std::vector<std::string> split_list(const std::string& list) {
    std::vector<std::string> items;
    for (std::size_t at = 0; at <= list.size();) {
        const std::size_t comma = std::min(list.find(',', at), list.size());
        items.push_back(list.substr(at, comma - at));
        at = comma + 1;
    }
    return items;
}

// An --arms entry names one arm, or with a trailing '*' every arm whose name starts with the
// rest: the wasm module's arms are named after backends only the module knows.
bool arm_matches(std::string_view name, std::string_view pick) {
    if (pick.ends_with('*')) return name.starts_with(pick.substr(0, pick.size() - 1));
    return name == pick;
}

[[noreturn]] void usage_error(const std::string& what) {
    std::fprintf(stderr, "argon2-bench: %s\n", what.c_str());
    std::exit(2);
}

}  // namespace

int main(int argc, char* argv[]) {
    int reps = 7;
    int settle_ms = 3000;
    std::uint32_t type = 2;
    bool sweep = false;
    bool only_sweep = false;
    bool quick = false;
    std::string out_dir = "bench/results";
    std::vector<std::string> selected;
    std::vector<std::string> selected_arms;
    arm_options options{ARGON2_BENCH_NODE_DIR, {}, true, ARGON2_BENCH_WASM_MODULE};

    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage_error("missing value for " + a);
            return argv[++i];
        };
        if (a == "--reps") {
            reps = std::stoi(value());
        } else if (a == "--settle-ms") {
            settle_ms = std::stoi(value());
        } else if (a == "--type") {
            const std::string t = value();
            type = t == "d" ? 0 : t == "i" ? 1 : t == "id" ? 2 : 99;
            if (type == 99) usage_error("--type takes d, i or id");
        } else if (a == "--configs") {
            selected = split_list(value());
        } else if (a == "--arms") {
            selected_arms = split_list(value());
        } else if (a == "--sweep") {
            sweep = true;
        } else if (a == "--only-sweep") {
            sweep = only_sweep = true;
        } else if (a == "--quick") {
            quick = true;
        } else if (a == "--out") {
            out_dir = value();
        } else if (a == "--node-dir") {
            options.node_directory = value();
        } else if (a == "--wasm") {
            options.wasm_module = value();
        } else if (a == "--extra-lib") {
            const std::string v = value();
            const std::size_t equals = v.rfind('=');  // a label may hold one too
            if (equals == std::string::npos)
                options.extra_libraries.emplace_back("libargon2-compatible", v);
            else
                options.extra_libraries.emplace_back(v.substr(0, equals), v.substr(equals + 1));
        } else if (a == "--no-backends") {
            options.per_backend = false;
        } else {
            usage_error("unknown argument " + a);
        }
    }
    if (reps < 1) usage_error("--reps must be at least 1");
    if (settle_ms < 0) usage_error("--settle-ms must not be negative");

    std::vector<config> configs;
    if (quick) {
        configs = quick_configs(type);
    } else if (!only_sweep) {
        for (const config& c : standard_configs(type)) {
            if (selected.empty() ||
                std::find(selected.begin(), selected.end(), c.name) != selected.end()) {
                configs.push_back(c);
            }
        }
    }
    std::vector<config> sweeps = sweep ? sweep_configs(type) : std::vector<config>{};

    try {
        report r;
        r.origin = this_run(argc, argv);
        r.notes.push_back("CPU features detected by the library: " +
                          std::string(argon2::cpu_features()));
        std::vector<arm> arms = our_arms(options);
        for (arm& a : native_peer_arms(options, r.notes)) arms.push_back(std::move(a));
        for (arm& a : node_peer_arms(options, r.notes)) arms.push_back(std::move(a));
        if (!selected_arms.empty()) {
            std::erase_if(arms, [&](const arm& a) {
                return std::none_of(
                    selected_arms.begin(), selected_arms.end(),
                    [&](const std::string& pick) { return arm_matches(a.name, pick); });
            });
            if (arms.empty()) usage_error("--arms matches no arm");
        }
        r.reps = reps;

        const int total = static_cast<int>(configs.size() + sweeps.size());
        int index = 0;
        for (const config& c : configs)
            r.configs.push_back(measure(c, arms, reps, settle_ms, ++index, total));
        // The sweep compares the dispatched kernel with the fastest peers only.
        std::vector<arm> sweep_arms;
        for (arm& a : arms) {
            if (a.name == "ours" || a.name == "argon2-rust" || a.name == "reference-c" ||
                a.name == "libsodium") {
                sweep_arms.push_back(a);
            }
        }
        for (const config& c : sweeps) {
            r.sweep.push_back(measure(c, sweep_arms,
                                      c.memory_kib >= 256u * 1024 ? std::min(reps, 3) : reps,
                                      settle_ms, ++index, total));
        }
        std::filesystem::create_directories(out_dir);
        const std::string markdown = r.markdown();
        std::fputs(markdown.c_str(), stdout);
        r.write(out_dir);
        std::fprintf(stderr, "wrote %s/results.json and %s/results.md\n", out_dir.c_str(),
                     out_dir.c_str());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "\nargon2-bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
