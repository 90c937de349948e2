// The C++ API through `import argon2;` alone: no argon2 header is included here.
#include "tests/support/boost_main.hpp"

#include <array>
#include <cstdint>
#include <string>

import argon2;

namespace {

BOOST_AUTO_TEST_CASE(module_exports_the_api) {
    // RFC 9106 section 5.3's Argon2id vector: 32 KiB, t=3, p=4, with secret and data.
    const std::array<std::uint8_t, 32> password = [] {
        std::array<std::uint8_t, 32> a{};
        a.fill(1);
        return a;
    }();
    const std::array<std::uint8_t, 16> salt = [] {
        std::array<std::uint8_t, 16> a{};
        a.fill(2);
        return a;
    }();
    const std::array<std::uint8_t, 8> secret = [] {
        std::array<std::uint8_t, 8> a{};
        a.fill(3);
        return a;
    }();
    const std::array<std::uint8_t, 12> ad = [] {
        std::array<std::uint8_t, 12> a{};
        a.fill(4);
        return a;
    }();
    argon2::params p{argon2::algorithm::argon2id, argon2::version::v13, 3, 32, 4, 4, 32};
    std::array<std::uint8_t, 32> tag{};
    BOOST_REQUIRE(!argon2::hash_raw(p, password, salt, tag, secret, ad));
    const std::array<std::uint8_t, 32> expected = {0x0d, 0x64, 0x0d, 0xf5, 0x8d, 0x78, 0x76, 0x6c,
                                                   0x08, 0xc0, 0x37, 0xa3, 0x4a, 0x8b, 0x53, 0xc9,
                                                   0xd0, 0x1e, 0xf0, 0x45, 0x2d, 0x75, 0xb6, 0x5e,
                                                   0xb5, 0x25, 0x20, 0xe9, 0x6b, 0x01, 0xe6, 0x59};
    BOOST_TEST(tag == expected);
}

BOOST_AUTO_TEST_CASE(module_exports_the_version) {
    BOOST_TEST(!argon2::header_version.empty());
    BOOST_TEST(argon2::library_version() == argon2::header_version);
}

BOOST_AUTO_TEST_CASE(module_errors_and_strings) {
    std::string encoded;
    const argon2::params p{argon2::algorithm::argon2i, argon2::version::v13, 2, 64, 1, 1, 16};
    BOOST_REQUIRE(!argon2::hash_password(p, "hunter2", encoded));
    BOOST_TEST(!argon2::verify(encoded, "hunter2"));
    const std::error_code ec = argon2::verify(encoded, "hunter3");
    BOOST_TEST(ec == argon2::errc::verify_mismatch);
    BOOST_TEST(ec.message() == "The password does not match the supplied hash");
    BOOST_TEST(!argon2::needs_rehash(encoded, p));
    argon2::hasher h(p);
    BOOST_TEST(!h.verify(encoded, "hunter2"));
    BOOST_TEST(argon2::to_string(argon2::algorithm::argon2id) == "argon2id");
    BOOST_TEST(!argon2::backends().empty());
}

}  // namespace

int main(int argc, char* argv[]) {
    return test_support::run_tests(argc, argv, &test_support::always_ready,
                                   &test_support::no_registration);
}
