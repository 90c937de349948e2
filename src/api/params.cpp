// <argon2/params.hpp>: params::validate(), the same checks a hash makes of its costs, and the
// presets by name.
#include <argon2/params.hpp>

#include "operations.hpp"

ARGON2_BEGIN_NAMESPACE

std::error_code params::validate() const noexcept { return detail::validate_params(*this); }

std::optional<params> profile(std::string_view name) noexcept {
    if (name == "rfc9106-first") return params::rfc9106_first();
    if (name == "rfc9106-second") return params::rfc9106_second();
    if (name == "owasp") return params::owasp();
    return std::nullopt;
}

ARGON2_END_NAMESPACE
