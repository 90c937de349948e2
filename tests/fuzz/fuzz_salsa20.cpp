// Salsa20/20, /12, /8 and XSalsa20 keystreams against libsodium, on the kernel set the input
// picks among those this CPU runs: key, nonce, block counter, message length and bytes drawn
// by the fuzzer, the output compared byte for byte. libsodium's Salsa20/12 and /8 take no
// counter (block 0), and its Salsa20 only 32-byte keys: the 16-byte key of the original
// specification is ours alone, checked against the 32-byte key it expands to ("expand 16-byte
// k" is the same key twice with other constants: not comparable), so it is only run for
// memory safety.
#include "fuzz_input.hpp"

#include <argon2/salsa20.hpp>

#include <sodium.h>

#include <algorithm>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (sodium_init() < 0) fuzz::fail("sodium_init");
    fuzz::input in(data, size);
    const fuzz::forced_kernel_set kernels(in.byte());

    const unsigned variant = in.byte() % 5;  // 20, 12, 8, XSalsa20, 16-byte key
    std::uint64_t counter = 0;
    for (int i = 0; i < 8; ++i) counter = counter << 8 | in.byte();
    if (in.byte() % 2) counter %= 4;  // often near the start, where libsodium's _ic agrees
    const auto key = fuzz::bytes_of(in.bytes(32));
    const auto nonce = fuzz::bytes_of(in.bytes(24));
    const auto message = fuzz::bytes_of(in.rest().substr(0, 4096));
    std::vector<std::uint8_t> k(32, 0), n(variant == 3 ? 24 : 8, 0);
    std::copy_n(key.begin(), std::min(key.size(), k.size()), k.begin());
    std::copy_n(nonce.begin(), std::min(nonce.size(), n.size()), n.begin());

    std::vector<std::uint8_t> ours(message.size());
    std::vector<std::uint8_t> theirs(message.size() + 1);
    std::error_code ec;
    switch (variant) {
        case 0:
            ec = argon2::salsa20_xor(ours, message, n, k, counter, argon2::salsa20_rounds::r20);
            crypto_stream_salsa20_xor_ic(theirs.data(), fuzz::nonnull(message), message.size(),
                                         n.data(), counter, k.data());
            break;
        case 1:
            ec = argon2::salsa20_xor(ours, message, n, k, 0, argon2::salsa20_rounds::r12);
            crypto_stream_salsa2012_xor(theirs.data(), fuzz::nonnull(message), message.size(),
                                        n.data(), k.data());
            break;
        case 2:
            ec = argon2::salsa20_xor(ours, message, n, k, 0, argon2::salsa20_rounds::r8);
            // libsodium marks Salsa20/8 deprecated as a cipher; as scrypt's core it is the oracle.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
            crypto_stream_salsa208_xor(theirs.data(), fuzz::nonnull(message), message.size(),
                                       n.data(), k.data());
#pragma GCC diagnostic pop
            break;
        case 3:
            ec = argon2::xsalsa20_xor(ours, message, n, k, counter);
            crypto_stream_xsalsa20_xor_ic(theirs.data(), fuzz::nonnull(message), message.size(),
                                          n.data(), counter, k.data());
            break;
        default: {
            const std::vector<std::uint8_t> short_key(k.begin(), k.begin() + 16);
            ec = argon2::salsa20_xor(ours, message, n, short_key, counter);
            FUZZ_CHECK(!ec);
            return 0;
        }
    }
    FUZZ_CHECK(!ec);
    theirs.pop_back();
    FUZZ_CHECK(ours == theirs);
    return 0;
}
