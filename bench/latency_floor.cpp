// argon2-latency-floor: how fast one lane can go when every data-dependent block waits for its
// reference block from memory, and how far our hash is from that.
//
//   argon2-latency-floor [REPS] [--out DIR]   (REPS: default 7; DIR/summary.md: the table)
//
// For each configuration (Argon2id, one lane) it
//  1. replays the segment loop's own reference indices (reference_index from
//     backends/generic/segment.hpp, J1 from a uniform stream as BLAKE2b's output is) and reports,
//     for the data-dependent references, how much distinct memory was touched since each was last
//     touched (its LRU stack distance): below 1 MiB it is in L2, beyond the last-level cache it
//     comes from DRAM;
//  2. runs that access stream on a huge-page arena of the same size with the kernel replaced by
//     two calibrated dependent chains, so the memory system is real and the compute is exact:
//     block i + 1 needs block i (chain B done) and its reference (loaded from an address known
//     only after chain A of block i, as word 0 is). Chain A lasts `a`, chain B `C - a`, where C
//     is our measured in-cache time per block. Each block then costs max(C, a + L) with L the
//     reference's latency, and the whole replay is the floor for that `a`:
//       a = 0     no implementation with our compute can go faster (word 0 cannot be known
//                 before its block starts);
//       a = C/2   word 0 depends on the whole row phase, half the block's work: the floor for
//                 a kernel that hands word 0 over at the earliest point;
//       a = C     the next reference is located only after the block (no early hand-over);
//       C = 0     memory alone;
//  3. times our hash (the C ABI one-shot, dispatched backend) and argon2-rust (through node, as
//     argon2-bench runs it; left out when bench/node has no node_modules) in the same run, the
//     arms interleaved repetition by repetition, their tags compared, medians and the spread.
#include "backends/generic/segment.hpp"

#include "arms.hpp"
#include "arm_order.hpp"
#include "provenance.hpp"
#include "report.hpp"

#include <argon2/argon2.hpp>

#include <sys/mman.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using argon2::detail::block;
using argon2::detail::instance;
using argon2::detail::position;
using argon2::detail::sync_points;

std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// One computed block of a one-lane Argon2id hash, in the order the segment loop makes them.
struct step {
    std::uint32_t index;      // of the new block in the lane
    std::uint32_t reference;  // its reference block
    bool data_dependent;
};

std::vector<step> reference_trace(const bench::config& c) {
    const std::uint32_t segment_length = c.memory_kib / sync_points;
    const instance inst{
        nullptr,        argon2::version::v13,         c.passes, segment_length * sync_points,
        segment_length, segment_length * sync_points, 1,        argon2::algorithm::argon2id};
    std::vector<step> trace;
    trace.reserve(std::size_t{c.passes} * inst.lane_length);
    std::uint64_t random_state = 1;
    for (std::uint32_t pass = 0; pass < c.passes; ++pass) {
        for (std::uint32_t slice = 0; slice < sync_points; ++slice) {
            const position pos{pass, 0, slice};
            const bool dependent = pass > 0 || slice >= sync_points / 2;
            for (std::uint32_t i = pass == 0 && slice == 0 ? 2 : 0; i < segment_length; ++i) {
                const auto j1 = static_cast<std::uint32_t>(splitmix64(random_state));
                trace.push_back({slice * segment_length + i,
                                 argon2::detail::reference_index(inst, pos, i, j1, true),
                                 dependent});
            }
        }
    }
    return trace;
}

constexpr std::uint32_t never_touched = UINT32_MAX;

// LRU stack distances of the data-dependent references, in KiB blocks: each step touches its
// reference, then the new block (read and written in later passes; the previous block is the
// last one touched). Distinct blocks between two touches of one block are counted with a Fenwick
// tree over the touch times, each block marked at its latest touch only.
class stack_distances {
public:
    explicit stack_distances(std::size_t touches) : tree_(touches + 1, 0) {}

