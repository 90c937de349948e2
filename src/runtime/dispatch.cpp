#include "dispatch.hpp"

#include "backends_config.hpp"

#include <array>
#include <atomic>
#include <cstdlib>
#include <string_view>

namespace argon2::detail {

// Defined in backends/*/fill_*.cpp, each compiled with its own ISA flags: the segment loop and
// (except scalar) the first blocks, both over that backend's vector type.
void fill_segments_scalar(const instance&, std::uint32_t, std::uint32_t, lane_set) noexcept;
#define ARGON2_VECTOR_BACKEND(id)                                                              \
    void fill_segments_##id(const instance&, std::uint32_t, std::uint32_t, lane_set) noexcept; \
    void first_blocks_##id(const std::uint8_t*, const instance&) noexcept;
ARGON2_VECTOR_BACKEND(avx512_tuned)
ARGON2_VECTOR_BACKEND(avx512_stdsimd)
ARGON2_VECTOR_BACKEND(avx2_tuned)
ARGON2_VECTOR_BACKEND(avx512_highway)
ARGON2_VECTOR_BACKEND(avx2_highway)
ARGON2_VECTOR_BACKEND(avx2_stdsimd)
ARGON2_VECTOR_BACKEND(ssse3_stdsimd)
ARGON2_VECTOR_BACKEND(wasm_simd128)
ARGON2_VECTOR_BACKEND(neon_stdsimd)
ARGON2_VECTOR_BACKEND(avx512_xsimd)
ARGON2_VECTOR_BACKEND(avx2_xsimd)
#undef ARGON2_VECTOR_BACKEND

namespace {

bool any_cpu(const cpu_features&) noexcept { return true; }
[[maybe_unused]] bool has_avx512(const cpu_features& f) noexcept { return f.avx512f && f.avx512vl; }
[[maybe_unused]] bool has_avx2(const cpu_features& f) noexcept { return f.avx2; }
// Highway's AVX3 and AVX2 targets assume a little more than the instructions we use.
[[maybe_unused]] bool has_hwy_avx3(const cpu_features& f) noexcept {
    return has_avx512(f) && f.avx512dq && f.avx512bw;
}
[[maybe_unused]] bool has_hwy_avx2(const cpu_features& f) noexcept {
    return f.avx2 && f.fma && f.f16c && f.bmi2;
}
// xsimd's avx512bw architecture is F + CD + DQ + BW (and we add VL).
[[maybe_unused]] bool has_xsimd_avx512bw(const cpu_features& f) noexcept {
    return has_hwy_avx3(f) && f.avx512cd;
}
[[maybe_unused]] bool has_ssse3(const cpu_features& f) noexcept { return f.ssse3; }
[[maybe_unused]] bool has_neon(const cpu_features& f) noexcept { return f.neon; }

// Every compiled backend; the order is only the listing's (argon2 --backends).
const backend_entry all_backends[] = {
#if defined(ARGON2_HAVE_AVX512_STDSIMD)
    {"avx512-stdsimd", &fill_segments_avx512_stdsimd, &first_blocks_avx512_stdsimd, &has_avx512},
#endif
#if defined(ARGON2_HAVE_AVX512_HIGHWAY)
    {"avx512-highway", &fill_segments_avx512_highway, &first_blocks_avx512_highway, &has_hwy_avx3},
#endif
#if defined(ARGON2_HAVE_AVX512_XSIMD)
    {"avx512-xsimd", &fill_segments_avx512_xsimd, &first_blocks_avx512_xsimd, &has_xsimd_avx512bw},
#endif
#if defined(ARGON2_HAVE_AVX512_TUNED)
    {"avx512-tuned", &fill_segments_avx512_tuned, &first_blocks_avx512_tuned, &has_avx512},
#endif
#if defined(ARGON2_HAVE_AVX2_STDSIMD)
    {"avx2-stdsimd", &fill_segments_avx2_stdsimd, &first_blocks_avx2_stdsimd, &has_avx2},
#endif
#if defined(ARGON2_HAVE_AVX2_HIGHWAY)
    {"avx2-highway", &fill_segments_avx2_highway, &first_blocks_avx2_highway, &has_hwy_avx2},
#endif
#if defined(ARGON2_HAVE_AVX2_XSIMD)
    {"avx2-xsimd", &fill_segments_avx2_xsimd, &first_blocks_avx2_xsimd, &has_avx2},
#endif
#if defined(ARGON2_HAVE_AVX2_TUNED)
    {"avx2-tuned", &fill_segments_avx2_tuned, &first_blocks_avx2_tuned, &has_avx2},
#endif
#if defined(ARGON2_HAVE_SSSE3_STDSIMD)
    {"ssse3-stdsimd", &fill_segments_ssse3_stdsimd, &first_blocks_ssse3_stdsimd, &has_ssse3},
#endif
#if defined(ARGON2_HAVE_NEON_STDSIMD)
    {"neon-stdsimd", &fill_segments_neon_stdsimd, &first_blocks_neon_stdsimd, &has_neon},
#endif
#if defined(ARGON2_HAVE_WASM_SIMD128)
    // A module built with -msimd128 does not load without SIMD128, so any_cpu is true wherever
    // this code runs.
    {"wasm-simd128", &fill_segments_wasm_simd128, &first_blocks_wasm_simd128, &any_cpu},
#endif
    {"scalar", &fill_segments_scalar, nullptr, &any_cpu},
};

constexpr std::size_t backend_count = sizeof all_backends / sizeof all_backends[0];
static_assert(backend_count <= max_backends);

// Dispatch takes the first of these that is compiled in and that the CPU runs: the per-ISA
// decision, made per compiler (the backends are built by the same one) on the in-cache
// benchmark and the kernels alone (build/bench/argon2-kernel-loop; the figures:
// bench/results/design-decisions.md#dispatch-preference, README "Backends").
constexpr std::string_view preference[] = {
#if defined(__clang__)
    // clang 19: the AVX-512 adapters compile to the same instructions and tie, so the primary
    // abstraction first. The AVX2 ones tie in the kernel loop but not inside the segment loop,
    // where the 32-vector state spills differently: Highway and xsimd ahead of std::simd, then
    // the intrinsics. The SSSE3 kernel beats scalar.
    "avx512-stdsimd", "avx512-highway", "avx512-xsimd", "avx512-tuned",
    "avx2-highway",   "avx2-xsimd",     "avx2-stdsimd", "avx2-tuned",
    "ssse3-stdsimd",  "neon-stdsimd",   "wasm-simd128", "scalar",
#else
    // GCC 12: the intrinsics lead on AVX2; ssse3-stdsimd keeps the state and every lane move on
    // the stack, several times slower than scalar, so it comes after scalar and runs only when
    // forced.
    "avx512-stdsimd", "avx512-tuned", "avx512-highway", "avx512-xsimd",
    "avx2-tuned",     "avx2-highway", "avx2-stdsimd",   "avx2-xsimd",
    "neon-stdsimd",   "wasm-simd128", "scalar",         "ssse3-stdsimd",
#endif
};

// Distinguishes "not chosen yet" from "the requested backend cannot run".
const backend_entry unavailable_marker{"unavailable", nullptr, nullptr, nullptr};

std::atomic<const backend_entry*> chosen{nullptr};

const backend_entry* find_runnable(std::string_view name) noexcept {
    for (const backend_entry& b : all_backends) {
        if (name == b.name) return b.runs_on(detected_cpu_features()) ? &b : &unavailable_marker;
    }
    return &unavailable_marker;
}

const backend_entry* best_runnable() noexcept {
    for (std::string_view name : preference) {
        for (const backend_entry& b : all_backends) {
            if (name == b.name && b.runs_on(detected_cpu_features())) return &b;
        }
    }
    return find_runnable("scalar");  // not reached: scalar runs everywhere
}

const backend_entry* choose_from_environment() noexcept {
    const char* forced = std::getenv("ARGON2_BACKEND");
    if (forced != nullptr && *forced != '\0') return find_runnable(forced);
    return best_runnable();
}

}  // namespace

std::span<const backend_entry> compiled_backends() noexcept { return all_backends; }

bool runnable(const backend_entry& b) noexcept { return b.runs_on(detected_cpu_features()); }

bool select_backend(std::string_view name) noexcept {
    const backend_entry* b = name.empty() ? best_runnable() : find_runnable(name);
    if (b == &unavailable_marker) return false;
    chosen.store(b, std::memory_order_relaxed);
    return true;
}

const backend_entry* active_backend_entry() noexcept {
    // Relaxed is enough: every candidate is immutable static data, and two threads racing on
    // the first use compute the same answer.
    const backend_entry* b = chosen.load(std::memory_order_relaxed);
    if (b == nullptr) {
        b = choose_from_environment();
        const backend_entry* expected = nullptr;
        if (!chosen.compare_exchange_strong(expected, b, std::memory_order_relaxed)) b = expected;
    }
    return b == &unavailable_marker ? nullptr : b;
}

}  // namespace argon2::detail
