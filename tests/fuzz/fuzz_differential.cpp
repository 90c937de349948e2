// Tiny hashes (m <= 64 KiB) with every input drawn by the fuzzer (type, version, lanes, threads,
// lengths, password, salt, secret, associated data, kernel set), through our C ABI and the
// reference C side by side: the same code, the same tag, the same PHC string. The kernel set is
// the last field, so an input that ends before it (every corpus entry from before the field)
// keeps its meaning: byte 0, the set the dispatcher picks.
#include "fuzz_input.hpp"

#include "harness/libargon2_loader.hpp"

#include <argon2.h>

#include <cstring>
#include <vector>

namespace {

struct outcome {
    int code;
    std::vector<std::uint8_t> tag;
};

outcome run(decltype(&::argon2_ctx) ctx_fn, argon2_context ctx, argon2_type type,
            std::vector<std::uint8_t> pwd, std::vector<std::uint8_t> secret) {
    outcome o{0, std::vector<std::uint8_t>(ctx.outlen)};
    ctx.out = o.tag.data();
    ctx.pwd = pwd.empty() ? nullptr : pwd.data();
    ctx.secret = secret.empty() ? nullptr : secret.data();
    o.code = ctx_fn(&ctx, type);
    return o;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const harness::libargon2* reference = &fuzz::reference();

    fuzz::input in(data, size);
    const auto type = static_cast<argon2_type>(in.in(0, 2));
    const std::uint32_t version = in.byte() % 2 ? ARGON2_VERSION_13 : ARGON2_VERSION_10;
    const std::uint32_t lanes = in.in(1, 8);
    const std::uint32_t threads = in.in(1, 8);
    const std::uint32_t m_cost = in.in(8 * lanes, 64);
    const std::uint32_t t_cost = in.in(1, 3);
    const std::uint32_t outlen = in.in(4, 128);
    const std::uint32_t flags = in.byte() % 4;  // ARGON2_FLAG_CLEAR_PASSWORD | _SECRET
    const auto pwd = fuzz::bytes_of(in.bytes(128));
    const auto salt = fuzz::bytes_of(in.bytes(64));
    const auto secret = fuzz::bytes_of(in.bytes(64));
    const auto ad = fuzz::bytes_of(in.bytes(64));
    const fuzz::forced_kernel_set kernels(in.byte());

    argon2_context ctx{};
    ctx.outlen = outlen;
    ctx.pwdlen = static_cast<std::uint32_t>(pwd.size());
    ctx.salt = salt.empty() ? nullptr : const_cast<std::uint8_t*>(salt.data());
    ctx.saltlen = static_cast<std::uint32_t>(salt.size());
    ctx.secretlen = static_cast<std::uint32_t>(secret.size());
    ctx.ad = ad.empty() ? nullptr : const_cast<std::uint8_t*>(ad.data());
    ctx.adlen = static_cast<std::uint32_t>(ad.size());
    ctx.t_cost = t_cost;
    ctx.m_cost = m_cost;
    ctx.lanes = lanes;
    ctx.threads = threads;
    ctx.version = version;
    ctx.flags = flags;

    const outcome ours = run(&::argon2_ctx, ctx, type, pwd, secret);
    const outcome theirs = run(reference->ctx, ctx, type, pwd, secret);
    FUZZ_CHECK(ours.code == theirs.code);
    if (ours.code != ARGON2_OK) return 0;
    FUZZ_CHECK(ours.tag == theirs.tag);

    // The PHC string (argon2_hash takes no secret or associated data).
    if (!secret.empty() || !ad.empty() || outlen > 64) return 0;
    std::vector<char> ours_encoded(512, 'x');
    std::vector<char> theirs_encoded(512, 'x');
    const int a =
        ::argon2_hash(t_cost, m_cost, lanes, pwd.data(), pwd.size(), salt.data(), salt.size(),
                      nullptr, outlen, ours_encoded.data(), ours_encoded.size(), type, version);
    const int b = reference->hash(t_cost, m_cost, lanes, pwd.data(), pwd.size(), salt.data(),
                                  salt.size(), nullptr, outlen, theirs_encoded.data(),
                                  theirs_encoded.size(), type, version);
    FUZZ_CHECK(a == b);
    FUZZ_CHECK(ours_encoded == theirs_encoded);
    return 0;
}
