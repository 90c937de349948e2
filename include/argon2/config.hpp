/// \file
/// Build-mode switches shared by every public header.
///
/// The same header text is compiled twice: as a classic header (ARGON2_EXPORT is empty) and,
/// from modules/argon2.cppm, as the interface of `import argon2;` (ARGON2_EXPORT is `export`).
/// That keeps one source of truth for the API, the way {fmt} does it.
#pragma once

/// `export` inside the module interface (modules/argon2.cppm), nothing in the header: one text
/// for both.
#if defined(ARGON2_MODULE_INTERFACE)
#define ARGON2_EXPORT export
#else
#define ARGON2_EXPORT
#endif

/// Symbols of the shared library. The library is built with hidden visibility; only what is
/// marked here (and the reference C ABI in <argon2.h>) is exported. On Windows the DLL's build
/// (ARGON2_BUILDING_DLL, set by meson.build) exports them; its users call them through the
/// import library.
#if defined(_WIN32) && defined(ARGON2_BUILDING_DLL)
#define ARGON2_API __attribute__((dllexport))
#elif defined(_WIN32)
#define ARGON2_API
#else
#define ARGON2_API __attribute__((visibility("default")))
#endif

/// The ABI version lives in an inline namespace so a future incompatible release can coexist
/// with this one in a process without ODR clashes.
#define ARGON2_BEGIN_NAMESPACE \
    namespace argon2 {         \
    inline namespace v1 {
/// Closes ARGON2_BEGIN_NAMESPACE.
#define ARGON2_END_NAMESPACE \
    }                        \
    }
