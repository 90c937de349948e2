// Salsa20, XSalsa20, HSalsa20 and scrypt on every Salsa20 kernel this CPU runs: published
// known answers (the eSTREAM Salsa20 vectors, RFC 7914's PBKDF2-HMAC-SHA-256 and scrypt
// vectors), a randomized differential against libsodium 1.0.18 (every length from 0 to several
// blocks, odd offsets, random counters), strings made by libsodium verified by us and the other
// way round, and hostile strings. Seed printed; ARGON2_TEST_SEED replays a run,
// ARGON2_DIFF_CASES changes the count (default 1000 stream cases per kernel).
#include "tests/support/boost_main.hpp"
#include "tests/support/scrypt_vectors.hpp"
#include "tests/support/test_data.hpp"
#include "tests/support/test_seed.hpp"

#include <argon2/argon2.hpp>

#include "backends/kernel_set.hpp"
#include "src/core/sha256.hpp"
#include "src/engine/cpu_features.hpp"

#include <sodium.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace {

using bytes = std::vector<std::uint8_t>;

std::uint64_t seed() { return test_support::test_seed("scrypt/salsa20"); }

using test_support::case_count;

bytes random_bytes(std::mt19937_64& rng, std::size_t n) {
    bytes v(n);
    for (auto& b : v) b = static_cast<std::uint8_t>(rng());
    return v;
}

bytes text(std::string_view s) { return bytes(s.begin(), s.end()); }

// libsodium declares its pointers nonnull even beside a zero length, and an empty vector's
// data() is null: hand it a real (unread) byte instead.
const std::uint8_t* sodium_pointer(const bytes& b) {
    static constexpr std::uint8_t unread = 0;
    return b.empty() ? &unread : b.data();
}

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string stream_hex(const bytes& stream, std::size_t offset) {
    return test_support::to_hex(stream.data() + offset, 64);
}

// Forces `kernel` for the scope of a test case.
struct forced_kernel {
    explicit forced_kernel(const std::string& name) {
        BOOST_REQUIRE(!argon2::force_backend(name));
        BOOST_REQUIRE_EQUAL(argon2::active_backend(), name);
    }
    ~forced_kernel() { argon2::force_backend(""); }
};

// Where the sets whose chains go by CPU run them (backends/kernel_set.hpp), for the scope of a
// test case: both ways on every CPU, so that this machine also tests the other vendor's path.
struct placed_chains {
    explicit placed_chains(bool on_vectors) : before(argon2::detail::chains_on_vectors()) {
        argon2::detail::set_chains_on_vectors(on_vectors);
    }
    ~placed_chains() { argon2::detail::set_chains_on_vectors(before); }
    bool before;
};

bytes scrypt_of(const bytes& password, const bytes& salt, std::uint32_t log2_n, std::uint32_t r,
                std::uint32_t p, std::size_t length) {
    bytes out(length);
    const auto ec = argon2::scrypt_raw({log2_n, r, p}, password, salt, out);
    BOOST_REQUIRE_MESSAGE(!ec, "scrypt_raw: " << ec.message());
    return out;
}

// --- known answers --------------------------------------------------------------------------

// eSTREAM's Salsa20/20 set 1, vector 0 (key 80 00 .. 00, IV 0), for the 128-bit and the
// 256-bit key: the first 64 bytes of the keystream, and for the 128-bit key bytes 448..511.
void estream_vectors() {
    struct vector {
        std::size_t key_length;
        const char* first;
        const char* at_448;  // nullptr: not checked
    };
    const vector vectors[] = {
        {16,
         "4DFA5E481DA23EA09A31022050859936DA52FCEE218005164F267CB65F5CFD7F"
         "2B4F97E0FF16924A52DF269515110A07F9E460BC65EF95DA58F740B7D1DBB0AA",
         "B375703739DACED4DD4059FD71C3C47FC2F9939670FAD4A46066ADCC6A564578"
         "3308B90FFB72BE04A6B147CBE38CC0C3B9267C296A92A7C69873F9F263BE9703"},
        {32,
         "E3BE8FDD8BECA2E3EA8EF9475B29A6E7003951E1097A5C38D23B7A5FAD9F6844"
         "B22C97559E2723C7CBBD3FE4FC8D9A0744652A83E72A9C461876AF4D7EF1A117",
         nullptr},
    };
    for (const vector& v : vectors) {
        bytes key(v.key_length, 0);
        key[0] = 0x80;
        const bytes nonce(8, 0);
        bytes stream(512);
        BOOST_REQUIRE(!argon2::salsa20_xor(stream, bytes(512, 0), nonce, key));
        BOOST_TEST(stream_hex(stream, 0) == lower(v.first));
        if (v.at_448 != nullptr) BOOST_TEST(stream_hex(stream, 448) == lower(v.at_448));
        // The same bytes from block 7 on, through the counter.
        bytes tail(64);
        BOOST_REQUIRE(!argon2::salsa20_xor(tail, bytes(64, 0), nonce, key, 7));
        BOOST_TEST(tail == bytes(stream.begin() + 448, stream.end()));
    }
}

