// Code compiled once per ISA must not share symbols across ISAs. Templates and inline functions
// instantiated in two backend translation units with different -m flags would otherwise be
// merged by the linker, and a CPU without AVX2 could end up running the AVX2 copy of the
// "SSSE3" kernel (this happened: the callgrind net showed identical instruction counts).
// So every header that backends instantiate puts its code into
//     namespace argon2::detail { inline namespace ARGON2_ISA { ... } }
// with ARGON2_ISA set per backend by backends/meson.build, like Highway's HWY_NAMESPACE.
#pragma once

#if !defined(ARGON2_ISA)
#error "ARGON2_ISA must be defined for backend code (backends/meson.build sets it)"
#endif

#define ARGON2_BEGIN_ISA_NAMESPACE \
    namespace argon2::detail {     \
    inline namespace ARGON2_ISA {
#define ARGON2_END_ISA_NAMESPACE \
    }                            \
    }