    // Distinct blocks touched since `b` was last touched (never_touched if never), then touches
    // it.
    std::uint32_t touch(std::uint32_t b) {
        if (b >= last_.size()) last_.resize(b + 1, 0);
        std::uint32_t distance = never_touched;
        if (last_[b] != 0) {
            distance = prefix(now_) - prefix(last_[b]);
            add(last_[b], -1);
        }
        ++now_;
        add(now_, 1);
        last_[b] = now_;
        return distance;
    }

private:
    void add(std::size_t at, int delta) {
        for (; at < tree_.size(); at += at & (~at + 1)) tree_[at] += delta;
    }
    std::uint32_t prefix(std::size_t at) const {
        std::int64_t sum = 0;
        for (; at > 0; at -= at & (~at + 1)) sum += tree_[at];
        return static_cast<std::uint32_t>(sum);
    }

    std::vector<std::int32_t> tree_;
    std::vector<std::uint32_t> last_;
    std::uint32_t now_ = 0;
};

// The Fenwick count against a direct one (distinct blocks in a list of touches) on a short
// random sequence; the tool refuses to report a histogram if they differ.
bool stack_distances_agree() {
    std::uint64_t random_state = 7;
    std::vector<std::uint32_t> touched;
    stack_distances lru(4000);
    for (int t = 0; t < 3000; ++t) {
        const auto b = static_cast<std::uint32_t>(splitmix64(random_state) % 300);
        std::uint32_t expected = never_touched;
        for (std::size_t back = touched.size(); back-- > 0;) {
            if (touched[back] == b) {
                std::vector<std::uint32_t> since(touched.begin() + back + 1, touched.end());
                std::sort(since.begin(), since.end());
                expected = static_cast<std::uint32_t>(std::unique(since.begin(), since.end()) -
                                                      since.begin());
                break;
            }
        }
        if (lru.touch(b) != expected) return false;
        touched.push_back(b);
    }
    return true;
}

constexpr std::array<std::uint32_t, 5> distance_bounds_mib = {1, 8, 16, 32, 64};

// Fractions of the data-dependent references below each bound, and beyond the last.
std::array<double, distance_bounds_mib.size() + 1> distance_histogram(
    const std::vector<step>& trace) {
    stack_distances lru(2 * trace.size() + 2);
    lru.touch(0);
    lru.touch(1);
    std::array<double, distance_bounds_mib.size() + 1> counts{};
    std::size_t dependent = 0;
    for (const step& s : trace) {
        const std::uint32_t distance = lru.touch(s.reference);
        if (s.data_dependent) {
            ++dependent;
            std::size_t bucket = 0;
            while (bucket < distance_bounds_mib.size() &&
                   distance >= distance_bounds_mib[bucket] * 1024)
                ++bucket;
            counts[bucket] += 1;
        }
        lru.touch(s.index);
    }
    for (double& c : counts) c /= static_cast<double>(dependent);
    return counts;
}

// A chain of dependent multiply-adds, `steps` long, that the compiler cannot shorten.
[[gnu::noinline]] std::uint64_t chain(std::uint64_t x, std::uint32_t steps) {
    for (std::uint32_t s = 0; s < steps; ++s) {
        x = x * 0x9E3779B97F4A7C15ull + 1;
        asm volatile("" : "+r"(x));
    }
    return x;
}

double nanoseconds_per_chain_step() {
    constexpr std::uint32_t steps = 20'000'000;
    double best = 1e9;
    for (int round = 0; round < 5; ++round) {
        const double start = bench::now_seconds();
        volatile std::uint64_t sink = chain(round, steps);
        (void)sink;
        best = std::min(best, (bench::now_seconds() - start) * 1e9 / steps);
    }
    return best;
}

