#include "dispatch.hpp"

#include <argon2/backend.hpp>

#include <array>
#include <atomic>
#include <cstdlib>

namespace argon2::detail {

// Defined in backends/<isa>/fill_*.cpp, each compiled with its own ISA flags.
extern const backend_entry scalar_backend;

namespace {

const std::array<const backend_entry*, 1> registry = {
    &scalar_backend,
};

// Distinguishes "not chosen yet" from "the requested backend cannot run".
const backend_entry unavailable_marker{"unavailable", nullptr, nullptr};

std::atomic<const backend_entry*> chosen{nullptr};

const backend_entry* find_runnable(std::string_view name) noexcept {
    for (const backend_entry* b : registry) {
        if (name == b->name) return b->runs_on(detected_cpu_features()) ? b : &unavailable_marker;
    }
    return &unavailable_marker;
}

const backend_entry* best_runnable() noexcept {
    for (const backend_entry* b : registry) {
        if (b->runs_on(detected_cpu_features())) return b;
    }
    return &scalar_backend;  // runs everywhere
}

const backend_entry* choose_from_environment() noexcept {
    const char* forced = std::getenv("ARGON2_BACKEND");
    if (forced != nullptr && *forced != '\0') return find_runnable(forced);
    return best_runnable();
}

}  // namespace

std::span<const backend_entry> compiled_backends() noexcept {
    static const auto entries = [] {
        std::array<backend_entry, registry.size()> copy{};
        for (std::size_t i = 0; i < registry.size(); ++i) copy[i] = *registry[i];
        return copy;
    }();
    return entries;
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

ARGON2_BEGIN_NAMESPACE

std::span<const backend_info> backends() noexcept {
    using namespace detail;
    // A snapshot per thread, so a concurrent force_backend cannot tear a caller's view.
    thread_local std::array<backend_info, registry.size()> infos{};
    const backend_entry* active = active_backend_entry();
    for (std::size_t i = 0; i < registry.size(); ++i) {
        infos[i] = {registry[i]->name, registry[i]->runs_on(detected_cpu_features()),
                    registry[i] == active};
    }
    return infos;
}

std::string_view active_backend() noexcept {
    const detail::backend_entry* b = detail::active_backend_entry();
    return b ? b->name : "unavailable";
}

std::error_code force_backend(std::string_view name) noexcept {
    using namespace detail;
    const backend_entry* b = name.empty() ? best_runnable() : find_runnable(name);
    if (b == &unavailable_marker) return errc::backend_unavailable;
    chosen.store(b, std::memory_order_relaxed);
    return {};
}

std::string_view cpu_features() noexcept { return detail::cpu_feature_names(); }

ARGON2_END_NAMESPACE
