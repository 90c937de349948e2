#include "dispatch.hpp"

#include "cpu_checks.hpp"
#include "kernel_sets.hpp"
#include "preference_order.hpp"

#include <array>
#include <atomic>
#include <cstdlib>
#include <string_view>

namespace argon2::detail {

// Defined in the sets' translation units (backends/generic/kernel_set.cpp.in, one per row of
// backends/kernel_sets.txt), each compiled with its own ISA flags.
#define ARGON2_DECLARE_KERNEL_SET(id, name, check) \
    const kernel_functions& kernel_functions_##id() noexcept;
ARGON2_KERNEL_SETS(ARGON2_DECLARE_KERNEL_SET)
#undef ARGON2_DECLARE_KERNEL_SET
#define ARGON2_DECLARE_FAMILY(id) std::span<const kernel_set> id##_kernel_sets() noexcept;
ARGON2_KERNEL_SET_FAMILIES(ARGON2_DECLARE_FAMILY)
#undef ARGON2_DECLARE_FAMILY

namespace {

template <bool (*check)(const cpu_features&) noexcept>
bool detected() noexcept {
    return check(detected_cpu_features());
}

struct set_list {
    std::array<kernel_set, max_kernel_sets> entries{};
    std::size_t count = 0;

    void add(const kernel_set& s) noexcept {
        if (count < entries.size()) entries[count++] = s;
    }
};

// Dispatch takes the first of these that is compiled in and that the CPU runs (the order and
// its measurements: backends/kernel_sets.txt).
constexpr std::string_view preference[] = {ARGON2_DISPATCH_ORDER};

set_list make_set_list() noexcept {
    set_list list;
#define ARGON2_ADD_KERNEL_SET(id, name, check) \
    list.add({name, &detected<&cpu_checks::check>, kernel_functions_##id()});
    ARGON2_KERNEL_SETS(ARGON2_ADD_KERNEL_SET)
#undef ARGON2_ADD_KERNEL_SET
#define ARGON2_ADD_FAMILY(id) \
    for (const kernel_set& s : id##_kernel_sets()) list.add(s);
    ARGON2_KERNEL_SET_FAMILIES(ARGON2_ADD_FAMILY)
#undef ARGON2_ADD_FAMILY
    order_by_preference(std::span<kernel_set>(list.entries.data(), list.count), preference);
    return list;
}

std::span<const kernel_set> all_sets() noexcept {
    static const set_list list = make_set_list();
    return {list.entries.data(), list.count};
}

// Distinguishes "not chosen yet" from "the requested set cannot run".
const kernel_set unavailable_marker{"unavailable", nullptr, {}};

std::atomic<const kernel_set*> chosen{nullptr};

const kernel_set* find_runnable(std::string_view name) noexcept {
    for (const kernel_set& s : all_sets()) {
        if (name == s.name) return s.supported() ? &s : &unavailable_marker;
    }
    return &unavailable_marker;
}

// The list is in dispatch order: the first set this CPU runs (scalar runs everywhere).
const kernel_set* best_runnable() noexcept {
    for (const kernel_set& s : all_sets()) {
        if (s.supported()) return &s;
    }
    return &unavailable_marker;  // not reached: scalar is always compiled in
}

const kernel_set* choose_from_environment() noexcept {
    const char* forced = std::getenv("ARGON2_BACKEND");
    if (forced != nullptr && *forced != '\0') return find_runnable(forced);
    return best_runnable();
}

// Once, before a set is first chosen: a lone Salsa20 chain of the AVX2 and SSSE3 sets (add,
// shift, shift, or, xor a step on 4 lanes) ran faster than the scalar set's on AMD's Zen
// cores, slower on Intel's (docs/decisions.md#chains-by-cpu).
void place_chains() noexcept {
    static const bool placed = [] {
        set_chains_on_vectors(amd_cpu());
        return true;
    }();
    (void)placed;
}

}  // namespace

std::span<const kernel_set> compiled_kernel_sets() noexcept { return all_sets(); }

bool select_kernel_set(std::string_view name) noexcept {
    place_chains();
    const kernel_set* s = name.empty() ? best_runnable() : find_runnable(name);
    if (s == &unavailable_marker) return false;
    chosen.store(s, std::memory_order_relaxed);
    return true;
}

const kernel_set* active_kernel_set() noexcept {
    // Relaxed is enough: every candidate is immutable static data, and two threads racing on
    // the first use compute the same answer.
    const kernel_set* s = chosen.load(std::memory_order_relaxed);
    if (s == nullptr) {
        place_chains();
        s = choose_from_environment();
        const kernel_set* expected = nullptr;
        if (!chosen.compare_exchange_strong(expected, s, std::memory_order_relaxed)) s = expected;
    }
    return s == &unavailable_marker ? nullptr : s;
}

}  // namespace argon2::detail
