// Hostile PHC strings, table-driven: each gets one specific code from bounded verification and
// nothing else happens (tests/unit/test_memory.cpp measures that nothing is allocated for them).
// Where the reference C can take the same string without hashing, its argon2_verify must give
// our C ABI's code too.
#include "tests/support/boost_main.hpp"

// The reference library is loaded as a second libargon2 with dlmopen (glibc's).
#ifdef __linux__
#include "harness/libargon2_loader.hpp"
#define TEST_HAS_REFERENCE_LOADER 1
#endif

#include <argon2.h>
#include <argon2/argon2.hpp>

#include <string>
#include <vector>

// GCC 12 warns about memcpy overlap inside std::string's operator+ (its bug 105329): a false
// positive in the library header, not in this code.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wrestrict"
#endif

namespace {

using argon2::errc;

// A valid string for "password": m=64, t=1, p=1, salt "somesaltsomesalt", made at start-up.
std::string valid() {
    static const std::string s = [] {
        std::string out;
        const argon2::params p{argon2::algorithm::argon2id, argon2::version::v13, 1, 64, 1, 1, 32};
        if (argon2::hash_encoded(p, "password", "somesaltsomesalt", out))
            throw std::runtime_error("hash");
        return out;
    }();
    return s;
}

std::string tag_of_valid() { return valid().substr(valid().rfind('$') + 1); }
const std::string salt_b64 = "c29tZXNhbHRzb21lc2FsdA";  // "somesaltsomesalt"

std::string with(const std::string& params, const std::string& salt, const std::string& tag,
                 const std::string& head = "$argon2id$v=19$") {
    return head + params + "$" + salt + "$" + tag;
}

struct row {
    const char* what;
    std::string encoded;
    errc expected;        // from argon2::verify(encoded, "password") with default limits
    bool reference_safe;  // the reference rejects it without hashing: compare C ABIs
};

std::vector<row> table() {
    const std::string tag = tag_of_valid();
    const std::string base = "m=64,t=1,p=1";
    return {
        {"the valid string", valid(), errc::ok, false},
        {"wrong version field hashes as another version",
         with(base, salt_b64, tag, "$argon2id$v=16$"), errc::verify_mismatch, false},
        {"no version field (0x10)", with(base, salt_b64, tag, "$argon2id$"), errc::verify_mismatch,
         false},
        // Huge costs: refused by the ceiling before anything is allocated.
        {"m = 2^32 - 1", with("m=4294967295,t=1,p=1", salt_b64, tag), errc::memory_too_much, false},
        {"m just over the 2 GiB ceiling", with("m=2097153,t=1,p=1", salt_b64, tag),
         errc::memory_too_much, false},
        {"t = 2^32 - 1", with("m=64,t=4294967295,p=1", salt_b64, tag), errc::time_too_large, false},
        {"t over the ceiling", with("m=64,t=33,p=1", salt_b64, tag), errc::time_too_large, false},
        {"p = 2^24 - 1", with("m=64,t=1,p=16777215", salt_b64, tag), errc::lanes_too_many, false},
        {"p over the ceiling", with("m=1024,t=1,p=65", salt_b64, tag), errc::lanes_too_many, false},
        // Costs the reference rejects too.
        {"p = 0", with("m=64,t=1,p=0", salt_b64, tag), errc::lanes_too_few, true},
        {"t = 0", with("m=64,t=0,p=1", salt_b64, tag), errc::time_too_small, true},
        {"m = 7", with("m=7,t=1,p=1", salt_b64, tag), errc::memory_too_little, true},
        {"m below 8 p", with("m=64,t=1,p=9", salt_b64, tag), errc::memory_too_little, true},
        // Length bombs.
        {"2,000-character salt", with(base, std::string(2000, 'A'), tag), errc::salt_too_long,
         false},
        {"2,000-character tag", with(base, salt_b64, std::string(2000, 'A')), errc::output_too_long,
         false},
        {"1 MiB of dollars", std::string(1u << 20, '$'), errc::decoding_fail, true},
        {"1 MiB parameter list", with("m=64,t=1,p=1" + std::string(1u << 20, ','), salt_b64, tag),
         errc::decoding_fail, true},
        {"salt of 4 bytes", with(base, "c29tZQ", tag), errc::salt_too_short, true},
        {"tag of 3 bytes", with(base, salt_b64, "AAAA"), errc::output_too_short, true},
        // (An empty field is a zero length, judged in the reference's order.)
        {"empty tag", with(base, salt_b64, ""), errc::output_too_short, true},
        {"empty salt", with(base, "", tag), errc::salt_too_short, true},
        // Base64 the reference would not write.
        {"padded salt", with(base, salt_b64 + "==", tag), errc::decoding_fail, true},
        {"non-canonical last salt character", with(base, "c29tZXNhbHRzb21lc2FsdB", tag),
         errc::decoding_fail, true},
        {"non-canonical last tag character",
         with(base, salt_b64, tag.substr(0, tag.size() - 1) + "B"), errc::decoding_fail, true},
        {"salt of impossible length (1 mod 4)", with(base, salt_b64 + "AAA", tag),
         errc::decoding_fail, true},
        {"tag of impossible length (1 mod 4)", with(base, salt_b64, tag + "AA"),
         errc::decoding_fail, true},
        {"a character outside Base64 inside the tag",
         with(base, salt_b64, tag.substr(0, 10) + "*" + tag.substr(11)), errc::decoding_fail, true},
        // The tag ends where the alphabet does: here it is empty, and too short comes first.
        {"a character outside Base64 first in the tag", with(base, salt_b64, "*" + tag.substr(1)),
         errc::output_too_short, true},
        // Fields missing, duplicated, reordered.
        {"no m", with("t=1,p=1", salt_b64, tag), errc::decoding_fail, true},
        {"no p", with("m=64,t=1", salt_b64, tag), errc::decoding_fail, true},
        {"m twice", with("m=64,m=64,t=1,p=1", salt_b64, tag), errc::decoding_fail, true},
        {"t before m", with("t=1,m=64,p=1", salt_b64, tag), errc::decoding_fail, true},
        {"version after the costs", "$argon2id$m=64,t=1,p=1$v=19$" + salt_b64 + "$" + tag,
         errc::decoding_fail, true},
        {"no tag field", "$argon2id$v=19$m=64,t=1,p=1$" + salt_b64, errc::decoding_fail, true},
        {"field after the tag", valid() + "$AAAA", errc::decoding_fail, true},
        {"trailing newline", valid() + "\n", errc::decoding_fail, true},
        {"leading space", " " + valid(), errc::decoding_fail, true},
        // Versions and identifiers.
        {"v = 99", with(base, salt_b64, tag, "$argon2id$v=99$"), errc::decoding_fail, false},
        {"v = 0", with(base, salt_b64, tag, "$argon2id$v=0$"), errc::decoding_fail, false},
        {"unknown identifier", with(base, salt_b64, tag, "$argon2x$v=19$"), errc::decoding_fail,
         true},
        {"identifier in capitals", with(base, salt_b64, tag, "$ARGON2ID$v=19$"),
         errc::decoding_fail, true},
        {"empty string", "", errc::decoding_fail, true},
        // Numbers.
        {"leading zero", with("m=064,t=1,p=1", salt_b64, tag), errc::decoding_fail, true},
        {"more than 32 bits", with("m=4294967296,t=1,p=1", salt_b64, tag), errc::decoding_fail,
         true},
        {"twenty digits", with("m=99999999999999999999,t=1,p=1", salt_b64, tag),
         errc::decoding_fail, true},
        {"negative", with("m=-64,t=1,p=1", salt_b64, tag), errc::decoding_fail, true},
        {"plus sign", with("m=+64,t=1,p=1", salt_b64, tag), errc::decoding_fail, true},
        {"empty number", with("m=,t=1,p=1", salt_b64, tag), errc::decoding_fail, true},
        {"hexadecimal", with("m=0x40,t=1,p=1", salt_b64, tag), errc::decoding_fail, true},
        {"space in a number", with("m= 64,t=1,p=1", salt_b64, tag), errc::decoding_fail, true},
        // Bytes that are not text.
        {"embedded NUL", with(std::string("m=64\0,t=1,p=1", 13), salt_b64, tag),
         errc::decoding_fail, false},
        {"non-ASCII digits",
         with("m=\xef\xbc\x96\xef\xbc\x94"
              ",t=1,p=1",
              salt_b64, tag),
         errc::decoding_fail, true},
        {"non-ASCII in the salt",
         with(base,
              "c29tZXNh\xc3\xa9"
              "bHQ",
              tag),
         errc::decoding_fail, true},
    };
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_hostile_string_gets_its_code) {
    for (const row& r : table()) {
        BOOST_TEST_CONTEXT(r.what) {
            // (errc::ok stands for success, which std::error_code spells as no error.)
            auto code_of = [](std::error_code ec) {
                return ec ? static_cast<errc>(ec.value()) : errc::ok;
            };
            BOOST_TEST(code_of(argon2::verify(r.encoded, "password")) == r.expected);
            // The hasher's ceiling (at_most its policy) refuses at least as much.
            argon2::hasher h({argon2::algorithm::argon2id, argon2::version::v13, 1, 64, 1, 1, 32});
            const errc pooled = code_of(h.verify(r.encoded, "password"));
            if (r.expected == errc::ok || r.expected == errc::verify_mismatch ||
                r.expected == errc::decoding_fail) {
                BOOST_TEST(pooled == r.expected);
            } else {
                BOOST_TEST(pooled != errc::ok);
            }
        }
    }
}

#ifdef TEST_HAS_REFERENCE_LOADER
BOOST_AUTO_TEST_CASE(the_c_abi_agrees_with_the_reference_on_what_it_can_take) {
    std::string why;
    const harness::libargon2* reference = harness::reference_library(why);
    if (reference == nullptr) {
        BOOST_FAIL("the reference library is needed here: " << why);
    }
    int compared = 0;
    for (const row& r : table()) {
        if (!r.reference_safe) continue;
        BOOST_TEST_CONTEXT(r.what) {
            // Through C strings: the part before any NUL, as a C caller passes it.
            const int ours = argon2_verify(r.encoded.c_str(), "password", 8, Argon2_id);
            const int theirs = reference->verify(r.encoded.c_str(), "password", 8, Argon2_id);
            BOOST_TEST(ours == theirs);
            ++compared;
        }
    }
    BOOST_TEST(compared > 30);
}
#endif

int main(int argc, char* argv[]) {
    return test_support::run_tests(argc, argv, test_support::always_ready,
                                   test_support::no_registration);
}
