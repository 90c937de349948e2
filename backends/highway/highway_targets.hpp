// How a Highway target becomes one of our backends: its name and where HWY_EXPORT's table
// keeps its function. Shared by the kernel sets (highway_sets.cpp) and the kernel loop
// (bench/kernel_loop/highway_loop.cpp), in their HWY_ONCE part.
#pragma once

#include "kernel_sets.hpp"

#include <hwy/highway.h>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

namespace argon2::detail {

// Every target compiled into this translation unit that becomes a backend, best first
// (Highway's lowest bit is its best). Not Highway's fallback, EMU128 (or SCALAR where EMU128 is
// broken, GCC before 12.3): portable C++ for every lane operation, it ran four times slower
// than the scalar backend (docs/decisions.md#highway-fallback), and clang took
// minutes to compile the round for it; SCALAR lacks the lane moves. The tables' fallback slot
// holds the portable kernel instead, which the scalar backend already is.
inline constexpr std::int64_t highway_fallback_targets = HWY_EMU128 | HWY_SCALAR;

template <class F>
constexpr void for_each_highway_target(F&& f) {
    for (std::int64_t rest = HWY_TARGETS & ~highway_fallback_targets; rest != 0; rest &= rest - 1) {
        f(rest & -rest);
    }
}

constexpr std::size_t highway_target_count() {
    std::size_t n = 0;
    for_each_highway_target([&](std::int64_t) { ++n; });
    return n;
}

// The n-th of them (from 0), best first.
constexpr std::int64_t nth_highway_target(std::size_t n) {
    std::int64_t found = 0;
    std::size_t k = 0;
    for_each_highway_target([&](std::int64_t t) {
        if (k++ == n) found = t;
    });
    return found;
}

// One Entry per target, best first: make.template operator()<T>() for each target T.
template <class Entry, class Make>
auto highway_target_entries(Make make) noexcept {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
        return std::array<Entry, sizeof...(I)> {
            make.template operator()<nth_highway_target(I)>()...
        };
    }(std::make_index_sequence<highway_target_count()>());
}

// The position of target `t`'s function in an HWY_EXPORT table: Highway's own mapping
// (hwy/targets.h, ChosenTarget), the fallback (EMU128 or SCALAR) in the last slot. Where only
// one target is compiled (aarch64 without SVE, wasm32), the table has that one entry
// (hwy/highway.h).
constexpr std::size_t highway_table_index(std::int64_t t) noexcept {
    if constexpr ((HWY_TARGETS & (HWY_TARGETS - 1)) == 0) return 0;
    const std::int64_t bit = (t & (HWY_EMU128 | HWY_SCALAR)) != 0 ? HWY_CHOSEN_TARGET_MASK_SCALAR
                                                                  : HWY_CHOSEN_TARGET_SHIFT(t);
    return static_cast<std::size_t>(std::countr_zero(static_cast<std::uint64_t>(bit)));
}

// One naming scheme on every platform: "highway-" and Highway's name in lower case, from the
// table's `target` lines (kernel_sets.hpp).
constexpr const char* highway_backend_name(std::int64_t t) noexcept {
#define ARGON2_HIGHWAY_NAME_OF(bit, name) \
    if (t == (bit)) return name;
    ARGON2_HIGHWAY_TARGET_NAMES(ARGON2_HIGHWAY_NAME_OF)
#undef ARGON2_HIGHWAY_NAME_OF
    return "highway-unknown";
}

// A Highway that compiles a target the table does not name stops the build here: the target
// either becomes a backend (a `target` line in kernel_sets.txt) or is left out by
// highway_target_policy.hpp.
static_assert(
    [] {
        bool named = true;
        for_each_highway_target([&](std::int64_t t) {
            named = named && std::string_view(highway_backend_name(t)) != "highway-unknown";
        });
        return named;
    }(),
    "a Highway target compiled here has no backend name (highway_target_policy.hpp)");

// Whether this CPU runs target `t`: Highway's own CPU (and OS) check.
inline bool highway_supports(std::int64_t t) noexcept { return (hwy::SupportedTargets() & t) != 0; }

}  // namespace argon2::detail
