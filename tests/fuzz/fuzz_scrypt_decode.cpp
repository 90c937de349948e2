// scrypt string decoding (src/core/scrypt_strings.cpp) on arbitrary bytes: never a crash;
// whatever parses is canonical, so it re-encodes to exactly the input; and verification under
// a small ceiling (64 KiB of ROMix, at most 2^8 of N) refuses or runs without a crash or leak.
#include "fuzz_input.hpp"

#include "src/core/base64.hpp"
#include "src/core/scrypt_strings.hpp"

#include <argon2/argon2.hpp>

#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace argon2::detail;
    const std::string_view s(reinterpret_cast<const char*>(data), size);
    scrypt_fields f;
    if (scrypt_parse(s, f) == argon2::errc::ok) {
        FUZZ_CHECK(argon2::is_scrypt_string(s));
        std::vector<std::uint8_t> hash(scrypt_hash_length(f));
        std::vector<std::uint8_t> salt(scrypt_salt_length(f));
        scrypt_decode_hash(f, hash.data());
        scrypt_decode_salt(f, salt.data());
        if (f.kind == scrypt_string_kind::phc) {
            std::string salt_text(base64_length(salt.size()), '\0');
            base64_encode(salt_text.data(), salt.data(), salt.size());
            FUZZ_CHECK(salt_text == f.salt_text);
        }
        // libsodium's format keeps 6 bits of log2 N and 30 of r and p; the PHC one 32.
        if (f.kind == scrypt_string_kind::phc ||
            (f.log2_n < 64 && f.r < (1u << 30) && f.p < (1u << 30))) {
            std::string again(
                scrypt_string_length(f.kind, f.log2_n, f.r, f.p, f.salt_text.size(), hash.size()),
                '\0');
            scrypt_encode(again.data(), f.kind, f.log2_n, f.r, f.p, f.salt_text, hash.data(),
                          hash.size());
            FUZZ_CHECK(again == s);
        }
    } else {
        FUZZ_CHECK(!argon2::is_scrypt_string(s));
    }
    argon2::scrypt_limits small;
    small.max_memory_bytes = 64 * 1024;
    small.max_log2_n = 8;
    small.max_p = 4;
    const std::error_code ec = argon2::scrypt_verify(s, "password", small);
    FUZZ_CHECK(!ec || ec.category() == argon2::error_category());
    return 0;
}
