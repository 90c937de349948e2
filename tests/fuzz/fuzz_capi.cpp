// The C ABI entry points with the arguments the reference accepts (null pointers with zero or
// non-zero lengths, output buffers too small, any number where the reference takes one),
// ours and the reference's side by side: the same codes, the same bytes written.
#include "fuzz_input.hpp"

#include "src/core/phc.hpp"
#include "harness/libargon2_loader.hpp"

#include <argon2.h>
#include <argon2/errc.hpp>

#include <cstring>
#include <vector>

namespace {

// A pointer the reference accepts for `n` bytes of input: real bytes, or null.
const std::uint8_t* maybe_null(fuzz::input& in, const std::vector<std::uint8_t>& bytes) {
    return in.byte() % 8 == 0 ? nullptr : bytes.data();
}

// The codes we add after the reference's -1..-35 (docs/usage.md, errc.hpp).
bool is_our_extension(int code) {
    return code == static_cast<int>(argon2::errc::entropy_unavailable) ||
           code == static_cast<int>(argon2::errc::backend_unavailable) ||
           code == static_cast<int>(argon2::errc::memory_budget_exceeded) ||
           code == static_cast<int>(argon2::errc::busy) ||
           code == static_cast<int>(argon2::errc::memory_budget_malformed);
}

// Whether the C string has a byte the reference mistakes for Base64 (see case 1).
bool has_byte_above_ascii(const char* s) {
    for (; *s != '\0'; ++s) {
        if (static_cast<unsigned char>(*s) > 0x7F) return true;
    }
    return false;
}

// PHC strings whose costs a fuzzer can afford to hash (argon2_verify has no ceiling).
bool affordable(std::string_view encoded) {
    argon2::detail::phc_fields f;
    if (argon2::detail::phc_parse(encoded, std::nullopt, f) != argon2::errc::ok) {
        return true;  // fails before hashing
    }
    return f.m_cost <= 256 && f.t_cost <= 3 && f.lanes <= 8;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const harness::libargon2* reference = &fuzz::reference();
    fuzz::input in(data, size);

    switch (in.byte() % 4) {
        case 0: {  // argon2_hash: raw and/or encoded output, any buffer sizes
            const auto type = static_cast<argon2_type>(in.in(0, 3));
            const std::uint32_t version = in.byte() % 3 == 0 ? in.u32() : ARGON2_VERSION_13;
            const std::uint32_t t = in.in(0, 2);
            const std::uint32_t lanes = in.in(0, 4);
            const std::uint32_t m = in.in(0, 64);
            const std::size_t hashlen = in.in(0, 80);
            const std::size_t encodedlen = in.in(0, 200);
            const bool want_raw = in.byte() % 2;
            const bool want_encoded = in.byte() % 2;
            const auto pwd = fuzz::bytes_of(in.bytes(64));
            const auto salt = fuzz::bytes_of(in.bytes(32));
            const std::uint8_t* pwd_ptr = maybe_null(in, pwd);
            const std::uint8_t* salt_ptr = maybe_null(in, salt);
            const std::size_t pwdlen = pwd_ptr == nullptr && in.byte() % 2 ? 0 : pwd.size();
            std::vector<std::uint8_t> raw[2] = {std::vector<std::uint8_t>(hashlen + 1, 0xAA),
                                                std::vector<std::uint8_t>(hashlen + 1, 0xAA)};
            std::vector<char> encoded[2] = {std::vector<char>(encodedlen + 1, 'x'),
                                            std::vector<char>(encodedlen + 1, 'x')};
            int codes[2];
            for (int k = 0; k < 2; ++k) {
                auto fn = k == 0 ? &::argon2_hash : reference->hash;
                codes[k] =
                    fn(t, m, lanes, pwd_ptr, pwdlen, salt_ptr, salt.size(),
                       want_raw ? raw[k].data() : nullptr, hashlen,
                       want_encoded ? encoded[k].data() : nullptr, encodedlen, type, version);
            }
            FUZZ_CHECK(codes[0] == codes[1]);
            FUZZ_CHECK(raw[0] == raw[1]);
            FUZZ_CHECK(encoded[0] == encoded[1]);
            break;
        }
        case 1: {  // argon2_verify on any string (of affordable costs) and password
            const auto type = static_cast<argon2_type>(in.in(0, 3));
            const auto pwd = fuzz::bytes_of(in.bytes(64));
            std::string encoded(in.rest());
            if (!affordable(encoded)) break;
            const int ours = ::argon2_verify(encoded.c_str(), pwd.data(), pwd.size(), type);
            if (has_byte_above_ascii(encoded.c_str())) {
                // The reference's Base64 decoder reads any byte above 0x7F as '/' where char is
                // signed (x86): its constant-time character test sign-extends. Ours refuses such
                // strings, a deliberate difference (docs/usage.md, C ABI differences).
                FUZZ_CHECK(ours != ARGON2_OK);
                break;
            }
            const int theirs = reference->verify(encoded.c_str(), pwd.data(), pwd.size(), type);
            FUZZ_CHECK(ours == theirs);
            break;
        }
        case 2: {  // argon2_encodedlen on any numbers
            const std::uint32_t t = in.u32(), m = in.u32(), p = in.u32();
            const std::uint32_t saltlen = in.u32(), hashlen = in.u32();
            // Only the three types: the reference's strlen of the type name crashes on others.
            const auto type = static_cast<argon2_type>(in.in(0, 2));
            FUZZ_CHECK(::argon2_encodedlen(t, m, p, saltlen, hashlen, type) ==
                       reference->encodedlen(t, m, p, saltlen, hashlen, type));
            break;
        }
        default: {  // the message and name tables on any number
            const int code = static_cast<int>(in.u32());
            if (is_our_extension(code)) {
                // Codes the reference does not have ("Unknown error code" there): ours names them.
                FUZZ_CHECK(
                    std::strcmp(::argon2_error_message(code), reference->error_message(code)) != 0);
            } else {
                FUZZ_CHECK(
                    std::strcmp(::argon2_error_message(code), reference->error_message(code)) == 0);
            }
            const auto type = static_cast<argon2_type>(in.u32());  // any int: fixed to int in C++
            const int upper = static_cast<int>(in.byte() % 2);
            const char* a = ::argon2_type2string(type, upper);
            const char* b = reference->type2string(type, upper);
            FUZZ_CHECK((a == nullptr) == (b == nullptr));
            FUZZ_CHECK(a == nullptr || std::strcmp(a, b) == 0);
            break;
        }
    }
    return 0;
}
