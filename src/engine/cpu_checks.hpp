// The CPU checks named in backends/kernel_sets.txt's "check" column: what a backend's
// instructions need from this CPU (and OS).
#pragma once

#include "cpu_features.hpp"

namespace argon2::detail::cpu_checks {

inline bool any(const cpu_features&) noexcept { return true; }
inline bool avx512(const cpu_features& f) noexcept { return f.avx512f && f.avx512vl; }
// xsimd's avx512bw architecture is F + CD + DQ + BW (and we add VL).
inline bool avx512bw(const cpu_features& f) noexcept {
    return avx512(f) && f.avx512dq && f.avx512bw && f.avx512cd;
}
inline bool avx2(const cpu_features& f) noexcept { return f.avx2; }
inline bool ssse3(const cpu_features& f) noexcept { return f.ssse3; }
inline bool neon(const cpu_features& f) noexcept { return f.neon; }
inline bool neon_sha3(const cpu_features& f) noexcept { return f.neon && f.sha3; }

}  // namespace argon2::detail::cpu_checks
