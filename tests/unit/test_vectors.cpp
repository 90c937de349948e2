// The reference test-suite's vectors (tests/data/vectors-hash.tsv, 26 hashes with their PHC
// strings, and vectors-verify-errors.tsv, 8 malformed or mismatching strings), through both
// the C++ API and the C ABI.
#include "tests/support/boost_main.hpp"
#include "tests/support/error_names.hpp"
#include "tests/support/test_data.hpp"

#include <argon2.h>
#include <argon2/argon2.hpp>

namespace {

namespace fs = std::filesystem;
using test_support::test_data_dir;

struct hash_row {
    argon2::algorithm algo;
    argon2::version ver;
    std::uint32_t t_cost, m_cost, lanes;
    std::string password, salt, tag_hex, encoded, size;
};

std::vector<hash_row> hash_rows() {
    std::vector<hash_row> rows;
    for (const auto& f : test_support::read_tsv((test_data_dir() / "vectors-hash.tsv").string())) {
        BOOST_REQUIRE_EQUAL(f.size(), 10u);
        const auto algo = f[0] == "argon2d"   ? argon2::algorithm::argon2d
                          : f[0] == "argon2i" ? argon2::algorithm::argon2i
                                              : argon2::algorithm::argon2id;
        rows.push_back({algo, f[1] == "16" ? argon2::version::v10 : argon2::version::v13,
                        static_cast<std::uint32_t>(std::stoul(f[2])),
                        static_cast<std::uint32_t>(std::stoul(f[3])),
                        static_cast<std::uint32_t>(std::stoul(f[4])), f[5], f[6], f[7], f[8],
                        f[9]});
    }
    return rows;
}

// The reference writes "$v=16" for version 0x10; the table's version-16 strings, taken from
// its verify tests, omit the field (which means 0x10 too).
std::string with_version_field(const hash_row& row) {
    if (row.encoded.find("$v=") != std::string::npos) return row.encoded;
    const std::size_t after_type = row.encoded.find('$', 1);
    return row.encoded.substr(0, after_type) + "$v=16" + row.encoded.substr(after_type);
}

bool tables_present(std::string& why) {
    for (const char* name : {"vectors-hash.tsv", "vectors-verify-errors.tsv"}) {
        if (!fs::exists(test_data_dir() / name)) {
            why = (test_data_dir() / name).string() + " not found (set the Meson option test_data)";
            return false;
        }
    }
    return true;
}

BOOST_AUTO_TEST_CASE(table_has_all_rows) {
    BOOST_TEST(hash_rows().size() == 26u);
    BOOST_TEST(
        test_support::read_tsv((test_data_dir() / "vectors-verify-errors.tsv").string()).size() ==
        8u);
}

BOOST_AUTO_TEST_CASE(hash_vectors_cpp_api) {
    for (const hash_row& row : hash_rows()) {
        argon2::params p{row.algo, row.ver, row.t_cost, row.m_cost, row.lanes, row.lanes, 32};
        std::string encoded;
        BOOST_TEST_CONTEXT(row.encoded) {
            BOOST_REQUIRE(!argon2::hash_encoded(p, row.password, row.salt, encoded));
            BOOST_TEST(encoded == with_version_field(row));
            // The table's own string (with or without $v=) verifies.
            BOOST_TEST(!argon2::verify(row.encoded, row.password, argon2::limits::unbounded()));
        }
    }
}

BOOST_AUTO_TEST_CASE(hash_vectors_c_abi) {
    for (const hash_row& row : hash_rows()) {
        if (row.size == "large") continue;  // 1 GiB each: the C++ case above covers them
        std::uint8_t tag[32];
        char encoded[256];
        BOOST_TEST_CONTEXT(row.encoded) {
            const int rc = argon2_hash(
                row.t_cost, row.m_cost, row.lanes, row.password.data(), row.password.size(),
                row.salt.data(), row.salt.size(), tag, sizeof tag, encoded, sizeof encoded,
                static_cast<argon2_type>(row.algo), static_cast<std::uint32_t>(row.ver));
            BOOST_REQUIRE_EQUAL(rc, ARGON2_OK);
            BOOST_TEST(test_support::to_hex(tag, sizeof tag) == row.tag_hex);
            BOOST_TEST(std::string(encoded) == with_version_field(row));
            BOOST_TEST(argon2_verify(row.encoded.c_str(), row.password.data(), row.password.size(),
                                     static_cast<argon2_type>(row.algo)) == ARGON2_OK);
        }
    }
}

BOOST_AUTO_TEST_CASE(verify_error_vectors) {
    for (const auto& f :
         test_support::read_tsv((test_data_dir() / "vectors-verify-errors.tsv").string())) {
        BOOST_REQUIRE_EQUAL(f.size(), 4u);
        const std::string& encoded = f[0];
        const std::string& password = f[1];
        const auto type = f[2] == "argon2d" ? Argon2_d : f[2] == "argon2i" ? Argon2_i : Argon2_id;
        const int expected = test_support::code_named(f[3]);
        BOOST_TEST_CONTEXT(encoded) {
            BOOST_TEST(argon2_verify(encoded.c_str(), password.data(), password.size(), type) ==
                       expected);
            const std::error_code ec = argon2::verify(encoded, password);
            BOOST_TEST(ec.value() == expected);
            BOOST_TEST(&ec.category() == &argon2::error_category());
        }
    }
}

}  // namespace

int main(int argc, char* argv[]) {
    return test_support::run_tests(argc, argv, &tables_present, &test_support::no_registration);
}
