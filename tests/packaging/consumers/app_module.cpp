// A consumer of `import argon2;`: the same program as app_header.cpp. Standard headers come
// before the import (libstdc++ otherwise reports conflicting declarations).
#include <cstdio>
#include <string>

import argon2;

int main() {
    if (argon2::library_version() != argon2::header_version) return 2;
    std::string encoded;
    const argon2::params p{argon2::algorithm::argon2id, argon2::version::v13, 1, 64, 1, 1, 32};
    if (auto ec = argon2::hash_encoded(p, "password", "somesalt", encoded)) {
        std::fprintf(stderr, "%s\n", ec.message().c_str());
        return 1;
    }
    std::printf("%s\n", encoded.c_str());
    return argon2::verify(encoded, "password") ? 1 : 0;
}
