// <argon2/backend.hpp>: which kernel set runs, over the engine's dispatch.
#include <argon2/backend.hpp>

#include "src/engine/cpu_features.hpp"
#include "src/engine/dispatch.hpp"

#include <array>

ARGON2_BEGIN_NAMESPACE

std::span<const backend_info> backends() noexcept {
    // A snapshot per thread, so a concurrent force_backend cannot tear a caller's view.
    thread_local std::array<backend_info, detail::max_kernel_sets> infos{};
    const detail::kernel_set* active = detail::active_kernel_set();
    std::size_t n = 0;
    for (const detail::kernel_set& s : detail::compiled_kernel_sets()) {
        infos[n++] = {s.name, s.supported(), &s == active};
    }
    return std::span<const backend_info>(infos.data(), n);
}

std::string_view active_backend() noexcept {
    const detail::kernel_set* s = detail::active_kernel_set();
    return s ? s->name : "unavailable";
}

std::error_code force_backend(std::string_view name) noexcept {
    return detail::select_kernel_set(name) ? std::error_code{}
                                           : make_error_code(errc::backend_unavailable);
}

std::string_view cpu_features() noexcept { return detail::cpu_feature_names(); }

ARGON2_END_NAMESPACE
