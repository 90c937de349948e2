// Which block-compression kernel runs, and why. Dispatch picks the best one the CPU supports
// once; tests and benchmarks can force another.
#pragma once

#include <argon2/config.hpp>
#include <argon2/errc.hpp>

#include <cstddef>
#include <span>
#include <string_view>
#include <system_error>

ARGON2_BEGIN_NAMESPACE

ARGON2_EXPORT struct backend_info {
    std::string_view name;  // ISA and adapter, e.g. "scalar", "avx512-stdsimd", "highway-avx2"
    bool supported;         // this CPU (and OS) can run it
    bool chosen;            // the one hashing uses now
};

// Every backend compiled into this build, best first.
ARGON2_EXPORT ARGON2_API std::span<const backend_info> backends() noexcept;

// Name of the backend hashing uses now.
ARGON2_EXPORT ARGON2_API std::string_view active_backend() noexcept;

// Makes every later hash (C++ and C API, every thread) use `name`. Fails with
// errc::backend_unavailable for a name not compiled in or one this CPU cannot run.
// An empty name returns to automatic selection. The environment variable ARGON2_BACKEND
// does the same at first use.
ARGON2_EXPORT ARGON2_API std::error_code force_backend(std::string_view name) noexcept;

// The Salsa20 kernels (Salsa20, XSalsa20, HSalsa20 and scrypt's ROMix), listed, reported and
// forced like the block kernels above; ARGON2_SALSA20_BACKEND does what force_salsa20_backend
// does, at first use.
ARGON2_EXPORT ARGON2_API std::span<const backend_info> salsa20_backends() noexcept;
ARGON2_EXPORT ARGON2_API std::string_view active_salsa20_backend() noexcept;
ARGON2_EXPORT ARGON2_API std::error_code force_salsa20_backend(std::string_view name) noexcept;

// The CPU features detection found (and the OS enabled), space-separated, e.g.
// "sse2 ssse3 avx2 avx512f avx512vl".
ARGON2_EXPORT ARGON2_API std::string_view cpu_features() noexcept;

ARGON2_END_NAMESPACE
