/// \file
/// Which kernel set runs, and why. A kernel set is one ISA tier computed with one abstraction
/// ("avx2-xsimd", "highway-sse4", "scalar"): Argon2's block kernel and Salsa20's (the keystream,
/// HSalsa20, scrypt's ROMix) alike. Dispatch picks the best one the CPU supports once; tests
/// and benchmarks can force another.
#pragma once

#include <argon2/config.hpp>
#include <argon2/errc.hpp>

#include <cstddef>
#include <span>
#include <string_view>
#include <system_error>

ARGON2_BEGIN_NAMESPACE

/// One entry of backends().
ARGON2_EXPORT struct backend_info {
    std::string_view
        name;        ///< ISA and abstraction, e.g. "scalar", "avx512-stdsimd", "highway-avx2"
    bool supported;  ///< this CPU (and OS) can run it
    bool chosen;     ///< the one hashing uses now
};

/// Every kernel set compiled into this build, best first: in dispatch order, so the first one
/// marked supported is the one automatic selection picks.
ARGON2_EXPORT ARGON2_API std::span<const backend_info> backends() noexcept;

/// Name of the kernel set hashing, Salsa20 and scrypt use now.
ARGON2_EXPORT ARGON2_API std::string_view active_backend() noexcept;

/// Makes every later hash, Salsa20 and scrypt call (C++ and C API, every thread) use `name`.
/// Fails with
/// errc::backend_unavailable for a name not compiled in or one this CPU cannot run.
/// An empty name returns to automatic selection. The environment variable ARGON2_BACKEND
/// does the same at first use.
ARGON2_EXPORT ARGON2_API std::error_code force_backend(std::string_view name) noexcept;

/// The CPU features detection found (and the OS enabled), space-separated, e.g.
/// "sse2 ssse3 avx2 avx512f avx512vl".
ARGON2_EXPORT ARGON2_API std::string_view cpu_features() noexcept;

ARGON2_END_NAMESPACE
