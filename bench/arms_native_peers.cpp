// Peers in C and C++, timed in this process: the reference C library (Debian's libargon2,
// loaded with dlmopen beside ours) and any other libargon2-compatible build, libsodium 1.0.18
// and Botan 2.
#include "arms.hpp"
#include "isa_probe.hpp"

#include "harness/libargon2_loader.hpp"

#include <botan/argon2.h>
#include <sodium.h>

#include <memory>
#include <stdexcept>

namespace bench {

namespace {

arm libargon2_arm(const std::string& name, const std::string& what, const std::string& path,
                  std::vector<std::string>& notes) {
    auto lib = std::make_shared<harness::libargon2>();
    const std::string error = lib->load(path);
    if (!error.empty()) throw std::runtime_error(error);
    const isa_probe probe = probe_library(path);
    notes.push_back(what + " (" + path + "): " + probe.line());
    return {name, what + " [" + (probe.ok ? probe.verdict() : "ISA unknown") + "]", false,
            [](const config&) { return true; },
            [lib](const config& c, std::vector<std::uint8_t>& tag) {
                tag.assign(c.tag_length, 0);
                const double start = now_seconds();
                const int rc = lib->hash(c.passes, c.memory_kib, c.lanes, bench_password.data(),
                                         bench_password.size(), bench_salt.data(),
                                         bench_salt.size(), tag.data(), tag.size(), nullptr, 0,
                                         static_cast<argon2_type>(c.type), ARGON2_VERSION_13);
                const double seconds = now_seconds() - start;
                if (rc != ARGON2_OK) throw std::runtime_error(lib->error_message(rc));
                return seconds;
            }};
}

}  // namespace

std::vector<arm> native_peer_arms(const arm_options& options, std::vector<std::string>& notes) {
    std::vector<arm> arms;

    const std::string reference = harness::find_reference_library();
    if (reference.empty()) {
        notes.push_back("reference C: not installed (Debian package libargon2-1), row left out");
    } else {
        arms.push_back(libargon2_arm("reference-c", "reference C, Debian libargon2 20171227",
                                     reference, notes));
    }
    for (std::size_t i = 0; i < options.extra_libraries.size(); ++i) {
        const auto& [label, path] = options.extra_libraries[i];
        arms.push_back(libargon2_arm("extra-" + std::to_string(i + 1), label, path, notes));
    }

    if (sodium_init() < 0) throw std::runtime_error("sodium_init failed");
    arms.push_back(
        {"libsodium",
         std::string("libsodium ") + sodium_version_string() + " crypto_pwhash (one lane only)",
         false,
         // Its API fixes p = 1, takes no Argon2d, and wants memory in whole KiB >= 8.
         [](const config& c) { return c.lanes == 1 && c.type != 0; },
         [](const config& c, std::vector<std::uint8_t>& tag) {
             tag.assign(c.tag_length, 0);
             const int alg =
                 c.type == 2 ? crypto_pwhash_ALG_ARGON2ID13 : crypto_pwhash_ALG_ARGON2I13;
             const double start = now_seconds();
             const int rc =
                 crypto_pwhash(tag.data(), tag.size(), bench_password.data(), bench_password.size(),
                               bench_salt.data(), c.passes, std::size_t{c.memory_kib} * 1024, alg);
             const double seconds = now_seconds() - start;
             if (rc != 0) throw std::runtime_error("crypto_pwhash failed");
             return seconds;
         }});

    arms.push_back({"botan", "Botan 2.19 Botan::argon2 (single-threaded)", false,
                    [](const config&) { return true; },
                    [](const config& c, std::vector<std::uint8_t>& tag) {
                        tag.assign(c.tag_length, 0);
                        const double start = now_seconds();
                        Botan::argon2(tag.data(), tag.size(), bench_password.data(),
                                      bench_password.size(), bench_salt.data(), bench_salt.size(),
                                      nullptr, 0, nullptr, 0, static_cast<std::uint8_t>(c.type),
                                      c.lanes, c.memory_kib, c.passes);
                        return now_seconds() - start;
                    }});
    return arms;
}

}  // namespace bench
