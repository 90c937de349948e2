#include "cpu_features.hpp"

#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#elif (defined(__aarch64__) || defined(__arm__)) && defined(__linux__)
#include <asm/hwcap.h>
#include <sys/auxv.h>
#endif

namespace argon2::detail {

namespace {

#if defined(__x86_64__) || defined(__i386__)
unsigned long long read_xcr0() noexcept {
    unsigned eax = 0;
    unsigned edx = 0;
    __asm__ __volatile__("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
    return (static_cast<unsigned long long>(edx) << 32) | eax;
}
#endif

cpu_features detect() noexcept {
    cpu_features f;
#if defined(__x86_64__) || defined(__i386__)
    unsigned eax = 0;
    unsigned ebx = 0;
    unsigned ecx = 0;
    unsigned edx = 0;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return f;
    f.sse2 = (edx >> 26) & 1;
    f.ssse3 = (ecx >> 9) & 1;
    f.sse41 = (ecx >> 19) & 1;
    const bool fma = (ecx >> 12) & 1;
    const bool f16c = (ecx >> 29) & 1;
    const bool osxsave = (ecx >> 27) & 1;
    const bool avx = (ecx >> 28) & 1;
    if (!osxsave) return f;
    const unsigned long long xcr0 = read_xcr0();
    const bool os_ymm = (xcr0 & 0x6) == 0x6;              // XMM and YMM state
    const bool os_zmm = os_ymm && (xcr0 & 0xE0) == 0xE0;  // opmask, ZMM0-15 upper, ZMM16-31
    if (__get_cpuid_max(0, nullptr) < 7) return f;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    f.avx2 = avx && os_ymm && ((ebx >> 5) & 1);
    f.fma = avx && os_ymm && fma;
    f.f16c = avx && os_ymm && f16c;
    f.bmi2 = (ebx >> 8) & 1;
    f.avx512f = os_zmm && ((ebx >> 16) & 1);
    f.avx512dq = f.avx512f && ((ebx >> 17) & 1);
    f.avx512bw = f.avx512f && ((ebx >> 30) & 1);
    f.avx512cd = f.avx512f && ((ebx >> 28) & 1);
    f.avx512vl = f.avx512f && ((ebx >> 31) & 1);
#elif defined(__aarch64__)
    f.neon = true;  // Advanced SIMD is mandatory on AArch64.
#if defined(__linux__) && defined(HWCAP_SHA3)
    f.sha3 = (getauxval(AT_HWCAP) & HWCAP_SHA3) != 0;
#endif
#elif defined(__arm__) && defined(__linux__)
    // Optional on Armv7-A: the kernel says whether this CPU has it.
    f.neon = (getauxval(AT_HWCAP) & HWCAP_NEON) != 0;
#endif
    return f;
}

bool detect_amd() noexcept {
#if defined(__x86_64__) || defined(__i386__)
    unsigned max_leaf = 0;
    unsigned ebx = 0;
    unsigned ecx = 0;
    unsigned edx = 0;
    if (!__get_cpuid(0, &max_leaf, &ebx, &ecx, &edx)) return false;
    char vendor[12];
    std::memcpy(vendor, &ebx, 4);
    std::memcpy(vendor + 4, &edx, 4);
    std::memcpy(vendor + 8, &ecx, 4);
    return std::memcmp(vendor, "AuthenticAMD", 12) == 0 ||
           std::memcmp(vendor, "HygonGenuine", 12) == 0;
#else
    return false;
#endif
}

// The names of the features present, space-separated, in a buffer that holds all of them: no
// allocation, so that the noexcept cpu_feature_names() cannot fail.
struct feature_names {
    char text[160] = {};
};

feature_names names_of(const cpu_features& f) noexcept {
    feature_names names;
    std::size_t used = 0;
    auto add = [&](bool on, const char* name) noexcept {
        const std::size_t length = std::strlen(name);
        if (!on || used + length + 2 > sizeof names.text) return;
        if (used > 0) names.text[used++] = ' ';
        std::memcpy(names.text + used, name, length);
        used += length;
    };
    add(f.sse2, "sse2");
    add(f.ssse3, "ssse3");
    add(f.sse41, "sse4.1");
    add(f.avx2, "avx2");
    add(f.fma, "fma");
    add(f.f16c, "f16c");
    add(f.bmi2, "bmi2");
    add(f.avx512f, "avx512f");
    add(f.avx512vl, "avx512vl");
    add(f.avx512dq, "avx512dq");
    add(f.avx512bw, "avx512bw");
    add(f.avx512cd, "avx512cd");
    add(f.neon, "neon");
    add(f.sha3, "sha3");
    if (used == 0) add(true, "none");
    return names;
}

}  // namespace

const cpu_features& detected_cpu_features() noexcept {
    static const cpu_features features = detect();
    return features;
}

bool amd_cpu() noexcept {
    static const bool amd = detect_amd();
    return amd;
}

const char* cpu_feature_names() noexcept {
    static const feature_names names = names_of(detected_cpu_features());
    return names.text;
}

}  // namespace argon2::detail
