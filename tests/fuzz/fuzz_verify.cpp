// argon2::verify on arbitrary PHC strings and passwords, under two ceilings: a tight one (the
// fuzzer's time budget) and the at_most() ceiling a server derives from its policy. Never a
// crash; a string over the ceiling is refused with the ceiling's code, before any hashing.
#include "fuzz_input.hpp"

#include "src/core/phc.hpp"

#include <argon2/argon2.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::input in(data, size);
    const std::string_view password = in.bytes(64);
    const std::string_view encoded = in.rest();

    argon2::limits tight;
    tight.max_memory_kib = 256;
    tight.max_passes = 3;
    tight.max_lanes = 4;
    tight.max_threads = 2;
    const argon2::params policy{
        argon2::algorithm::argon2id, argon2::version::v13, 2, 128, 2, 2, 32};

    for (const argon2::limits& ceiling : {tight, argon2::limits::at_most(policy)}) {
        const std::error_code ec = argon2::verify(encoded, password, ceiling);
        argon2::detail::phc_fields f;
        const bool parsed = argon2::detail::phc_parse(encoded, std::nullopt, f) == argon2::errc::ok;
        if (parsed && f.m_cost > ceiling.max_memory_kib &&
            (f.version == 0x10 || f.version == 0x13)) {
            FUZZ_CHECK(ec == argon2::errc::memory_too_much);
        }
        if (!ec) FUZZ_CHECK(parsed && f.trailing.empty() && f.m_cost <= ceiling.max_memory_kib);
    }
    return 0;
}
