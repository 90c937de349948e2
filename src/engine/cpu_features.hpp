// What the CPU can run, detected once. On x86 a feature counts only if the OS also saves the
// registers it needs (XCR0), as BLAKE3 and Highway check it.
#pragma once

namespace argon2::detail {

struct cpu_features {
    bool sse2 = false;
    bool ssse3 = false;
    bool sse41 = false;
    bool avx2 = false;
    bool fma = false;  // with f16c and bmi2: what Highway's AVX2 target also assumes
    bool f16c = false;
    bool bmi2 = false;
    bool avx512f = false;
    bool avx512vl = false;
    bool avx512dq = false;
    bool avx512bw = false;
    bool avx512cd = false;  // xsimd's AVX-512 architectures assume it
    bool neon = false;
    bool sha3 = false;  // AArch64 FEAT_SHA3: eor3, rax1, xar, bcax (the kernel uses xar)
};

// Cached after the first call; thread-safe.
const cpu_features& detected_cpu_features() noexcept;

// Whether the CPU is an x86 from AMD or Hygon (Zen cores): not a feature, a fact dispatch
// places Salsa20's chains by (src/engine/dispatch.cpp). Cached after the first call.
bool amd_cpu() noexcept;

// Space-separated names of the detected features, for --info and reports.
const char* cpu_feature_names() noexcept;

}  // namespace argon2::detail
