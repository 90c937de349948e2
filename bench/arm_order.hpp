// The order in which one repetition runs the arms of a comparison: shuffled anew for every
// repetition, from a fixed seed per repetition so that a run repeats. An arm pays for the cache
// lines the arm before it left dirty (a 16 MiB scrypt or a 64 MiB Argon2 evicting the peer's
// writes costs milliseconds); under a rotation each arm would always follow the same one, and
// ours, listed first, always the last peer.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

namespace bench {

inline std::vector<std::size_t> arm_order(std::size_t arms, int repetition) {
    std::vector<std::size_t> order(arms);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::mt19937 rng(static_cast<std::uint32_t>(repetition) + 1);
    std::shuffle(order.begin(), order.end(), rng);
    return order;
}

}  // namespace bench
