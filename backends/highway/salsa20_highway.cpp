// The Highway Salsa20 family: the keystream, HSalsa20 and scrypt's ROMix compiled for every
// target Highway builds on this platform, in this one translation unit (as fill_highway.cpp
// does for the block kernel: hwy/foreach_target.h includes this file again per target, and
// HWY_EXPORT makes the table). Each target becomes a Salsa20 kernel of its own
// ("highway-avx2", ...), listed and forced like the others.

// Everything that is not per target comes first, outside the per-target region
// (backends/isa_namespace.hpp).
#include "backends/highway/highway_target_policy.hpp"

#include "backends/salsa20_kernel.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <type_traits>
#include <utility>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "backends/highway/salsa20_highway.cpp"
#include <hwy/foreach_target.h>  // must come before highway.h

#include <hwy/highway.h>

#undef ARGON2_ISA
#define ARGON2_ISA HWY_NAMESPACE
#define ARGON2_ISA_INLINE  // several ISA namespaces in one translation unit

HWY_BEFORE_NAMESPACE();
#if HWY_TARGET == HWY_EMU128 || HWY_TARGET == HWY_SCALAR
// Highway's fallback: only the tables' last slot, never listed (highway_targets.hpp), so the
// portable adapter. It is the last pass, so skipping the per-target headers unsettles no guard.
#include "backends/scalar/scalar_u32_vector.hpp"

#include "backends/generic/salsa20_stream.hpp"
#include "backends/generic/scrypt_romix.hpp"

ARGON2_BEGIN_ISA_NAMESPACE
template <std::size_t N>
using salsa20_vector = scalar_u32_vector<N>;
constexpr std::size_t salsa20_lanes = 4;
constexpr std::size_t salsa20_states = 1;
#else
#include "backends/highway/highway_u32_vector.hpp"

#include "backends/generic/salsa20_sliced.hpp"
#include "backends/generic/scrypt_romix.hpp"

ARGON2_BEGIN_ISA_NAMESPACE
template <std::size_t N>
using salsa20_vector = highway_u32_vector<N>;
constexpr std::size_t salsa20_lanes = highway_u32_lanes;
// States in lockstep: as backends/salsa20_table.txt's rows, by register count (32 on AVX3, NEON
// and SVE; 16 elsewhere).
#if HWY_TARGET == HWY_AVX3 || HWY_TARGET == HWY_AVX3_DL || HWY_TARGET == HWY_NEON || \
    HWY_TARGET == HWY_SVE2_128
constexpr std::size_t salsa20_states = 4;
#else
constexpr std::size_t salsa20_states = 3;
#endif
#endif  // HWY_TARGET == HWY_EMU128 || HWY_TARGET == HWY_SCALAR

// Not noexcept: HWY_EXPORT's tables take no noexcept function types (the entries add it).
void salsa20_xor_highway(std::uint32_t* state, unsigned rounds, const std::uint8_t* in,
                         std::uint8_t* out, std::size_t blocks) {
#if HWY_TARGET == HWY_EMU128 || HWY_TARGET == HWY_SCALAR
    salsa20_stream<salsa20_vector<salsa20_lanes>, salsa20_states>::xor_blocks(state, rounds / 2, in,
                                                                              out, blocks);
#else
    // Whole steps word-sliced first, as every vector row of backends/salsa20_table.txt does.
    salsa20_sliced_xor<salsa20_vector<salsa20_lanes>, salsa20_vector<salsa20_lanes>,
                       salsa20_states>(state, rounds / 2, in, out, blocks);
#endif
}

void hsalsa20_highway(const std::uint32_t* input, std::uint32_t* out) {
    hsalsa20<salsa20_vector<4>>(input, out);
}

void scrypt_romix_highway(std::uint8_t* b, std::size_t r, std::uint64_t n, std::uint32_t* v,
                          std::uint32_t* xy) {
#if HWY_ARCH_X86
    scrypt_romix_scalar(b, r, n, v, xy);  // as every x86 row: backends/salsa20_kernel.hpp
#else
    scrypt_romix<salsa20_vector<4>>::run(b, r, n, v, xy);
#endif
}

ARGON2_END_ISA_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "backends/highway/highway_targets.hpp"

namespace argon2::detail {

HWY_EXPORT(salsa20_xor_highway);
HWY_EXPORT(hsalsa20_highway);
HWY_EXPORT(scrypt_romix_highway);

namespace {

// Target T's functions, as the noexcept entry points dispatch holds: calls through the table.
template <std::int64_t T>
void xor_blocks(std::uint32_t* state, unsigned rounds, const std::uint8_t* in, std::uint8_t* out,
                std::size_t blocks) noexcept {
    HWY_DISPATCH_TABLE(salsa20_xor_highway)[highway_table_index(T)](state, rounds, in, out, blocks);
}

template <std::int64_t T>
void hsalsa20(const std::uint32_t* input, std::uint32_t* out) noexcept {
    HWY_DISPATCH_TABLE(hsalsa20_highway)[highway_table_index(T)](input, out);
}

template <std::int64_t T>
void romix(std::uint8_t* b, std::size_t r, std::uint64_t n, std::uint32_t* v,
           std::uint32_t* xy) noexcept {
    HWY_DISPATCH_TABLE(scrypt_romix_highway)[highway_table_index(T)](b, r, n, v, xy);
}

template <std::int64_t T>
bool supported() noexcept {
    return highway_supports(T);
}

template <std::int64_t T>
salsa20_kernel entry() noexcept {
    return {highway_backend_name(T), &xor_blocks<T>, &hsalsa20<T>, &romix<T>, &supported<T>};
}

}  // namespace

std::span<const salsa20_kernel> highway_salsa20_kernels() noexcept {
    static const auto all =
        highway_target_entries<salsa20_kernel>([]<std::int64_t T>() { return entry<T>(); });
    return all;
}

}  // namespace argon2::detail
#endif  // HWY_ONCE
