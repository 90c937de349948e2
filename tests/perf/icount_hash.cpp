// The fixed hash whose instruction count the callgrind regression net watches:
// argon2id, 256 KiB, t=2, p=1, through the C++ API, on the backend ARGON2_BACKEND names (or
// the dispatched one). Prints the backend and the tag.
#include <argon2/argon2.hpp>

#include <array>
#include <cstdio>

int main() {
    const argon2::params p{argon2::algorithm::argon2id, argon2::version::v13, 2, 256, 1, 1, 32};
    std::array<std::uint8_t, 32> tag{};
    if (auto ec = argon2::hash_raw(p, "instruction count", "fixed salt 16 B", tag)) {
        std::fprintf(stderr, "%s\n", ec.message().c_str());
        return 1;
    }
    std::printf("%.*s ", static_cast<int>(argon2::active_backend().size()),
                argon2::active_backend().data());
    for (std::uint8_t b : tag) std::printf("%02x", b);
    std::printf("\n");
    return 0;
}
