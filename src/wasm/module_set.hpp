// The kernel set a build of the module runs (src/wasm/meson.build sets ARGON2_WASM_SIMD128):
// SIMD128, or the portable set for engines without it.
#pragma once

#if ARGON2_WASM_SIMD128
#include "backends/sets/wasm_simd128.hpp"
#else
#include "backends/sets/scalar.hpp"
#endif
