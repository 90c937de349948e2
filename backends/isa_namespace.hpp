// Code compiled once per ISA must not share symbols across ISAs. Templates and inline functions
// instantiated in two backend translation units with different -m flags would otherwise be
// merged by the linker, and a CPU without AVX2 could end up running the AVX2 copy of the
// "SSSE3" kernel (this happened: the callgrind net showed identical instruction counts).
// So every header that backends instantiate puts its code into
//     namespace argon2::detail { inline namespace ARGON2_ISA { ... } }
// with ARGON2_ISA set per backend by backends/meson.build, like Highway's HWY_NAMESPACE.
//
// The Highway backend compiles these headers once per Highway target in one translation unit
// (hwy/foreach_target.h re-includes it, with ARGON2_ISA = HWY_NAMESPACE). So the headers that
// hold ISA code use Highway's toggling guard instead of #pragma once:
//     #if defined(GUARD) == defined(HWY_TARGET_TOGGLE) ... #endif
// which behaves as an ordinary include guard wherever Highway is not involved. Everything they
// include that is not per target (std headers, src/core) must already be included before the
// per-target region, or it would be compiled with the first target's ISA attributes
// (backends/highway/highway_sets.cpp).
#pragma once

#if !defined(ARGON2_ISA)
#error "ARGON2_ISA must be defined for backend code (backends/meson.build sets it)"
#endif

// Inline, so that a backend's one exported function in argon2::detail names its templates
// unqualified. The Highway translation unit holds several ISA namespaces at once and so makes
// them plain (defines ARGON2_ISA_INLINE empty): inline, each would see the others' overloads.
#if !defined(ARGON2_ISA_INLINE)
#define ARGON2_ISA_INLINE inline
#endif

#define ARGON2_BEGIN_ISA_NAMESPACE \
    namespace argon2::detail {     \
    ARGON2_ISA_INLINE namespace ARGON2_ISA {
#define ARGON2_END_ISA_NAMESPACE \
    }                            \
    }
