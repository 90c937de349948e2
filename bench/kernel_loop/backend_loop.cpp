// One backend's block kernel in a loop of compress<true> calls, nothing else: compiled once per
// backend with that backend's flags (bench/meson.build), like backends/*/fill_*.cpp. The blocks
// stay in L2, and each new block's word 0 picks the next reference, as in data-dependent
// addressing, so the loop measures the kernel the way the segment loop drives it.
#if defined(ARGON2_SCALAR_LOOP)
#include "backends/scalar/scalar_kernel.hpp"
#define ARGON2_KERNEL scalar_kernel
#else
#if defined(ARGON2_VECTOR_HEADER)
#include ARGON2_VECTOR_HEADER
#else
#include "backends/stdsimd/stdsimd_vector.hpp"
#define ARGON2_VECTOR stdsimd_vector<ARGON2_LANES>
#endif
#include "backends/generic/round.hpp"
#define ARGON2_KERNEL vector_kernel<ARGON2_VECTOR>
#endif

namespace argon2::detail {

void ARGON2_LOOP_FUNCTION(block* blocks, std::uint32_t count, std::uint32_t steps) noexcept {
    std::uint64_t word = 0;
    for (std::uint32_t s = 0; s < steps; ++s) {
        const block& prev = blocks[s % count];
        const block& ref = blocks[word % count];
        block& next = blocks[(s + 1) % count];
        ARGON2_KERNEL::compress<true>(prev, ref, next, [&](std::uint64_t w) { word = w >> 7; });
    }
}

}  // namespace argon2::detail
