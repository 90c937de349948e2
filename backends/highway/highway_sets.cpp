// The Highway family: a kernel set per target Highway builds on this platform, all in this one
// translation unit, the way Highway means it: hwy/foreach_target.h includes this file again for
// each target in HWY_TARGETS, with HWY_NAMESPACE (and so ARGON2_ISA) naming that target, and
// HWY_EXPORT makes the tables of the per-target functions. Each target becomes a kernel set of
// its own ("highway-avx2", ...) whose functions are the tables' entries for it, so dispatch and
// ARGON2_BACKEND can run any one of them; Highway's own choice (HWY_DYNAMIC_DISPATCH) is
// reported by argon2::diagnostics::highway_dispatch_target() (argon2 --info).

// Everything that is not per target comes first, outside the per-target region: included
// inside it, its inline functions would take the first target's ISA attributes
// (backends/isa_namespace.hpp).
#include "backends/highway/highway_target_policy.hpp"

#include "backends/block_kernel.hpp"
#include "backends/kernel_set.hpp"
#include "src/core/argon2_request.hpp"
#include "src/core/blake2b_constants.hpp"
#include "src/core/instance.hpp"
#include "src/core/secure.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>
#include <type_traits>
#include <utility>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "backends/highway/highway_sets.cpp"
#include <hwy/foreach_target.h>  // must come before highway.h

#include <hwy/highway.h>

#undef ARGON2_ISA
#define ARGON2_ISA HWY_NAMESPACE
#define ARGON2_ISA_INLINE  // several ISA namespaces in one translation unit

HWY_BEFORE_NAMESPACE();
#if HWY_TARGET == HWY_EMU128 || HWY_TARGET == HWY_SCALAR
// Highway's fallback: only the tables' last slot, never listed (highway_targets.hpp), so the
// portable kernels. It is the last pass, so skipping the per-target headers unsettles no guard.
#include "backends/scalar/scalar_kernel.hpp"

#include "backends/generic/segment.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// Not noexcept: HWY_EXPORT's tables take no noexcept function types (the entries add it).
void fill_segments_highway(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                           lane_set lanes, segment_claims* claims) {
    fill_segments<scalar_kernel>(inst, pass, slice, lanes, claims);
}

void first_blocks_highway(const std::uint8_t* h0, const instance& inst) {
    first_blocks_one_by_one(h0, inst);
}

void salsa20_xor_highway(std::uint32_t* state, unsigned rounds, const std::uint8_t* in,
                         std::uint8_t* out, std::size_t blocks) {
    salsa20_xor_scalar(state, rounds, in, out, blocks);
}

void hsalsa20_highway(const std::uint32_t* input, std::uint32_t* out) {
    hsalsa20_scalar(input, out);
}

void scrypt_romix_highway(std::uint8_t* b, std::size_t r, std::uint64_t n, std::uint32_t* v,
                          std::uint32_t* xy) {
    scrypt_romix_scalar(b, r, n, v, xy);
}

#else
#include "backends/highway/highway_set.hpp"

#include "backends/generic/kernel_set_functions.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

using highway_set = kernel_set_functions<kernel_set_description>;

// Not noexcept: HWY_EXPORT's tables take no noexcept function types (the entries add it).
void fill_segments_highway(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                           lane_set lanes, segment_claims* claims) {
    highway_set::fill(inst, pass, slice, lanes, claims);
}

void first_blocks_highway(const std::uint8_t* h0, const instance& inst) {
    highway_set::first_blocks_side_by_side(h0, inst);
}

void salsa20_xor_highway(std::uint32_t* state, unsigned rounds, const std::uint8_t* in,
                         std::uint8_t* out, std::size_t blocks) {
    highway_set::salsa20_xor(state, rounds, in, out, blocks);
}

void hsalsa20_highway(const std::uint32_t* input, std::uint32_t* out) {
    highway_set::hsalsa20_block(input, out);
}

void scrypt_romix_highway(std::uint8_t* b, std::size_t r, std::uint64_t n, std::uint32_t* v,
                          std::uint32_t* xy) {
    highway_set::romix(b, r, n, v, xy);
}

#endif  // HWY_TARGET == HWY_EMU128 || HWY_TARGET == HWY_SCALAR

const char* highway_target_name() { return hwy::TargetName(HWY_TARGET); }

ARGON2_END_ISA_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "backends/highway/highway_targets.hpp"

namespace argon2::detail {

HWY_EXPORT(fill_segments_highway);
HWY_EXPORT(first_blocks_highway);
HWY_EXPORT(salsa20_xor_highway);
HWY_EXPORT(hsalsa20_highway);
HWY_EXPORT(scrypt_romix_highway);
HWY_EXPORT(highway_target_name);

namespace {

// Target T's functions, as the noexcept entry points dispatch holds: calls through the tables.
template <std::int64_t T>
void fill_segments(const instance& inst, std::uint32_t pass, std::uint32_t slice, lane_set lanes,
                   segment_claims* claims) noexcept {
    HWY_DISPATCH_TABLE(fill_segments_highway)
    [highway_table_index(T)](inst, pass, slice, lanes, claims);
}

template <std::int64_t T>
void first_blocks(const std::uint8_t* h0, const instance& inst) noexcept {
    HWY_DISPATCH_TABLE(first_blocks_highway)[highway_table_index(T)](h0, inst);
}

template <std::int64_t T>
void salsa20_xor(std::uint32_t* state, unsigned rounds, const std::uint8_t* in, std::uint8_t* out,
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
kernel_set entry() noexcept {
    return {highway_backend_name(T),
            &supported<T>,
            {&fill_segments<T>, &first_blocks<T>, &salsa20_xor<T>, &hsalsa20<T>, &romix<T>}};
}

}  // namespace

std::span<const kernel_set> highway_kernel_sets() noexcept {
    static const auto all =
        highway_target_entries<kernel_set>([]<std::int64_t T>() { return entry<T>(); });
    return all;
}

std::string_view highway_dispatch_target() noexcept {
    return HWY_DYNAMIC_DISPATCH(highway_target_name)();
}

}  // namespace argon2::detail
#endif  // HWY_ONCE
