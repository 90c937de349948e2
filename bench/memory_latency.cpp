// argon2-memory-latency: what one dependent random read of a 1 KiB block costs over an area of
// a given size, with the arena's huge pages: the floor under a data-dependent Argon2 pass with
// one lane, where each block's reference is known only once the block before is done.
//
//   argon2-memory-latency [MiB ...]      (default: 1 16 64 256)
//
// The blocks are chained in one random cycle (Sattolo's algorithm) so that no read can start
// before the previous one returns, and every 64-byte line of each block is read.
#include <sys/mman.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <utility>
#include <vector>

namespace {

double nanoseconds_per_block(std::size_t mib) {
    const std::size_t bytes = mib << 20;
    const std::size_t blocks = bytes / 1024;
    void* area = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (area == MAP_FAILED) return -1;
    madvise(area, bytes, MADV_HUGEPAGE);
    auto* words = static_cast<std::uint64_t*>(area);
    std::memset(area, 1, bytes);

    std::vector<std::uint64_t> order(blocks);
    for (std::size_t b = 0; b < blocks; ++b) order[b] = b;
    std::mt19937_64 rng(1);
    for (std::size_t b = blocks - 1; b > 0; --b) std::swap(order[b], order[rng() % b]);
    for (std::size_t b = 0; b < blocks; ++b) words[order[b] * 128] = order[(b + 1) % blocks];

    const std::size_t reads = 200000;
    std::uint64_t at = order[0];
    std::uint64_t sum = 0;
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < reads; ++i) {
        const std::uint64_t* block = words + at * 128;
        std::uint64_t x = 0;
        for (std::size_t line = 1; line < 16; ++line) x ^= block[8 * line];  // the other 15 lines
        sum += x;
        at = block[0];
    }
    const double ns =
        std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
    munmap(area, bytes);
    if (sum == 42) std::puts("");  // keeps the reads
    return ns / static_cast<double>(reads);
}

}  // namespace

int main(int argc, char* argv[]) {
    std::vector<std::size_t> sizes;
    for (int i = 1; i < argc; ++i) sizes.push_back(std::strtoul(argv[i], nullptr, 10));
    if (sizes.empty()) sizes = {1, 16, 64, 256};
    for (std::size_t mib : sizes) {
        std::printf("%5zu MiB: %6.1f ns per dependent 1 KiB block read\n", mib,
                    nanoseconds_per_block(mib));
    }
    return 0;
}
