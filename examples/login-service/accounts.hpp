// Registration and login over the store: what the HTTP handlers call. A login verifies Argon2
// and older scrypt strings; when the string was not made under today's policy (needs_rehash:
// other costs, or scrypt) it hashes the password again and replaces the row, in one
// transaction with the check that the row still holds the string it verified. An unknown user costs
// a verification too, so that the time of an answer does not tell which names exist.
#pragma once

#include "user_store.hpp"

#include <argon2/argon2.hpp>

#include <string>
#include <string_view>

namespace login_service {

enum class outcome {
    created,             // 201
    name_taken,          // 409
    logged_in,           // 200
    logged_in_rehashed,  // 200, the row now holds the policy's Argon2id string
    wrong_credentials,   // 401: unknown user or wrong password, alike
    invalid_request,     // 400
    busy,                // 503 with Retry-After: the memory governor refused or timed out
};

class accounts {
public:
    // `policy`: what new and rehashed strings are made with.
    explicit accounts(const argon2::params& policy);

    outcome register_user(user_store& store, std::string_view name,
                          std::string_view password) const;
    outcome login(user_store& store, std::string_view name, std::string_view password) const;

    const argon2::params& policy() const { return policy_; }

private:
    argon2::params policy_;
    std::string decoy_;  // verified against for unknown users
};

}  // namespace login_service
