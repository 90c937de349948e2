#include <argon2/errc.hpp>

#include <string>

ARGON2_BEGIN_NAMESPACE

namespace {

class category final : public std::error_category {
public:
    const char* name() const noexcept override { return "argon2"; }
    std::string message(int code) const override { return error_message(code); }
};

}  // namespace

const std::error_category& error_category() noexcept {
    static const category instance;
    return instance;
}

ARGON2_END_NAMESPACE
