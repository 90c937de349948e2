// scrypt against libsodium (crypto_pwhash_scryptsalsa208sha256_ll), on the kernel set the
// input picks among those this CPU runs: small N, r and p, password, salt and output length
// drawn by the fuzzer. Both succeed with the same bytes, or both refuse.
#include "fuzz_input.hpp"

#include <argon2/scrypt.hpp>

#include <sodium.h>

#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (sodium_init() < 0) fuzz::fail("sodium_init");
    fuzz::input in(data, size);
    const fuzz::forced_kernel_set kernels(in.byte());

    const std::uint32_t log2_n = in.in(0, 7);  // 0: N = 1, which both refuse
    const std::uint32_t r = in.in(1, 4);
    const std::uint32_t p = in.in(1, 3);
    const std::size_t length = in.in(1, 300);
    const auto password = fuzz::bytes_of(in.bytes(128));
    const auto salt = fuzz::bytes_of(in.rest().substr(0, 128));

    std::vector<std::uint8_t> ours(length);
    std::vector<std::uint8_t> theirs(length);
    const std::error_code ec = argon2::scrypt_raw(
        {log2_n, r, p, static_cast<std::uint32_t>(length)}, password, salt, ours);
    const int rc = crypto_pwhash_scryptsalsa208sha256_ll(
        fuzz::nonnull(password), password.size(), fuzz::nonnull(salt), salt.size(),
        std::uint64_t{1} << log2_n, r, p, theirs.data(), length);
    FUZZ_CHECK(!ec == (rc == 0));
    if (!ec) FUZZ_CHECK(ours == theirs);
    return 0;
}
