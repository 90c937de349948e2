// RFC 7914 section 12's scrypt vectors (the test program and the cross self-test replay them).
#pragma once

#include <cstdint>

namespace test_support {

struct scrypt_vector {
    const char* password;
    const char* salt;
    std::uint32_t log2_n, r, p;
    const char* dk;  // 64 bytes, hex
};

inline constexpr scrypt_vector rfc7914_scrypt_vectors[] = {
    {"", "", 4, 1, 1,
     "77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442"
     "fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906"},
    {"password", "NaCl", 10, 8, 16,
     "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162"
     "2eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640"},
    {"pleaseletmein", "SodiumChloride", 14, 8, 1,
     "7023bdcb3afd7348461c06cd81fd38ebfda8fbba904f8e3ea9b543f6545da1f2"
     "d5432955613f0fcf62d49705242a9af9e61e85dc0d651e40dfcf017b45575887"},
    // 1 GiB of working memory.
    {"pleaseletmein", "SodiumChloride", 20, 8, 1,
     "2101cb9b6a511aaeaddbbe09cf70f881ec568d574a2ffd4dabe5ee9820adaa47"
     "8e56fd8f4ba5d09ffa1c6d927c40f4c337304049e8a952fbcbf45c6fa77a41a4"},
};

}  // namespace test_support
