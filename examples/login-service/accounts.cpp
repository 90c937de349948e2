#include "accounts.hpp"

#include <stdexcept>

namespace login_service {

namespace {

bool valid_name(std::string_view name) {
    if (name.empty() || name.size() > 64) return false;
    for (const char c : name) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                        (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
        if (!ok) return false;
    }
    return true;
}

bool valid_password(std::string_view password) {
    return !password.empty() && password.size() <= 1024;
}

bool is_busy(const std::error_code& ec) {
    return ec == argon2::errc::memory_budget_exceeded || ec == argon2::errc::busy;
}

[[noreturn]] void fail(const char* what, const std::error_code& ec) {
    throw std::runtime_error(std::string(what) + ": " + ec.message());
}

}  // namespace

accounts::accounts(const argon2::params& policy) : policy_(policy) {
    if (const std::error_code ec = argon2::hash_password(policy_, "decoy", decoy_))
        fail("the decoy hash", ec);
}

outcome accounts::register_user(user_store& store, std::string_view name,
                                std::string_view password) const {
    if (!valid_name(name) || !valid_password(password)) return outcome::invalid_request;
    std::string encoded;
    if (const std::error_code ec = argon2::hash_password(policy_, password, encoded)) {
        if (is_busy(ec)) return outcome::busy;
        fail("hash_password", ec);
    }
    return store.add(name, encoded) ? outcome::created : outcome::name_taken;
}

outcome accounts::login(user_store& store, std::string_view name, std::string_view password) const {
    if (!valid_name(name) || !valid_password(password)) return outcome::invalid_request;
    const std::optional<std::string> stored = store.password_of(name);
    const std::error_code ec = argon2::verify_accepting_scrypt(stored ? *stored : decoy_, password);
    if (is_busy(ec)) return outcome::busy;
    if (!stored || ec == argon2::errc::verify_mismatch) return outcome::wrong_credentials;
    if (ec) fail("verify", ec);  // a row the service did not write

    if (!argon2::needs_rehash(*stored, policy_)) return outcome::logged_in;
    std::string fresh;
    if (const std::error_code rehash = argon2::hash_password(policy_, password, fresh)) {
        // The password was right: the login succeeds, and the next one migrates the row.
        if (is_busy(rehash)) return outcome::logged_in;
        fail("hash_password", rehash);
    }
    return store.replace(name, *stored, fresh) ? outcome::logged_in_rehashed : outcome::logged_in;
}

}  // namespace login_service
