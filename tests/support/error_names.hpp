// "ARGON2_DECODING_FAIL" -> -32, for tables that name codes.
#pragma once

#include <argon2.h>

#include <map>
#include <stdexcept>
#include <string>

namespace test_support {

inline int code_named(const std::string& name) {
    static const std::map<std::string, int> codes = {
        {"ARGON2_OK", ARGON2_OK},
        {"ARGON2_SALT_TOO_SHORT", ARGON2_SALT_TOO_SHORT},
        {"ARGON2_DECODING_FAIL", ARGON2_DECODING_FAIL},
        {"ARGON2_VERIFY_MISMATCH", ARGON2_VERIFY_MISMATCH},
        {"ARGON2_OUTPUT_TOO_SHORT", ARGON2_OUTPUT_TOO_SHORT},
        {"ARGON2_MEMORY_TOO_LITTLE", ARGON2_MEMORY_TOO_LITTLE},
        {"ARGON2_INCORRECT_TYPE", ARGON2_INCORRECT_TYPE},
    };
    const auto it = codes.find(name);
    if (it == codes.end()) throw std::runtime_error("unknown error name " + name);
    return it->second;
}

}  // namespace test_support
