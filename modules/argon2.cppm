// The module interface: `import argon2;`.
//
// It compiles the public header's text, with every ARGON2_EXPORT-marked declaration
// exported, so the header and the module cannot drift apart ({fmt}'s src/fmt.cc does the
// same). The declarations are attached to the global module (extern "C++"), so they name the
// very symbols that libargon2 defines and a program may mix `import argon2;` in one file with
// `#include <argon2/argon2.hpp>` in another.
module;

// Global module fragment: every standard header the API uses, included once here so the
// header's own #includes below are no-ops inside the module purview.
#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>

export module argon2;

#define ARGON2_MODULE_INTERFACE 1
extern "C++" {
#include <argon2/argon2.hpp>
}