// RFC 7914 section 12 (the 1 GiB one only when asked).
void rfc7914_scrypt_vectors(bool with_one_gib) {
    for (const test_support::scrypt_vector& v : test_support::rfc7914_scrypt_vectors) {
        if (v.log2_n == 20 && !with_one_gib) continue;
        const bytes dk = scrypt_of(text(v.password), text(v.salt), v.log2_n, v.r, v.p, 64);
        BOOST_TEST(test_support::to_hex(dk.data(), dk.size()) == std::string(v.dk));
    }
}

// --- libsodium differential -----------------------------------------------------------------

void stream_agrees_with_libsodium(std::mt19937_64& rng) {
    // Lengths 0 .. 6 blocks and a bit (the diagonal layout's lone and lockstep states), or up
    // to 40 blocks (two word-sliced steps of 16 blocks and what follows them), at odd offsets
    // into a larger buffer, in place or not.
    const std::size_t length = rng() % 2 ? rng() % (6 * 64 + 40) : rng() % (40 * 64 + 40);
    const std::size_t in_offset = rng() % 7, out_offset = rng() % 7;
    const bytes message = random_bytes(rng, length);
    const bytes key = random_bytes(rng, 32);
    const bytes nonce = random_bytes(rng, 24);
    // Counters near the 2^32 boundary too: the carry into word 9.
    const std::uint64_t counter = rng() % 2 ? rng() % 8 : 0xFFFFFFFFull - rng() % 4;
    const int variant = static_cast<int>(rng() % 4);

    bytes input(length + in_offset);
    std::copy(message.begin(), message.end(),
              input.begin() + static_cast<std::ptrdiff_t>(in_offset));
    bytes output(length + out_offset);
    bytes expected(length + 1);  // libsodium's output (+1: never a zero-size buffer)
    const bool in_place = rng() % 4 == 0;
    std::uint8_t* out = in_place ? input.data() + in_offset : output.data() + out_offset;
    const std::span<std::uint8_t> out_span(out, length);
    const argon2::bytes_view in(input.data() + in_offset, length);
    std::error_code ec;
    switch (variant) {
        case 0:
            crypto_stream_salsa20_xor_ic(expected.data(), sodium_pointer(message), length,
                                         nonce.data(), counter, key.data());
            ec = argon2::salsa20_xor(out_span, in, argon2::bytes_view(nonce.data(), 8), key,
                                     counter);
            break;
        case 1:  // libsodium's Salsa20/12 and /8 have no counter argument: block 0
            crypto_stream_salsa2012_xor(expected.data(), sodium_pointer(message), length,
                                        nonce.data(), key.data());
            ec = argon2::salsa20_xor(out_span, in, argon2::bytes_view(nonce.data(), 8), key, 0,
                                     argon2::salsa20_rounds::r12);
            break;
        case 2:
            // libsodium marks Salsa20/8 deprecated as a cipher; as scrypt's core it is the oracle.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
            crypto_stream_salsa208_xor(expected.data(), sodium_pointer(message), length,
                                       nonce.data(), key.data());
#pragma GCC diagnostic pop
            ec = argon2::salsa20_xor(out_span, in, argon2::bytes_view(nonce.data(), 8), key, 0,
                                     argon2::salsa20_rounds::r8);
            break;
        default:
            crypto_stream_xsalsa20_xor_ic(expected.data(), sodium_pointer(message), length,
                                          nonce.data(), counter, key.data());
            ec = argon2::xsalsa20_xor(out_span, in, nonce, key, counter);
            break;
    }
    BOOST_REQUIRE(!ec);
    BOOST_REQUIRE_MESSAGE(std::equal(out, out + length, expected.begin()),
                          "variant " << variant << ", length " << length << ", counter " << counter
                                     << ", in place " << in_place);
}

