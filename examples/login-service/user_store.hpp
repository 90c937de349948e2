// The users table in SQLite: name and password string (Argon2id PHC, or an older scrypt
// string on its way to Argon2id). One connection per thread (SQLite's rule for sharing
// nothing), in WAL mode so that logins read while a registration or a rehash writes. No
// transaction is held while a hash runs: a login reads its row, verifies and rehashes, then
// writes with a compare-and-swap.
#pragma once

#include <sqlite3.h>

#include <optional>
#include <string>
#include <string_view>

namespace login_service {

class user_store {
public:
    // Opens (creating if needed) the database at `path`; throws std::runtime_error if it cannot.
    explicit user_store(const std::string& path);
    ~user_store();
    user_store(const user_store&) = delete;
    user_store& operator=(const user_store&) = delete;

    // false if the name is taken.
    bool add(std::string_view name, std::string_view password_string);

    // The user's password string, or nothing for an unknown user.
    std::optional<std::string> password_of(std::string_view name);

    // Replaces the user's string with `fresh` if it still is `verified`, the string the caller
    // checked the password against: the comparison and the write are one transaction (one
    // UPDATE), so a rehash never overwrites what another login or a password change wrote
    // since. false if the row had changed.
    bool replace(std::string_view name, std::string_view verified, std::string_view fresh);

private:
    void exec(const char* sql);
    sqlite3* db_ = nullptr;
    std::string path_;
};

}  // namespace login_service
