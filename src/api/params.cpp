// <argon2/params.hpp>: params::validate(), the same checks a hash makes of its costs.
#include <argon2/params.hpp>

#include "operations.hpp"

ARGON2_BEGIN_NAMESPACE

std::error_code params::validate() const noexcept { return detail::validate_params(*this); }

ARGON2_END_NAMESPACE
