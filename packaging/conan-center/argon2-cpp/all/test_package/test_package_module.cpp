// `import argon2;` where the package offers argon2::module (clang, CMake 3.28+, Ninja). Standard
// headers come before the import (libstdc++ otherwise reports conflicting declarations).
#include <cstdio>
#include <string>

import argon2;

int main() {
    const argon2::params p{argon2::algorithm::argon2id, argon2::version::v13, 2, 1024, 1, 1, 32};
    std::string encoded;
    if (auto ec = argon2::hash_encoded(p, "password", "somesalt", encoded)) {
        std::printf("hash_encoded: %s\n", ec.message().c_str());
        return 1;
    }
    const auto ec = argon2::verify(encoded, "password");
    std::printf("%s: %s\n", encoded.c_str(), ec ? ec.message().c_str() : "verified");
    return ec ? 1 : 0;
}
