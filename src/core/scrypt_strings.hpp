// scrypt's two string formats, parsed and written:
//   $scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt>$<hash>   unpadded standard Base64 (passlib's)
//   $7$<N><r><p><salt>$<hash>                      libsodium's
//   crypto_pwhash_scryptsalsa208sha256_str:
//       one character of log2 N, then r and p as 30-bit numbers in five characters each, in
//       the alphabet ./0-9A-Za-z, least significant six bits first; the salt is the text up to
//       the last '$' (hashed as text, not decoded); the hash 32 bytes in 43 characters of the
//       same alphabet, three bytes to four characters, little-endian.
#pragma once

#include <argon2/errc.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace argon2::detail {

enum class scrypt_string_kind { phc, libsodium };

struct scrypt_fields {
    scrypt_string_kind kind = scrypt_string_kind::phc;
    std::uint32_t log2_n = 0;
    std::uint32_t r = 0;
    std::uint32_t p = 0;
    std::string_view salt_text;  // phc: Base64 (canonical, checked); libsodium: the salt itself
    std::string_view hash_text;  // canonical in its alphabet, checked
};

// ok, or decoding_fail: an unknown prefix, a missing, misplaced or extra field, a number with
// a sign, a leading zero or over 32 bits, text outside the alphabet or not canonical.
errc scrypt_parse(std::string_view s, scrypt_fields& out) noexcept;

// Bytes the hash text decodes to.
std::size_t scrypt_hash_length(const scrypt_fields& f) noexcept;
// phc: the salt's bytes (salt_text's length * 3 / 4); libsodium: the text's length.
std::size_t scrypt_salt_length(const scrypt_fields& f) noexcept;
// Writes scrypt_salt_length / scrypt_hash_length bytes.
void scrypt_decode_salt(const scrypt_fields& f, std::uint8_t* out) noexcept;
void scrypt_decode_hash(const scrypt_fields& f, std::uint8_t* out) noexcept;

// libsodium's alphabet for `n` bytes: characters written.
std::size_t crypt64_length(std::size_t n) noexcept;
void crypt64_encode(char* dst, const std::uint8_t* src, std::size_t n) noexcept;

// The string's characters for these fields; salt_text is the salt as it appears in the string
// (phc: Base64; libsodium: the hashed text).
std::size_t scrypt_string_length(scrypt_string_kind kind, std::uint32_t log2_n, std::uint32_t r,
                                 std::uint32_t p, std::size_t salt_text_length,
                                 std::size_t hash_length) noexcept;
void scrypt_encode(char* dst, scrypt_string_kind kind, std::uint32_t log2_n, std::uint32_t r,
                   std::uint32_t p, std::string_view salt_text, const std::uint8_t* hash,
                   std::size_t hash_length) noexcept;

}  // namespace argon2::detail
