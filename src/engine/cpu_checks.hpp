// The CPU checks named in backends/kernel_sets.txt's "check" column: what a backend's
// instructions need from this CPU (and OS).
#pragma once

#include "cpu_features.hpp"

namespace argon2::detail::cpu_checks {

// A check includes the checks of the tiers below it: a set compiled with -mavx512f may emit
// AVX2 and SSSE3 instructions too, and the `implies` lines of kernel_sets.txt (what
// -Dbackends=best walks) hold only if the checks do (test cpu_checks).
inline bool any(const cpu_features&) noexcept { return true; }
inline bool ssse3(const cpu_features& f) noexcept { return f.ssse3; }
inline bool avx2(const cpu_features& f) noexcept { return ssse3(f) && f.avx2; }
inline bool avx512(const cpu_features& f) noexcept { return avx2(f) && f.avx512f && f.avx512vl; }
// xsimd's avx512bw architecture is F + CD + DQ + BW (and we add VL).
inline bool avx512bw(const cpu_features& f) noexcept {
    return avx512(f) && f.avx512dq && f.avx512bw && f.avx512cd;
}
inline bool neon(const cpu_features& f) noexcept { return f.neon; }
inline bool neon_sha3(const cpu_features& f) noexcept { return f.neon && f.sha3; }

}  // namespace argon2::detail::cpu_checks

// Every check above, for the test that holds the table's `implies` lines to them.
#define ARGON2_CPU_CHECKS(X) X(any) X(ssse3) X(avx2) X(avx512) X(avx512bw) X(neon) X(neon_sha3)
