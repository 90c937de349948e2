// <argon2/salsa20.hpp>: argument checks, the state words, and the message's last partial block;
// whole blocks go to the dispatched kernel (backends/kernel_sets.txt).
#include <argon2/salsa20.hpp>

#include "src/core/secure.hpp"
#include "src/engine/dispatch.hpp"

#include <cstring>

ARGON2_BEGIN_NAMESPACE

namespace {

std::uint32_t load_le32(const unsigned char* p) noexcept {
    return std::uint32_t{p[0]} | std::uint32_t{p[1]} << 8 | std::uint32_t{p[2]} << 16 |
           std::uint32_t{p[3]} << 24;
}

// "expand 32-byte k" / "expand 16-byte k" at words 0, 5, 10, 15; the key at 1-4 and 11-14 (a
// 16-byte key twice); the nonce (or HSalsa20's input) at 6-9.
// Each row of four words is written with one 16-byte store: the kernels load rows, and a load
// that several narrower stores wrote waits for them to reach the cache (no store forwarding).
void initial_state(std::uint32_t x[16], bytes_view key, const unsigned char* middle) noexcept {
    const bool long_key = key.size() == 32;
    const auto* sigma =
        reinterpret_cast<const unsigned char*>(long_key ? "expand 32-byte k" : "expand 16-byte k");
    const unsigned char* k1 = key.data();
    const unsigned char* k2 = key.data() + (long_key ? 16 : 0);
    using row = std::uint32_t __attribute__((vector_size(16)));
    const row rows[4] = {
        {load_le32(sigma), load_le32(k1), load_le32(k1 + 4), load_le32(k1 + 8)},
        {load_le32(k1 + 12), load_le32(sigma + 4), load_le32(middle), load_le32(middle + 4)},
        {load_le32(middle + 8), load_le32(middle + 12), load_le32(sigma + 8), load_le32(k2)},
        {load_le32(k2 + 4), load_le32(k2 + 8), load_le32(k2 + 12), load_le32(sigma + 12)}};
    std::memcpy(x, rows, sizeof rows);
}

std::error_code check_key(bytes_view key, bool short_allowed) noexcept {
    if (key.size() == 32 || (short_allowed && key.size() == 16)) return {};
    return make_error_code(key.size() < 32 ? errc::secret_too_short : errc::secret_too_long);
}

std::error_code run_stream(std::uint32_t state[16], std::span<std::uint8_t> out, bytes_view in,
                           unsigned rounds) noexcept {
    const detail::kernel_set* kernel = detail::active_kernel_set();
    if (kernel == nullptr) return make_error_code(errc::backend_unavailable);
    const std::size_t whole = in.size() / salsa20_block_length;
    if (whole > 0) kernel->run.salsa20_xor(state, rounds, in.data(), out.data(), whole);
    const std::size_t done = whole * salsa20_block_length;
    if (const std::size_t tail = in.size() - done; tail > 0) {
        std::uint8_t block[salsa20_block_length] = {};
        std::memcpy(block, in.data() + done, tail);
        kernel->run.salsa20_xor(state, rounds, block, block, 1);
        std::memcpy(out.data() + done, block, tail);
        detail::secure_wipe(block, sizeof block);
    }
    detail::secure_wipe(state, 16 * sizeof(std::uint32_t));
    return {};
}

std::error_code check_sizes(std::span<std::uint8_t> out, bytes_view in) noexcept {
    if (out.size() != in.size()) return make_error_code(errc::out_ptr_mismatch);
    if (out.data() == nullptr && !out.empty()) return make_error_code(errc::output_ptr_null);
    return {};
}

// Reads the arguments field by field: a 16-byte load of a view's two fields would wait for the
// caller's two 8-byte stores of them to reach the cache (include/argon2/salsa20.hpp).
std::error_code salsa20_stream_xor(const api_detail::salsa20_arguments& a) noexcept {
    const std::span<std::uint8_t> out(a.out, a.out_size);
    const bytes_view in(a.in, a.in_size);
    const bytes_view key(a.key, a.key_size);
    if (auto ec = check_key(key, true)) return ec;
    if (a.nonce_size != salsa20_nonce_length) return make_error_code(errc::incorrect_parameter);
    if (a.rounds != 20 && a.rounds != 12 && a.rounds != 8)
        return make_error_code(errc::incorrect_parameter);
    if (auto ec = check_sizes(out, in)) return ec;
    std::uint32_t x[16];
    unsigned char middle[16];
    std::memcpy(middle, a.nonce, 8);
    for (int i = 0; i < 8; ++i)
        middle[8 + i] = static_cast<unsigned char>(a.block_counter >> (8 * i));
    initial_state(x, key, middle);
    return run_stream(x, out, in, a.rounds);
}

}  // namespace

std::error_code hsalsa20(std::span<std::uint8_t, 32> out, bytes_view input,
                         bytes_view key) noexcept {
    if (auto ec = check_key(key, false)) return ec;
    if (input.size() != 16) return make_error_code(errc::incorrect_parameter);
    const detail::kernel_set* kernel = detail::active_kernel_set();
    if (kernel == nullptr) return make_error_code(errc::backend_unavailable);
    std::uint32_t x[16];
    std::uint32_t words[8];
    initial_state(x, key, input.data());
    kernel->run.hsalsa20(x, words);
    for (int i = 0; i < 8; ++i)
        for (int b = 0; b < 4; ++b) out[4 * i + b] = static_cast<std::uint8_t>(words[i] >> (8 * b));
    detail::secure_wipe(x, sizeof x);
    detail::secure_wipe(words, sizeof words);
    return {};
}

namespace api_detail {

std::error_code salsa20_xor(const salsa20_arguments& a) noexcept { return salsa20_stream_xor(a); }

// XSalsa20 is Salsa20/20 alone: `a.rounds` is not read.
std::error_code xsalsa20_xor(const salsa20_arguments& a) noexcept {
    const std::span<std::uint8_t> out(a.out, a.out_size);
    const bytes_view in(a.in, a.in_size);
    const bytes_view nonce(a.nonce, a.nonce_size);
    const bytes_view key(a.key, a.key_size);
    if (auto ec = check_key(key, false)) return ec;
    if (nonce.size() != xsalsa20_nonce_length) return make_error_code(errc::incorrect_parameter);
    if (auto ec = check_sizes(out, in)) return ec;
    std::uint8_t subkey[32];
    if (auto ec = hsalsa20(subkey, bytes_view(nonce.data(), 16), key)) return ec;
    const std::error_code ec = salsa20_stream_xor({a.out, a.out_size, a.in, a.in_size, a.nonce + 16,
                                                   8, subkey, sizeof subkey, 20, a.block_counter});
    detail::secure_wipe(subkey, sizeof subkey);
    return ec;
}

}  // namespace api_detail

ARGON2_END_NAMESPACE