// A huge-page arena for the replay, aligned to the 2 MiB page.
class arena {
public:
    explicit arena(std::size_t bytes) : bytes_(bytes + (2u << 20)) {
        void* p = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) {
            std::perror("mmap");
            std::exit(1);
        }
        base_ = p;
        const auto aligned = (reinterpret_cast<std::uintptr_t>(p) + (2u << 20) - 1) &
                             ~std::uintptr_t{(2u << 20) - 1};
        blocks_ = reinterpret_cast<block*>(aligned);
        madvise(blocks_, bytes, MADV_HUGEPAGE);
        std::memset(blocks_, 1, bytes);
    }
    ~arena() { munmap(base_, bytes_); }
    arena(const arena&) = delete;
    arena& operator=(const arena&) = delete;
    block* blocks() const { return blocks_; }

private:
    std::size_t bytes_;
    void* base_;
    block* blocks_;
};

// The replay of step 2 above; returns its seconds. `zero` is 0 at run time, unknown to the
// compiler: adding `x & zero` to an address makes it wait for x.
double replay(const std::vector<step>& trace, block* memory, std::uint32_t a_steps,
              std::uint32_t b_steps, std::uint64_t zero) {
    constexpr std::size_t lines = sizeof(block) / 64;
    constexpr std::size_t independent_distance = argon2::detail::independent_prefetch_distance;
    std::uint64_t state = 1;
    std::uintptr_t next_ref = reinterpret_cast<std::uintptr_t>(memory + trace[0].reference);
    const double start = bench::now_seconds();
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const step& s = trace[i];
        const auto* ref = reinterpret_cast<const std::uint64_t*>(next_ref);
        std::uint64_t x = state;
        for (std::size_t line = 0; line < lines; ++line) x ^= ref[8 * line];
        if (!s.data_dependent && i + independent_distance < trace.size())
            argon2::detail::prefetch_block(memory + trace[i + independent_distance].reference);
        x = chain(x, a_steps);
        if (i + 1 < trace.size()) {
            const block* following = memory + trace[i + 1].reference;
            if (trace[i + 1].data_dependent) {
                following = reinterpret_cast<const block*>(
                    reinterpret_cast<std::uintptr_t>(following) + (x & zero));
                argon2::detail::prefetch_block(following);
            }
            next_ref = reinterpret_cast<std::uintptr_t>(following);
        }
        x = chain(x, b_steps);
        std::uint64_t* out = memory[s.index].v;
        for (std::size_t w = 0; w < argon2::detail::block_words; ++w) out[w] ^= x + w;
        state = x;
    }
    const double seconds = bench::now_seconds() - start;
    if (state == 42) std::puts("");
    return seconds;
}

std::string spread(const bench::arm_result& a, double blocks) {
    char text[64];
    std::snprintf(text, sizeof text, "%.0f (%.0f-%.0f)", a.median() * 1e9 / blocks,
                  a.min() * 1e9 / blocks, a.max() * 1e9 / blocks);
    return text;
}

