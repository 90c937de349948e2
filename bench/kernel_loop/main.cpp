// argon2-kernel-loop: the block kernel of every compiled backend the CPU runs, alone, in ns per
// block: a loop of compress calls over 256 blocks (256 KiB, in L2), the backends interleaved
// round by round, median, min and max over the rounds, and a checksum of the blocks that must
// be the same for all (else the run fails). What the in-cache argon2-bench arms measure minus
// the segment loop around the kernel: it tells a kernel's own speed from how it sits there.
//
//   argon2-kernel-loop [ROUNDS]      (default 15)
#include "loops.hpp"

#include <argon2/backend.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace {

using argon2::detail::block;

constexpr std::uint32_t block_count = 256;
constexpr std::uint32_t steps = 20000;

std::vector<block> starting_blocks() {
    std::vector<block> blocks(block_count);
    for (std::uint32_t b = 0; b < block_count; ++b) {
        for (std::size_t w = 0; w < argon2::detail::block_words; ++w) {
            blocks[b].v[w] = (b * 1315423911ull + w) * 0x9E3779B97F4A7C15ull;
        }
    }
    return blocks;
}

std::uint64_t checksum(const std::vector<block>& blocks) {
    std::uint64_t sum = 0;
    for (const block& b : blocks) {
        for (std::size_t w = 0; w < argon2::detail::block_words; ++w) sum += b.v[w] * (w + 1);
    }
    return sum;
}

bool supported(std::string_view name) {
    for (const argon2::backend_info& b : argon2::backends()) {
        if (b.name == name) return b.supported;
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    const int rounds = argc > 1 ? std::atoi(argv[1]) : 15;
    if (rounds < 1) {
        std::fprintf(stderr, "argon2-kernel-loop: ROUNDS must be at least 1\n");
        return 2;
    }
    struct arm {
        kernel_loop loop;
        std::vector<double> ns;
        std::uint64_t sum = 0;
    };
    std::vector<arm> arms;
    for (const kernel_loop& k : all_kernel_loops()) {
        if (supported(k.name)) arms.push_back({k, {}, 0});
    }
    for (int round = 0; round < rounds; ++round) {
        for (arm& a : arms) {
            std::vector<block> blocks = starting_blocks();
            a.loop.run(blocks.data(), block_count, 2000);  // warm-up
            const auto start = std::chrono::steady_clock::now();
            a.loop.run(blocks.data(), block_count, steps);
            const auto stop = std::chrono::steady_clock::now();
            a.ns.push_back(std::chrono::duration<double, std::nano>(stop - start).count() / steps);
            a.sum = checksum(blocks);
        }
    }
    std::printf(
        "compress<true> in a loop, 256 blocks in L2, %d interleaved rounds of %u blocks\n\n",
        rounds, steps);
    std::printf("| backend | median ns/block | min | max |\n| --- | ---: | ---: | ---: |\n");
    bool agree = true;
    for (arm& a : arms) {
        std::sort(a.ns.begin(), a.ns.end());
        std::printf("| %s | %.1f | %.1f | %.1f |\n", a.loop.name, a.ns[a.ns.size() / 2],
                    a.ns.front(), a.ns.back());
        agree = agree && a.sum == arms.front().sum;
    }
    if (!agree) {
        std::fprintf(stderr, "argon2-kernel-loop: the backends' blocks differ\n");
        return 1;
    }
    return 0;
}