void hsalsa20_agrees_with_libsodium(std::mt19937_64& rng) {
    const bytes key = random_bytes(rng, 32);
    const bytes input = random_bytes(rng, 16);
    std::uint8_t expected[32];
    std::uint8_t ours[32];
    crypto_core_hsalsa20(expected, input.data(), key.data(), nullptr);
    BOOST_REQUIRE(!argon2::hsalsa20(ours, input, key));
    BOOST_REQUIRE(std::memcmp(expected, ours, 32) == 0);
}

void scrypt_agrees_with_libsodium(std::mt19937_64& rng) {
    const std::uint32_t r = 1 + static_cast<std::uint32_t>(rng() % 4);
    const std::uint32_t p = 1 + static_cast<std::uint32_t>(rng() % 3);
    const std::uint32_t log2_n = 1 + static_cast<std::uint32_t>(rng() % 9);
    const bytes password = random_bytes(rng, rng() % 40);
    const bytes salt = random_bytes(rng, rng() % 40);
    const std::size_t length = 1 + rng() % 100;
    bytes expected(length);
    BOOST_REQUIRE_EQUAL(crypto_pwhash_scryptsalsa208sha256_ll(
                            sodium_pointer(password), password.size(), sodium_pointer(salt),
                            salt.size(), std::uint64_t{1} << log2_n, r, p, expected.data(), length),
                        0);
    BOOST_REQUIRE_MESSAGE(scrypt_of(password, salt, log2_n, r, p, length) == expected,
                          "N=2^" << log2_n << " r=" << r << " p=" << p);
}

void per_kernel(const std::string& kernel, bool chains_on_vectors) {
    forced_kernel forced(kernel);
    placed_chains placed(chains_on_vectors);
    estream_vectors();
    rfc7914_scrypt_vectors(false);
    std::mt19937_64 rng(seed());
    const int cases = case_count();
    for (int i = 0; i < cases; ++i) stream_agrees_with_libsodium(rng);
    for (int i = 0; i < cases; ++i) hsalsa20_agrees_with_libsodium(rng);
    for (int i = 0; i < cases; ++i) scrypt_agrees_with_libsodium(rng);
}

// --- the rest, on the dispatched kernel -----------------------------------------------------

// The login-time upgrade of docs/scrypt.md, as the test below runs it.
// [login-upgrade]
// At login, whatever the store holds (Argon2, or scrypt from before the move): check the
// password, then replace a scrypt string, or Argon2 with older parameters, by one for `policy`.
std::error_code log_in(std::string& stored, std::string_view password,
                       const argon2::params& policy) {
    if (auto ec = argon2::verify_accepting_scrypt(stored, password))
        return ec;                               // errc::verify_mismatch: a wrong password
    if (argon2::needs_rehash(stored, policy)) {  // true for every scrypt string
        std::string upgraded;
        if (auto ec = argon2::hash_password(policy, password, upgraded)) return ec;
        stored = upgraded;  // and write it back to the store
    }
    return {};
}
// [/login-upgrade]

// Dispatch places the chains before it first chooses a set: on vectors on AMD's cores, on the
// scalar set's kernel elsewhere (docs/decisions.md#chains-by-cpu).
BOOST_AUTO_TEST_CASE(chains_placed_by_vendor) {
    BOOST_REQUIRE(!argon2::force_backend(""));
    BOOST_TEST(argon2::detail::chains_on_vectors() == argon2::detail::amd_cpu());
}

BOOST_AUTO_TEST_CASE(pbkdf2_hmac_sha256_rfc7914_vectors) {
    // RFC 7914 section 11.
    struct vector {
        const char* password;
        const char* salt;
        std::uint64_t iterations;
        const char* dk;
    };
    const vector vectors[] = {
        {"passwd", "salt", 1,
         "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
         "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"},
        {"Password", "NaCl", 80000,
         "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
         "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d"},
    };
    for (const vector& v : vectors) {
        std::uint8_t dk[64];
        argon2::detail::pbkdf2_hmac_sha256(reinterpret_cast<const std::uint8_t*>(v.password),
                                           std::strlen(v.password),
                                           reinterpret_cast<const std::uint8_t*>(v.salt),
                                           std::strlen(v.salt), v.iterations, dk, sizeof dk);
        BOOST_TEST(test_support::to_hex(dk, sizeof dk) == std::string(v.dk));
    }
}

