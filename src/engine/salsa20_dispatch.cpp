#include "salsa20_dispatch.hpp"

#include "backend_table.hpp"
#include "cpu_checks.hpp"
#include "preference_order.hpp"

#include <array>
#include <atomic>
#include <cstdlib>

namespace argon2::detail {

// Defined in backends/generic/salsa20_vector.cpp, compiled once per table row.
#define ARGON2_DECLARE_SALSA20_KERNEL(id, name, check)                                  \
    void salsa20_xor_##id(std::uint32_t*, unsigned, const std::uint8_t*, std::uint8_t*, \
                          std::size_t) noexcept;                                        \
    void hsalsa20_##id(const std::uint32_t*, std::uint32_t*) noexcept;                  \
    void scrypt_romix_##id(std::uint8_t*, std::size_t, std::uint64_t, std::uint32_t*,   \
                           std::uint32_t*) noexcept;
ARGON2_SALSA20_KERNELS(ARGON2_DECLARE_SALSA20_KERNEL)
#undef ARGON2_DECLARE_SALSA20_KERNEL
#define ARGON2_DECLARE_SALSA20_FAMILY(id) \
    std::span<const salsa20_kernel> id##_salsa20_kernels() noexcept;
ARGON2_SALSA20_FAMILIES(ARGON2_DECLARE_SALSA20_FAMILY)
#undef ARGON2_DECLARE_SALSA20_FAMILY

namespace {

template <bool (*check)(const cpu_features&) noexcept>
bool detected() noexcept {
    return check(detected_cpu_features());
}

struct kernel_list {
    std::array<salsa20_kernel, 32> entries{};
    std::size_t count = 0;

    void add(const salsa20_kernel& k) noexcept {
        if (count < entries.size()) entries[count++] = k;
    }
};

// Dispatch takes the first of these that is compiled in and that the CPU runs.
constexpr std::string_view preference[] = {ARGON2_SALSA20_DISPATCH_ORDER};

// Every compiled kernel, best first.
kernel_list make_kernel_list() noexcept {
    kernel_list list;
#define ARGON2_ADD_SALSA20_KERNEL(id, name, check)                         \
    list.add({name, &salsa20_xor_##id, &hsalsa20_##id, &scrypt_romix_##id, \
              &detected<&cpu_checks::check>});
    ARGON2_SALSA20_KERNELS(ARGON2_ADD_SALSA20_KERNEL)
#undef ARGON2_ADD_SALSA20_KERNEL
#define ARGON2_ADD_SALSA20_FAMILY(id) \
    for (const salsa20_kernel& k : id##_salsa20_kernels()) list.add(k);
    ARGON2_SALSA20_FAMILIES(ARGON2_ADD_SALSA20_FAMILY)
#undef ARGON2_ADD_SALSA20_FAMILY
    order_by_preference(std::span<salsa20_kernel>(list.entries.data(), list.count), preference);
    return list;
}

std::span<const salsa20_kernel> all_kernels() noexcept {
    static const kernel_list list = make_kernel_list();
    return {list.entries.data(), list.count};
}

const salsa20_kernel unavailable_marker{"unavailable", nullptr, nullptr, nullptr, nullptr};

std::atomic<const salsa20_kernel*> chosen{nullptr};

const salsa20_kernel* find_runnable(std::string_view name) noexcept {
    for (const salsa20_kernel& k : all_kernels()) {
        if (name == k.name) return k.supported() ? &k : &unavailable_marker;
    }
    return &unavailable_marker;
}

const salsa20_kernel* best_runnable() noexcept {
    for (std::string_view name : preference) {
        for (const salsa20_kernel& k : all_kernels()) {
            if (name == k.name && k.supported()) return &k;
        }
    }
    return find_runnable("scalar");  // not reached: scalar runs everywhere
}

}  // namespace

std::span<const salsa20_kernel> compiled_salsa20_kernels() noexcept { return all_kernels(); }

bool select_salsa20_kernel(std::string_view name) noexcept {
    const salsa20_kernel* k = name.empty() ? best_runnable() : find_runnable(name);
    if (k == &unavailable_marker) return false;
    chosen.store(k, std::memory_order_relaxed);
    return true;
}

const salsa20_kernel* active_salsa20_kernel() noexcept {
    // Relaxed is enough: every candidate is immutable static data, and two threads racing on
    // the first use compute the same answer.
    const salsa20_kernel* k = chosen.load(std::memory_order_relaxed);
    if (k == nullptr) {
        const char* forced = std::getenv("ARGON2_SALSA20_BACKEND");
        k = forced != nullptr && *forced != '\0' ? find_runnable(forced) : best_runnable();
        const salsa20_kernel* expected = nullptr;
        if (!chosen.compare_exchange_strong(expected, k, std::memory_order_relaxed)) k = expected;
    }
    return k == &unavailable_marker ? nullptr : k;
}

}  // namespace argon2::detail
