// library_version(): the release compiled into this library, from the same generated header
// that programs compile against.
#include <argon2/version.hpp>

ARGON2_BEGIN_NAMESPACE

std::string_view library_version() noexcept { return ARGON2_CPP_VERSION_STRING; }

ARGON2_END_NAMESPACE
