// The kernel loop (backend_loop.cpp) for every Highway target, compiled the way the Highway
// backend is (backends/highway/highway_sets.cpp): once per target through foreach_target,
// named as that backend's targets are, so each runs where argon2::backends() says it does.
#include "backends/highway/highway_target_policy.hpp"

#include "kernel_loop.hpp"

#include "backends/block_kernel.hpp"

#include <array>
#include <bit>
#include <concepts>
#include <cstdint>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "bench/kernel_loop/highway_loop.cpp"
#include <hwy/foreach_target.h>  // must come before highway.h

#include <hwy/highway.h>

#undef ARGON2_ISA
#define ARGON2_ISA HWY_NAMESPACE
#define ARGON2_ISA_INLINE  // several ISA namespaces in one translation unit

HWY_BEFORE_NAMESPACE();
// In every pass: a per-target header's guard toggles once per pass (scalar_kernel.hpp needs it).
#include "src/core/blake2b_round.hpp"

#undef ARGON2_HIGHWAY_KERNEL
#if HWY_TARGET == HWY_EMU128 || HWY_TARGET == HWY_SCALAR
// Only the table's fallback slot, never listed (backends/highway/highway_targets.hpp).
#include "backends/scalar/scalar_kernel.hpp"
#define ARGON2_HIGHWAY_KERNEL scalar_kernel
#else
#include "backends/highway/highway_vector.hpp"

#include "backends/generic/round.hpp"
#define ARGON2_HIGHWAY_KERNEL vector_kernel<highway_u64>
#endif

ARGON2_BEGIN_ISA_NAMESPACE

void kernel_loop_highway(block* blocks, std::uint32_t count, std::uint32_t steps) {
    std::uint64_t word = 0;
    for (std::uint32_t s = 0; s < steps; ++s) {
        const block& prev = blocks[s % count];
        const block& ref = blocks[word % count];
        block& next = blocks[(s + 1) % count];
        ARGON2_HIGHWAY_KERNEL::compress<true>(prev, ref, next,
                                              [&](std::uint64_t w) { word = w >> 7; });
    }
}

ARGON2_END_ISA_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "backends/highway/highway_targets.hpp"

namespace argon2::detail {

HWY_EXPORT(kernel_loop_highway);

std::span<const kernel_loop> highway_kernel_loops() noexcept {
    static const auto loops = [] {
        std::vector<kernel_loop> all;
        for_each_highway_target([&](std::int64_t t) {
            all.push_back({highway_backend_name(t),
                           HWY_DISPATCH_TABLE(kernel_loop_highway)[highway_table_index(t)]});
        });
        return all;
    }();
    return loops;
}

}  // namespace argon2::detail
#endif  // HWY_ONCE