BOOST_AUTO_TEST_CASE(sha256_known_answers) {
    // FIPS 180-4 examples, and a message across the padding boundary against libsodium.
    const std::pair<std::string, const char*> vectors[] = {
        {"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
        {"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
        {"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
    };
    for (const auto& [message, digest] : vectors) {
        argon2::detail::sha256 h;
        h.update(reinterpret_cast<const std::uint8_t*>(message.data()), message.size());
        std::uint8_t out[32];
        h.finish(out);
        BOOST_TEST(test_support::to_hex(out, 32) == std::string(digest));
    }
    std::mt19937_64 rng(seed());
    for (std::size_t n = 0; n < 300; ++n) {
        const bytes m = random_bytes(rng, n);
        std::uint8_t expected[32];
        std::uint8_t ours[32];
        crypto_hash_sha256(expected, m.data(), m.size());
        argon2::detail::sha256 h;
        // In two pieces, split anywhere.
        const std::size_t split = n == 0 ? 0 : rng() % n;
        h.update(m.data(), split);
        h.update(m.data() + split, n - split);
        h.finish(ours);
        BOOST_REQUIRE(std::memcmp(expected, ours, 32) == 0);
    }
}

BOOST_AUTO_TEST_CASE(scrypt_one_gib_vector) {
    // RFC 7914's last vector: N = 2^20, r = 8 (1 GiB), exactly the default ceiling.
    rfc7914_scrypt_vectors(true);
}

BOOST_AUTO_TEST_CASE(strings_from_libsodium_verify_here) {
    for (int i = 0; i < 3; ++i) {
        const std::string password = "password " + std::to_string(i);
        char encoded[crypto_pwhash_scryptsalsa208sha256_STRBYTES];
        BOOST_REQUIRE_EQUAL(crypto_pwhash_scryptsalsa208sha256_str(
                                encoded, password.data(), password.size(),
                                crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_INTERACTIVE,
                                crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_INTERACTIVE),
                            0);
        BOOST_TEST_MESSAGE(encoded);
        BOOST_TEST(argon2::is_scrypt_string(encoded));
        BOOST_TEST(!argon2::scrypt_verify(encoded, password));
        BOOST_TEST(argon2::scrypt_verify(encoded, password + "!") == argon2::errc::verify_mismatch);
    }
}

BOOST_AUTO_TEST_CASE(strings_from_here_verify_in_libsodium) {
    // log2 N = 14, r = 8, p = 1: libsodium's interactive setting.
    const argon2::scrypt_params params{14, 8, 1, 32};
    std::string encoded;
    BOOST_REQUIRE(!argon2::scrypt_hash_password(params, "hunter2", encoded,
                                                argon2::scrypt_format::libsodium));
    BOOST_TEST_MESSAGE(encoded);
    BOOST_REQUIRE_EQUAL(encoded.size() + 1,
                        std::size_t{crypto_pwhash_scryptsalsa208sha256_STRBYTES});
    BOOST_TEST(crypto_pwhash_scryptsalsa208sha256_str_verify(encoded.c_str(), "hunter2", 7) == 0);
    BOOST_TEST(crypto_pwhash_scryptsalsa208sha256_str_verify(encoded.c_str(), "hunter3", 7) == -1);
    BOOST_TEST(!argon2::scrypt_verify(encoded, "hunter2"));
}

BOOST_AUTO_TEST_CASE(phc_strings_round_trip) {
    // The PHC form over RFC 7914's third vector: its hash is the vector's first 32 bytes.
    const argon2::scrypt_params params{14, 8, 1, 32};
    std::string encoded;
    BOOST_REQUIRE(!argon2::scrypt_hash_encoded(params, "pleaseletmein", "SodiumChloride", encoded));
    BOOST_TEST(encoded ==
               "$scrypt$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU$"
               "cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofI");
    BOOST_TEST(!argon2::scrypt_verify(encoded, "pleaseletmein"));
    BOOST_TEST(argon2::scrypt_verify(encoded, "pleaseletmeout") == argon2::errc::verify_mismatch);
    std::string fresh;
    BOOST_REQUIRE(!argon2::scrypt_hash_password({10, 4, 2, 40}, "pw", fresh));
    BOOST_TEST(fresh.starts_with("$scrypt$ln=10,r=4,p=2$"));
    BOOST_TEST(!argon2::scrypt_verify(fresh, "pw"));
}

BOOST_AUTO_TEST_CASE(login_moves_scrypt_strings_to_argon2id) {
    const argon2::params policy = argon2::params::owasp();
    for (argon2::scrypt_format format :
         {argon2::scrypt_format::phc, argon2::scrypt_format::libsodium}) {
        std::string stored;
        BOOST_REQUIRE(
            !argon2::scrypt_hash_password({12, 8, 1, 32}, "old password", stored, format));
        const std::string scrypt_string = stored;
        // verify() itself does not accept scrypt; needs_rehash says to move it.
        BOOST_TEST(argon2::verify(stored, "old password") == argon2::errc::decoding_fail);
        BOOST_TEST(argon2::needs_rehash(stored, policy));
        // A wrong password changes nothing.
        BOOST_TEST(log_in(stored, "wrong", policy) == argon2::errc::verify_mismatch);
        BOOST_TEST(stored == scrypt_string);
        // The right one verifies and moves the string to Argon2id under the policy.
        BOOST_TEST(!log_in(stored, "old password", policy));
        BOOST_TEST(stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        BOOST_TEST(!argon2::needs_rehash(stored, policy));
        const std::string argon2_string = stored;
        BOOST_TEST(!log_in(stored, "old password", policy));
        BOOST_TEST(stored == argon2_string);  // nothing left to move
        // The hasher does the same.
        argon2::hasher h(policy);
        BOOST_TEST(!h.verify_accepting_scrypt(scrypt_string, "old password"));
        BOOST_TEST(!h.verify_accepting_scrypt(argon2_string, "old password"));
        BOOST_TEST(h.verify_accepting_scrypt(scrypt_string, "wrong") ==
                   argon2::errc::verify_mismatch);
        // The scrypt ceiling applies: 2^12 * 8 * 128 bytes is 4 MiB.
        argon2::scrypt_limits tight;
        tight.max_memory_bytes = 1u << 20;
        BOOST_TEST(argon2::verify_accepting_scrypt(scrypt_string, "old password", {}, tight) ==
                   argon2::errc::memory_too_much);
    }
}

BOOST_AUTO_TEST_CASE(hostile_strings_fail_before_allocating) {
    using argon2::errc;
    const std::string salt_hash = "$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA";
    const std::pair<std::string, errc> cases[] = {
        {"$scrypt$ln=40,r=8,p=1" + salt_hash, errc::memory_too_much},
        {"$scrypt$ln=21,r=8,p=1" + salt_hash, errc::memory_too_much},              // 2 GiB > 1 GiB
        {"$scrypt$ln=14,r=65536,p=16384" + salt_hash, errc::incorrect_parameter},  // r p = 2^30
        {"$scrypt$ln=14,r=8,p=100" + salt_hash, errc::lanes_too_many},
        {"$scrypt$ln=0,r=8,p=1" + salt_hash, errc::incorrect_parameter},
        {"$scrypt$ln=17,r=1,p=1" + salt_hash, errc::incorrect_parameter},  // N >= 2^(16 r)
        {"$scrypt$ln=14,r=0,p=1" + salt_hash, errc::incorrect_parameter},
        {"$scrypt$ln=14,r=8,p=0" + salt_hash, errc::incorrect_parameter},
        {"$scrypt$ln=99999999999,r=8,p=1" + salt_hash, errc::decoding_fail},
        {"$scrypt$ln=014,r=8,p=1" + salt_hash, errc::decoding_fail},
        {"$scrypt$ln=14,r=+8,p=1" + salt_hash, errc::decoding_fail},
        {"$scrypt$ln=14,p=1,r=8" + salt_hash, errc::decoding_fail},
        {"$scrypt$ln=14,r=8,p=1$c2FsdHNhbHQ$", errc::decoding_fail},         // no hash
        {"$scrypt$ln=14,r=8,p=1$c2FsdHNhbHQ$aGFzaA$", errc::decoding_fail},  // trailing
        {"$scrypt$ln=14,r=8,p=1$c2FsdHNhbHR$aGFzaA", errc::decoding_fail},   // not canonical
        {"$scrypt$ln=14,r=8,p=1", errc::decoding_fail},
        {"$7$", errc::decoding_fail},
        {"$7$C6..../....$", errc::decoding_fail},                                   // short hash
        {"$7$z6..../....salt$" + std::string(43, '.'), errc::memory_too_much},      // N = 2^63
        {"$7$C6..../....salt$" + std::string(42, '.') + "z", errc::decoding_fail},  // extra bits
        {"$7$C6..../....salt$" + std::string(42, '.') + "*", errc::decoding_fail},
        {"$7$Czzzzz0....salt$" + std::string(43, '.'), errc::incorrect_parameter},  // r p >= 2^30
        {"$argon2id$v=19$m=64,t=1,p=1$c2FsdA$aGFzaA", errc::decoding_fail},
        {"", errc::decoding_fail},
    };
    for (const auto& [s, expected] : cases) {
        const std::error_code ec = argon2::scrypt_verify(s, "password");
        BOOST_TEST(ec == expected, s << ": " << ec.message());
    }
    // Over a tighter ceiling: N = 2^14, r = 8 is 16 MiB.
    argon2::scrypt_limits tight;
    tight.max_memory_bytes = 8u << 20;
    BOOST_TEST(argon2::scrypt_verify("$scrypt$ln=14,r=8,p=1" + salt_hash, "pw", tight) ==
               errc::memory_too_much);
}

BOOST_AUTO_TEST_CASE(bad_arguments) {
    using argon2::errc;
    bytes out(10);
    const bytes in(10), key(32), nonce(8);
    BOOST_TEST(argon2::salsa20_xor(out, in, nonce, bytes(31)) == errc::secret_too_short);
    BOOST_TEST(argon2::salsa20_xor(out, in, nonce, bytes(33)) == errc::secret_too_long);
    BOOST_TEST(argon2::salsa20_xor(out, in, bytes(7), key) == errc::incorrect_parameter);
    BOOST_TEST(argon2::salsa20_xor(out, bytes(11), nonce, key) == errc::out_ptr_mismatch);
    BOOST_TEST(argon2::salsa20_xor(out, in, nonce, key, 0, argon2::salsa20_rounds{10}) ==
               errc::incorrect_parameter);
    BOOST_TEST(argon2::xsalsa20_xor(out, in, bytes(8), key) == errc::incorrect_parameter);
    BOOST_TEST(argon2::xsalsa20_xor(out, in, bytes(24), bytes(16)) == errc::secret_too_short);
    std::uint8_t sub[32];
    BOOST_TEST(argon2::hsalsa20(sub, bytes(15), key) == errc::incorrect_parameter);
    BOOST_TEST(argon2::scrypt_raw({14, 8, 1}, "pw", "salt", std::span<std::uint8_t>()) ==
               errc::output_too_short);
    std::string s;
    BOOST_TEST(argon2::scrypt_hash_encoded({14, 8, 1, 16}, "pw", "salt", s,
                                           argon2::scrypt_format::libsodium) ==
               errc::incorrect_parameter);
    BOOST_TEST(argon2::force_backend("no-such-kernel") == errc::backend_unavailable);
}

bool register_cases() {
    auto& master = boost::unit_test::framework::master_test_suite();
    for (const argon2::backend_info& k : argon2::backends()) {
        if (!k.supported) {
            std::printf("SKIPPED kernel set %.*s: this CPU cannot run it\n",
                        static_cast<int>(k.name.size()), k.name.data());
            continue;
        }
        const std::string name(k.name);
        for (const bool on_vectors : {true, false}) {
            master.add(boost::unit_test::make_test_case(
                [name, on_vectors] { per_kernel(name, on_vectors); },
                "kernel_" + name + (on_vectors ? "_chains_on_vectors" : "_chains_on_scalar_set"),
                __FILE__, __LINE__));
        }
    }
    return true;
}

bool sodium_ready(std::string& why) {
    if (sodium_init() < 0) {
        why = "libsodium failed to initialize";
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char* argv[]) {
    return test_support::run_tests(argc, argv, &sodium_ready, &register_cases);
}
