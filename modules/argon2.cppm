// The module interface: `import argon2;`.
//
// It compiles the public header's text, with every ARGON2_EXPORT-marked declaration
// exported, so the header and the module cannot drift apart (fmtlib/fmt:src/fmt.cc does the
// same). The declarations are attached to the global module (extern "C++"), so they name the
// very symbols that libargon2 defines and a program may mix `import argon2;` in one file with
// `#include <argon2/argon2.hpp>` in another.
//
// Installed as source (<datadir>/argon2/module/argon2.cppm): a compiled module only loads
// under the flags it was built with, so every consumer's build compiles this file itself
// (CMake's argon2::module, the pkg-config variable module_interface). The library carries
// the module's initializer, so what they compile is the interface alone.
module;

// Global module fragment: every standard header the API uses, included once here so the
// header's own #includes below are no-ops inside the module purview.
#include <chrono>
#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>

export module argon2;

#define ARGON2_MODULE_INTERFACE 1
// Including in the purview is the point here (one source of truth), so the warning against it
// is silenced for this one include: consumers compile this file in their own builds.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Winclude-angled-in-module-purview"
extern "C++" {
#include <argon2/argon2.hpp>
}
#pragma clang diagnostic pop
