// <argon2/backend.hpp>: which block kernel runs, over the runtime's dispatch.
#include <argon2/backend.hpp>

#include "backend_table.hpp"
#include "src/engine/cpu_features.hpp"
#include "src/engine/dispatch.hpp"
#include "src/engine/salsa20_dispatch.hpp"

#include <array>

ARGON2_BEGIN_NAMESPACE

std::span<const backend_info> backends() noexcept {
    // A snapshot per thread, so a concurrent force_backend cannot tear a caller's view.
    thread_local std::array<backend_info, detail::max_backends> infos{};
    const detail::backend_entry* active = detail::active_backend_entry();
    std::size_t n = 0;
    for (const detail::backend_entry& b : detail::compiled_backends()) {
        infos[n++] = {b.name, detail::runnable(b), &b == active};
    }
    return std::span<const backend_info>(infos.data(), n);
}

std::string_view active_backend() noexcept {
    const detail::backend_entry* b = detail::active_backend_entry();
    return b ? b->name : "unavailable";
}

std::error_code force_backend(std::string_view name) noexcept {
    return detail::select_backend(name) ? std::error_code{}
                                        : make_error_code(errc::backend_unavailable);
}

std::span<const backend_info> salsa20_backends() noexcept {
    thread_local std::array<backend_info, detail::max_backends> infos{};
    const detail::salsa20_kernel* active = detail::active_salsa20_kernel();
    std::size_t n = 0;
    for (const detail::salsa20_kernel& k : detail::compiled_salsa20_kernels()) {
        if (n < infos.size()) infos[n++] = {k.name, k.supported(), &k == active};
    }
    return std::span<const backend_info>(infos.data(), n);
}

std::string_view active_salsa20_backend() noexcept {
    const detail::salsa20_kernel* k = detail::active_salsa20_kernel();
    return k ? k->name : "unavailable";
}

std::error_code force_salsa20_backend(std::string_view name) noexcept {
    return detail::select_salsa20_kernel(name) ? std::error_code{}
                                               : make_error_code(errc::backend_unavailable);
}

std::string_view cpu_features() noexcept { return detail::cpu_feature_names(); }

ARGON2_END_NAMESPACE
