// The Highway backend: the segment loop, the round and the first blocks compiled for every
// target Highway builds on this platform, in this one translation unit, the way Highway means
// it: hwy/foreach_target.h includes this file again for each target in HWY_TARGETS, with
// HWY_NAMESPACE (and so ARGON2_ISA) naming that target, and HWY_EXPORT makes the table of
// the per-target functions. Each target becomes a backend of its own ("highway-avx2", ...)
// whose function is the table's entry for it, so dispatch and ARGON2_BACKEND can run any one
// of them; Highway's own choice (HWY_DYNAMIC_DISPATCH) is reported by
// argon2::diagnostics::highway_dispatch_target() (argon2 --info).

// Everything that is not per target comes first, outside the per-target region: included
// inside it, its inline functions would take the first target's ISA attributes
// (backends/isa_namespace.hpp).
#include "backends/highway/highway_target_policy.hpp"

#include "backends/backend_entry.hpp"
#include "backends/block_kernel.hpp"
#include "src/core/blake2b_constants.hpp"
#include "src/core/argon2_request.hpp"
#include "src/core/instance.hpp"
#include "src/core/secure.hpp"

#include <array>
#include <bit>
#include <concepts>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>
#include <type_traits>
#include <utility>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "backends/highway/fill_highway.cpp"
#include <hwy/foreach_target.h>  // must come before highway.h

#include <hwy/highway.h>

#undef ARGON2_ISA
#define ARGON2_ISA HWY_NAMESPACE
#define ARGON2_ISA_INLINE  // several ISA namespaces in one translation unit

HWY_BEFORE_NAMESPACE();
#if HWY_TARGET == HWY_EMU128 || HWY_TARGET == HWY_SCALAR
// Highway's fallback: only the tables' last slot, never listed (highway_targets.hpp), so the
// portable kernel. It is the last pass, so skipping the per-target headers unsettles no guard.
#include "backends/scalar/scalar_kernel.hpp"
#include "src/core/argon2_request.hpp"

#include "backends/generic/segment.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

void fill_segments_highway(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                           lane_set lanes) {
    fill_segments<scalar_kernel>(inst, pass, slice, lanes);
}

void first_blocks_highway(const std::uint8_t* h0, const instance& inst) {
    first_blocks_one_by_one(h0, inst);
}

#else
#include "backends/highway/highway_vector.hpp"

#include "backends/generic/first_blocks.hpp"
#include "backends/generic/round.hpp"
#include "backends/generic/segment.hpp"

ARGON2_BEGIN_ISA_NAMESPACE

// Not noexcept: HWY_EXPORT's tables take no noexcept function types (entry() below adds it).
void fill_segments_highway(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                           lane_set lanes) {
    fill_segments<vector_kernel<highway_u64> >(inst, pass, slice, lanes);
}

void first_blocks_highway(const std::uint8_t* h0, const instance& inst) {
    first_blocks<highway_u64>(h0, inst);
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
HWY_EXPORT(highway_target_name);

namespace {

// Target T's functions, as the noexcept entry points dispatch holds: calls through the table.
template <std::int64_t T>
void fill_segments(const instance& inst, std::uint32_t pass, std::uint32_t slice,
                   lane_set lanes) noexcept {
    HWY_DISPATCH_TABLE(fill_segments_highway)[highway_table_index(T)](inst, pass, slice, lanes);
}

template <std::int64_t T>
void first_blocks(const std::uint8_t* h0, const instance& inst) noexcept {
    HWY_DISPATCH_TABLE(first_blocks_highway)[highway_table_index(T)](h0, inst);
}

template <std::int64_t T>
bool supported() noexcept {
    return highway_supports(T);
}

template <std::int64_t T>
backend_entry entry() noexcept {
    return {highway_backend_name(T), &fill_segments<T>, &first_blocks<T>, &supported<T>};
}

}  // namespace

std::span<const backend_entry> highway_backends() noexcept {
    static const auto all =
        highway_target_entries<backend_entry>([]<std::int64_t T>() { return entry<T>(); });
    return all;
}

std::string_view highway_dispatch_target() noexcept {
    return HWY_DYNAMIC_DISPATCH(highway_target_name)();
}

}  // namespace argon2::detail
#endif  // HWY_ONCE
