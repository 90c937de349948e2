// Parameter validation on arbitrary values, against the reference C: the same code for every
// set it rejects; for the cheap sets it accepts, the same tag.
#include "fuzz_input.hpp"

#include "harness/libargon2_loader.hpp"

#include <argon2/argon2.hpp>

#include <array>
#include <cstdio>
#include <vector>

namespace {

// Values near every boundary the reference checks, and arbitrary ones.
std::uint32_t pick(fuzz::input& in, std::initializer_list<std::uint32_t> edges) {
    const std::uint8_t how = in.byte();
    if (how < 200) return *(edges.begin() + how % edges.size());
    return in.u32();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const harness::libargon2* reference = &fuzz::reference();

    fuzz::input in(data, size);
    argon2::params p;
    p.algo = static_cast<argon2::algorithm>(pick(in, {0, 1, 2, 3}));
    p.ver = static_cast<argon2::version>(pick(in, {0x10, 0x13, 0, 0x14}));
    p.passes = pick(in, {0, 1, 2, 3});
    p.memory_kib = pick(in, {0, 1, 7, 8, 15, 16, 31, 32, 64, 128});
    p.lanes = pick(in, {0, 1, 2, 3, 4, 8, 0xFFFFFF, 0x1000000, 0x20000000});
    p.threads = pick(in, {0, 1, 2, 4, 0xFFFFFF, 0x1000000});
    p.tag_length = pick(in, {0, 3, 4, 16, 32, 64}) % 1025;
    const std::string_view salt = in.bytes(32);
    const std::string_view password = in.bytes(32);

    const std::error_code ours = p.validate();
    // The one deliberate difference (docs/usage.md): the C++ API refuses versions other than 0x10
    // and 0x13, which the reference hashes into H0 and runs as 0x13.
    const bool known_version = p.ver == argon2::version::v10 || p.ver == argon2::version::v13;
    const bool only_the_version = !known_version && static_cast<std::uint32_t>(p.algo) <= 2 &&
                                  ours == argon2::errc::incorrect_type;
    // The tag a valid set makes, by both libraries, when it is cheap enough for a fuzzer.
    const bool cheap = p.memory_kib <= 128 && p.passes <= 3 && p.lanes <= 8 && p.tag_length <= 64;
    if ((!ours || only_the_version) && !cheap) return 0;
    if (!ours && salt.size() < 8) return 0;  // validate() stands in a valid salt

    std::vector<std::uint8_t> ours_tag(p.tag_length);
    std::vector<std::uint8_t> reference_tag(p.tag_length + 4);  // room even for a rejected length
    argon2_context ctx{};
    ctx.out = reference_tag.data();
    ctx.outlen = p.tag_length;
    ctx.pwd = reinterpret_cast<std::uint8_t*>(const_cast<char*>(password.data()));
    ctx.pwdlen = static_cast<std::uint32_t>(password.size());
    // Invalid sets are compared with a valid salt, so that the parameter's own code shows.
    static constexpr std::array<std::uint8_t, 8> stand_in{};
    ctx.salt = ours ? const_cast<std::uint8_t*>(stand_in.data())
                    : reinterpret_cast<std::uint8_t*>(const_cast<char*>(salt.data()));
    ctx.saltlen = ours ? 8 : static_cast<std::uint32_t>(salt.size());
    ctx.t_cost = p.passes;
    ctx.m_cost = p.memory_kib;
    ctx.lanes = p.lanes;
    ctx.threads = p.threads;
    ctx.version = static_cast<std::uint32_t>(p.ver);
    const int reference_code = reference->ctx(&ctx, static_cast<argon2_type>(p.algo));

    if (only_the_version) {
        FUZZ_CHECK(reference_code == ARGON2_OK);
        return 0;
    }
    if (ours) {
        if (reference_code != ours.value()) {
            std::fprintf(stderr,
                         "type %u version %u t %u m %u lanes %u threads %u tag %u salt %zu: ours "
                         "%d, reference %d\n",
                         static_cast<unsigned>(p.algo), static_cast<unsigned>(p.ver), p.passes,
                         p.memory_kib, p.lanes, p.threads, p.tag_length, salt.size(), ours.value(),
                         reference_code);
        }
        FUZZ_CHECK(reference_code == ours.value());
        return 0;
    }
    // Valid for us: the reference agrees, and the tags match.
    FUZZ_CHECK(reference_code == ARGON2_OK);
    const std::error_code hashed = argon2::hash_raw(p, password, salt, ours_tag);
    FUZZ_CHECK(!hashed);
    reference_tag.resize(p.tag_length);
    FUZZ_CHECK(ours_tag == reference_tag);
    return 0;
}
