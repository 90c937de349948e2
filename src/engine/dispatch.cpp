#include "dispatch.hpp"

#include "backend_table.hpp"
#include "cpu_checks.hpp"
#include "preference_order.hpp"

#include <array>
#include <atomic>
#include <cstdlib>
#include <string_view>

namespace argon2::detail {

// Defined in backends/*/fill_*.cpp, each compiled with its own ISA flags: the segment loop and
// (except scalar) the first blocks, both over that backend's vector type.
void fill_segments_scalar(const instance&, std::uint32_t, std::uint32_t, lane_set) noexcept;
#define ARGON2_DECLARE_VECTOR_BACKEND(id, name, check)                                         \
    void fill_segments_##id(const instance&, std::uint32_t, std::uint32_t, lane_set) noexcept; \
    void first_blocks_##id(const std::uint8_t*, const instance&) noexcept;
ARGON2_VECTOR_BACKENDS(ARGON2_DECLARE_VECTOR_BACKEND)
#undef ARGON2_DECLARE_VECTOR_BACKEND
#define ARGON2_DECLARE_FAMILY(id) std::span<const backend_entry> id##_backends() noexcept;
ARGON2_BACKEND_FAMILIES(ARGON2_DECLARE_FAMILY)
#undef ARGON2_DECLARE_FAMILY

namespace {

template <bool (*check)(const cpu_features&) noexcept>
bool detected() noexcept {
    return check(detected_cpu_features());
}

struct backend_list {
    std::array<backend_entry, max_backends> entries{};
    std::size_t count = 0;

    void add(const backend_entry& b) noexcept {
        if (count < entries.size()) entries[count++] = b;
    }
};

// Dispatch takes the first of these that is compiled in and that the CPU runs (the order and
// its measurements: backends/backend_table.txt).
constexpr std::string_view preference[] = {ARGON2_DISPATCH_ORDER};

// Every compiled backend, best first (argon2 --backends).
backend_list make_backend_list() noexcept {
    backend_list list;
#define ARGON2_ADD_VECTOR_BACKEND(id, name, check) \
    list.add({name, &fill_segments_##id, &first_blocks_##id, &detected<&cpu_checks::check>});
    ARGON2_VECTOR_BACKENDS(ARGON2_ADD_VECTOR_BACKEND)
#undef ARGON2_ADD_VECTOR_BACKEND
#define ARGON2_ADD_FAMILY(id) \
    for (const backend_entry& b : id##_backends()) list.add(b);
    ARGON2_BACKEND_FAMILIES(ARGON2_ADD_FAMILY)
#undef ARGON2_ADD_FAMILY
    list.add({"scalar", &fill_segments_scalar, nullptr, &detected<&cpu_checks::any>});
    order_by_preference(std::span<backend_entry>(list.entries.data(), list.count), preference);
    return list;
}

std::span<const backend_entry> all_backends() noexcept {
    static const backend_list list = make_backend_list();
    return {list.entries.data(), list.count};
}

// Distinguishes "not chosen yet" from "the requested backend cannot run".
const backend_entry unavailable_marker{"unavailable", nullptr, nullptr, nullptr};

std::atomic<const backend_entry*> chosen{nullptr};

const backend_entry* find_runnable(std::string_view name) noexcept {
    for (const backend_entry& b : all_backends()) {
        if (name == b.name) return b.supported() ? &b : &unavailable_marker;
    }
    return &unavailable_marker;
}

const backend_entry* best_runnable() noexcept {
    for (std::string_view name : preference) {
        for (const backend_entry& b : all_backends()) {
            if (name == b.name && b.supported()) return &b;
        }
    }
    return find_runnable("scalar");  // not reached: scalar runs everywhere
}

const backend_entry* choose_from_environment() noexcept {
    const char* forced = std::getenv("ARGON2_BACKEND");
    if (forced != nullptr && *forced != '\0') return find_runnable(forced);
    return best_runnable();
}

}  // namespace

std::span<const backend_entry> compiled_backends() noexcept { return all_backends(); }

bool runnable(const backend_entry& b) noexcept { return b.supported(); }

bool select_backend(std::string_view name) noexcept {
    const backend_entry* b = name.empty() ? best_runnable() : find_runnable(name);
    if (b == &unavailable_marker) return false;
    chosen.store(b, std::memory_order_relaxed);
    return true;
}

const backend_entry* active_backend_entry() noexcept {
    // Relaxed is enough: every candidate is immutable static data, and two threads racing on
    // the first use compute the same answer.
    const backend_entry* b = chosen.load(std::memory_order_relaxed);
    if (b == nullptr) {
        b = choose_from_environment();
        const backend_entry* expected = nullptr;
        if (!chosen.compare_exchange_strong(expected, b, std::memory_order_relaxed)) b = expected;
    }
    return b == &unavailable_marker ? nullptr : b;
}

}  // namespace argon2::detail
