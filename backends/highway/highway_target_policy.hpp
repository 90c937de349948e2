// Which of Highway's targets the Highway family is compiled for. Read by hwy/detect_targets.h,
// so included before any Highway header (highway_sets.cpp, bench/kernel_loop/highway_loop.cpp).
#pragma once

// AVX3_DL (AVX-512 with VBMI2, VNNI, ...: Ice Lake, Zen 4) is not in Highway's default set.
#if !defined(HWY_WANT_AVX3_DL)
#define HWY_WANT_AVX3_DL
#endif

// Of SVE, only SVE2_128 (SVE2 with 128-bit vectors: Neoverse N2/V2, Graviton 4, Grace), and only
// where the translation unit is compiled with -msve-vector-bits=128 (kernel_sets.txt does it
// on aarch64). SVE's vector types are sizeless and may not be members of a struct or elements
// of an array, and the round keeps its state as an array of adapter values: the adapter holds
// GCC's fixed-length SVE type instead (highway_vector.hpp), whose length is that one flag for
// the whole translation unit. The scalable targets (SVE, SVE2) and SVE_256 would need another.
#if defined(ARGON2_SVE_BITS) && ARGON2_SVE_BITS == 128
#define ARGON2_HIGHWAY_SVE_OFF (HWY_SVE | HWY_SVE2 | HWY_SVE_256)
#else
#define ARGON2_HIGHWAY_SVE_OFF (HWY_SVE | HWY_SVE2 | HWY_SVE_256 | HWY_SVE2_128)
#endif

// -Dbackends=best names the targets the dispatch order can reach (ARGON2_HIGHWAY_TARGETS, from
// backends/meson.build); the others that would be backends are not compiled. The fallback
// (EMU128 or SCALAR) and the static target stay: Highway's dispatch needs them.
#if defined(ARGON2_HIGHWAY_TARGETS)
#define ARGON2_HIGHWAY_BACKEND_TARGETS \
    (HWY_AVX3_DL | HWY_AVX3 | HWY_AVX2 | HWY_SSE4 | HWY_SSSE3 | HWY_SVE2_128 | HWY_NEON | HWY_WASM)
#define ARGON2_HIGHWAY_UNREACHABLE (ARGON2_HIGHWAY_BACKEND_TARGETS & ~(ARGON2_HIGHWAY_TARGETS))
#else
#define ARGON2_HIGHWAY_UNREACHABLE 0
#endif

// Highway 1.2 and later add targets that would be backends of their own. On x86-64, AVX3_ZEN4,
// AVX3_SPR and (1.3) AVX10_2: under clang 19 with Highway 1.3.0 their block kernels are
// AVX3_DL's instruction for instruction and every other function of theirs has AVX3_DL's
// instruction count (objdump, docs/backends.md), so they would gain nothing and cost compile
// time. SSE2 would serve only CPUs without SSSE3, which the scalar set serves. On aarch64,
// NEON_BF16 (the round has no bf16 or dot product to use) and NEON_WITHOUT_AES, the static
// target there, whose round is NEON's. hwy/base.h defines the version from 1.2 on (1.0 in
// highway.h) and nothing that the target selection reads.
#include <hwy/base.h>
#if defined(HWY_MAJOR) && (HWY_MAJOR > 1 || HWY_MINOR >= 3)
#define ARGON2_HIGHWAY_NEWER_OFF \
    (HWY_AVX10_2 | HWY_AVX3_SPR | HWY_AVX3_ZEN4 | HWY_SSE2 | HWY_NEON_BF16 | HWY_NEON_WITHOUT_AES)
#elif defined(HWY_MAJOR)
#define ARGON2_HIGHWAY_NEWER_OFF \
    (HWY_AVX3_SPR | HWY_AVX3_ZEN4 | HWY_SSE2 | HWY_NEON_BF16 | HWY_NEON_WITHOUT_AES)
#else
#define ARGON2_HIGHWAY_NEWER_OFF 0
#endif

#if !defined(HWY_DISABLED_TARGETS)
#define HWY_DISABLED_TARGETS \
    (ARGON2_HIGHWAY_SVE_OFF | ARGON2_HIGHWAY_UNREACHABLE | ARGON2_HIGHWAY_NEWER_OFF)
#endif
