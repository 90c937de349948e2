// PHC string decoding (src/core/phc.cpp, base64.cpp) on arbitrary bytes: never a crash, and
// whatever parses re-encodes to a string that parses to the same fields.
#include "fuzz_input.hpp"

#include "src/core/base64.hpp"
#include "src/core/phc.hpp"

#include <argon2/argon2.hpp>

#include <optional>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace argon2::detail;
    const std::string_view s(reinterpret_cast<const char*>(data), size);
    using argon2::algorithm;
    for (const std::optional<algorithm> expected_type :
         {std::optional<algorithm>(), std::optional(algorithm::argon2d),
          std::optional(algorithm::argon2i), std::optional(algorithm::argon2id)}) {
        phc_fields f;
        if (phc_parse(s, expected_type, f) != argon2::errc::ok) continue;
        const auto type = static_cast<std::uint32_t>(f.type);
        FUZZ_CHECK(type <= 2);
        FUZZ_CHECK(!expected_type || f.type == *expected_type);

        std::vector<std::uint8_t> salt(base64_decoded_length(f.salt_b64.size()));
        std::vector<std::uint8_t> tag(base64_decoded_length(f.tag_b64.size()));
        base64_decode(salt.data(), f.salt_b64);
        base64_decode(tag.data(), f.tag_b64);
        std::string again(
            phc_length(type, f.version, f.m_cost, f.t_cost, f.lanes, salt.size(), tag.size()),
            '\0');
        phc_encode(again.data(), type, f.version, f.m_cost, f.t_cost, f.lanes, salt.data(),
                   salt.size(), tag.data(), tag.size());

        phc_fields g;
        FUZZ_CHECK(phc_parse(again, std::nullopt, g) == argon2::errc::ok);
        FUZZ_CHECK(g.type == f.type && g.version == f.version && g.m_cost == f.m_cost &&
                   g.t_cost == f.t_cost && g.lanes == f.lanes);
        FUZZ_CHECK(g.salt_b64 == f.salt_b64 && g.tag_b64 == f.tag_b64 && g.trailing.empty());
    }
    // The public parsers of the same text: only their outcome matters (no crash, no leak).
    argon2::params policy;
    (void)argon2::needs_rehash(s, policy);
    return 0;
}