const bench::arm* find_arm(const std::vector<bench::arm>& arms, const std::string& name) {
    for (const bench::arm& a : arms) {
        if (a.name == name) return &a;
    }
    return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
    const bench::provenance origin = bench::this_run(argc, argv);
    int reps = 7;
    std::string out_dir;  // --out DIR: DIR/summary.md, the table docs/performance.md shows
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--out" && i + 1 < argc) {
            out_dir = argv[++i];
        } else {
            reps = std::atoi(argv[i]);
        }
    }
    if (reps < 1) {
        std::fprintf(stderr, "usage: argon2-latency-floor [REPS] [--out DIR]; REPS >= 1\n");
        return 2;
    }
    if (!stack_distances_agree()) {
        std::fprintf(stderr, "argon2-latency-floor: stack distance count is wrong\n");
        return 1;
    }
    volatile std::uint64_t opaque_zero = 0;
    const std::uint64_t zero = opaque_zero;
    const double step_ns = nanoseconds_per_chain_step();
    const auto steps_for = [&](double ns) {
        return static_cast<std::uint32_t>(ns / step_ns + 0.5);
    };

    // Our hash and argon2-rust exactly as argon2-bench runs them (bench/arms_*.cpp).
    const bench::arm_options options{ARGON2_BENCH_NODE_DIR, {}, false, ""};
    std::vector<std::string> notes;
    const std::vector<bench::arm> ours_arms = bench::our_arms(options);
    const std::vector<bench::arm> node_arms = bench::node_peer_arms(options, notes);
    const bench::arm& ours = *find_arm(ours_arms, "ours-c-abi");
    const bench::arm* rust = find_arm(node_arms, "argon2-rust");
    for (const std::string& note : notes) {
        if (note.rfind("argon2-rust", 0) == 0) std::printf("note: %s\n", note.c_str());
    }
    std::printf("%s; one dependent multiply-add: %.3f ns\n", ours.label.c_str(), step_ns);

    // C: our in-cache time per block (1 MiB, 64 passes: every reference in L2).
    const bench::config in_cache{"in-cache-1MiB-t64-p1", 2, 64, 1024, 1};
    const double in_cache_blocks = bench::config_result{in_cache, {}}.block_computations();
    std::vector<std::uint8_t> tag;
    bench::arm_result warm;
    for (int r = 0; r < 3; ++r) warm.samples.push_back(ours.run(in_cache, tag));
    const double compute_ns = warm.median() * 1e9 / in_cache_blocks;
    const std::uint32_t c_steps = steps_for(compute_ns);

    const std::array<bench::config, 3> configurations = {{{"64MiB-t1-p1", 2, 1, 65536, 1},
                                                          {"64MiB-t3-p1", 2, 3, 65536, 1},
                                                          {"256MiB-t1-p1", 2, 1, 262144, 1}}};
    std::ostringstream table;  // summary.md's rows
    for (const bench::config& c : configurations) {
        const double blocks = bench::config_result{c, {}}.block_computations();
        const std::vector<step> trace = reference_trace(c);
        const auto histogram = distance_histogram(trace);
        std::printf(
            "\n%s: %zu blocks, %zu data-dependent; their references by LRU stack "
            "distance:",
            c.name.c_str(), trace.size(),
            static_cast<std::size_t>(std::count_if(
                trace.begin(), trace.end(), [](const step& s) { return s.data_dependent; })));
        for (std::size_t b = 0; b < distance_bounds_mib.size(); ++b)
            std::printf(" <%u MiB %.1f%%,", distance_bounds_mib[b], 100 * histogram[b]);
        std::printf(" beyond %.1f%%\n", 100 * histogram.back());

        arena memory(std::size_t{c.memory_kib} * 1024);
        std::vector<std::uint8_t> ours_tag;
        std::vector<std::uint8_t> rust_tag;
        struct row {
            bench::arm_result result;  // samples in seconds
            double blocks;             // computed by one run
            std::function<double()> run;
        };
        const auto replay_row = [&](const char* name, std::uint32_t a_steps,
                                    std::uint32_t b_steps) {
            return row{{name, name, false, {}}, blocks, [&memory, &trace, zero, a_steps, b_steps] {
                           return replay(trace, memory.blocks(), a_steps, b_steps, zero);
                       }};
        };
        const auto hash_row = [&](const char* name, const bench::arm& a, const bench::config& on,
                                  std::vector<std::uint8_t>& out) {
            return row{{name, name, a.ours, {}},
                       bench::config_result{on, {}}.block_computations(),
                       [&a, &on, &out] { return a.run(on, out); }};
        };
        std::vector<row> rows = {
            replay_row("memory alone (C = 0)", 0, 0),
            replay_row("floor, a = 0", 0, c_steps),
            replay_row("floor, a = C/2", c_steps / 2, c_steps - c_steps / 2),
            replay_row("no hand-over, a = C", c_steps, 0),
            hash_row("ours", ours, c, ours_tag),
            hash_row("ours in cache (C)", ours, in_cache, tag),
        };
        if (rust != nullptr) {
            rows.push_back(hash_row("argon2-rust", *rust, c, rust_tag));
            rows.push_back(hash_row("argon2-rust in cache", *rust, in_cache, tag));
        }
        // One warm-up each (faults the arenas in), then the repetitions, the order shuffled
        // (arm_order.hpp).
        for (int r = -1; r < reps; ++r) {
            for (const std::size_t k : bench::arm_order(rows.size(), r + 1)) {
                row& x = rows[k];
                const double seconds = x.run();
                if (r >= 0) x.result.samples.push_back(seconds);
            }
            if (rust != nullptr && ours_tag != rust_tag) {
                std::fprintf(stderr, "argon2-latency-floor: ours and argon2-rust disagree on %s\n",
                             c.name.c_str());
                return 1;
            }
            std::fprintf(stderr, "\r%s: repetition %d of %d", c.name.c_str(), r + 1, reps);
        }
        std::fprintf(stderr, "\n");
        std::printf("C = %.0f ns/block (in cache, measured first)\n", compute_ns);
        std::printf("%-24s %22s %10s\n", "arm", "ns/block median (range)", "ms");
        for (const row& x : rows) {
            std::printf("%-24s %22s %10.1f\n", x.result.name.c_str(),
                        spread(x.result, x.blocks).c_str(), x.result.median() * 1e3);
        }
        // Medians in ns per block of this configuration (every row but the in-cache ones).
        const auto median_ns = [&](const std::string& name) {
            for (const row& x : rows) {
                if (x.result.name == name) return x.result.median() * 1e9 / blocks;
            }
            return 0.0;
        };
        const double ours_ns = median_ns("ours");
        std::printf("ours / floor(a = 0) = %.2f, ours / floor(a = C/2) = %.2f\n",
                    ours_ns / median_ns("floor, a = 0"), ours_ns / median_ns("floor, a = C/2"));
        // References beyond 16 MiB: the histogram's bins from the first bound above 16 on.
        double beyond_16 = histogram.back();
        for (std::size_t b = 0; b < distance_bounds_mib.size(); ++b)
            if (distance_bounds_mib[b] > 16) beyond_16 += histogram[b];
        char cells[256];
        std::snprintf(cells, sizeof cells, "| %s | %.1f%% | %.0f | %.0f | %.0f | %.0f | %.0f |",
                      c.name.c_str(), 100 * beyond_16, median_ns("memory alone (C = 0)"),
                      median_ns("floor, a = 0"), median_ns("floor, a = C/2"),
                      median_ns("no hand-over, a = C"), ours_ns);
        table << cells;
        if (rust != nullptr) {
            const double rust_ns = median_ns("argon2-rust");
            std::snprintf(cells, sizeof cells, " %.0f | %.2fx | %.2fx |\n", rust_ns,
                          rust_ns / ours_ns, rust_ns / median_ns("floor, a = C/2"));
        } else {
            std::snprintf(cells, sizeof cells, " - | - | - |\n");
        }
        table << cells;
        if (rust != nullptr) {
            const double rust_ns = median_ns("argon2-rust");
            std::printf(
                "argon2-rust / ours = %.2f; argon2-rust / floor(a = 0) = %.2f (the most "
                "any implementation with our compute can lead by), argon2-rust / memory "
                "alone = %.2f\n",
                rust_ns / ours_ns, rust_ns / median_ns("floor, a = 0"),
                rust_ns / median_ns("memory alone (C = 0)"));
        }
    }
    if (!out_dir.empty()) {
        std::filesystem::create_directories(out_dir);
        std::ofstream summary(out_dir + "/summary.md");
        summary << origin.sentence() << " C = " << static_cast<int>(compute_ns + 0.5)
                << " ns per block in cache, measured first; ns per block, medians of " << reps
                << " repetitions after one warm-up, the arms interleaved.\n\n"
                << "| configuration | references beyond 16 MiB | memory alone | floor a = 0 | "
                   "floor a = C/2 | a = C | ours | argon2-rust | argon2-rust / ours | "
                   "argon2-rust / floor a = C/2 |\n"
                << "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
                << table.str();
        std::fprintf(stderr, "wrote %s/summary.md\n", out_dir.c_str());
    }
    return 0;
}
