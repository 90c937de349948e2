// The known-answer traces and the reference vectors (and Salsa20's and scrypt's known
// answers on every Salsa20 kernel), run on another target (wasm32-wasi under
// node's WASI, aarch64 under qemu) on every backend compiled in. Boost.Test does not build for
// WASI, so this prints its own closing line: "N passed, M failed". Vector rows above MAX_KIB
// are counted and reported as not run (emulation is slow; wasm32 memory is 4 GiB at most).
// A backend this CPU cannot run must refuse to be forced (backend_unavailable), and fails the
// run: each cross file's emulator runs every kernel built for its target. On a CPU model
// chosen to lack some (--allow-unsupported) it is reported as not run.
//   selftest [--allow-unsupported] TEST_DATA [MAX_KIB]
//   selftest --list       one line per backend: name, supported or unsupported, chosen
#include "tests/support/kat_request.hpp"
#include "tests/support/scrypt_vectors.hpp"
#include "tests/support/test_data.hpp"

#include <argon2.h>
#include <argon2/argon2.hpp>

#include "src/engine/engine.hpp"
#include "src/engine/memory_sources.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>

namespace {

using namespace argon2::detail;

int passed = 0;
int failed = 0;

void check(bool ok, const std::string& what) {
    if (ok) {
        ++passed;
    } else {
        ++failed;
        std::printf("FAIL %s\n", what.c_str());
    }
}

struct comparison {
    const test_support::kat_trace* expected;
    std::string mismatch;
};

void compare_pass(void* context, const instance& inst, std::uint32_t pass) noexcept {
    auto& c = *static_cast<comparison*>(context);
    if (c.mismatch.empty()) {
        c.mismatch = test_support::first_mismatch(*c.expected, pass, inst.memory[0].v,
                                                  std::size_t{inst.memory_blocks} * block_words);
    }
}

void replay_traces(const std::string& backend, const std::string& kats) {
    for (const char* name : test_support::kat_trace_names) {
        test_support::kat_trace t;
        const std::string error = test_support::load_kat_trace(kats + "/" + name, t);
        if (!error.empty()) {
            check(false, std::string(name) + ": " + error);
            continue;
        }
        std::vector<std::uint8_t> out;
        request r = test_support::kat_request(t, out, 1);
        std::uint8_t h0[prehash_bytes];
        initial_hash(h0, r, t.type);
        check(std::equal(h0, h0 + prehash_bytes, t.prehash.begin()), backend + " " + name + " H0");
        comparison c{&t, {}};
        pass_observer observer{&compare_pass, &c};
        one_shot_memory memory;
        check(validate(r) == argon2::errc::ok && compute(r, static_cast<argon2::algorithm>(t.type),
                                                         memory, &observer) == argon2::errc::ok,
              backend + " " + name + " hashes");
        check(c.mismatch.empty(), backend + " " + name + " memory: " + c.mismatch);
        check(out == t.tag, backend + " " + name + " tag");
    }
}

void hash_vectors(const std::string& backend, const std::string& test_data, unsigned long max_kib,
                  int& not_run) {
    for (const auto& f : test_support::read_tsv(test_data + "/vectors-hash.tsv")) {
        if (f.size() != 10) {
            check(false, "malformed vectors-hash.tsv row");
            continue;
        }
        if (std::stoul(f[3]) > max_kib) {
            ++not_run;
            continue;
        }
        const argon2::params p{f[0] == "argon2d"   ? argon2::algorithm::argon2d
                               : f[0] == "argon2i" ? argon2::algorithm::argon2i
                                                   : argon2::algorithm::argon2id,
                               f[1] == "16" ? argon2::version::v10 : argon2::version::v13,
                               static_cast<std::uint32_t>(std::stoul(f[2])),
                               static_cast<std::uint32_t>(std::stoul(f[3])),
                               static_cast<std::uint32_t>(std::stoul(f[4])),
                               static_cast<std::uint32_t>(std::stoul(f[4])),
                               32};
        std::vector<std::uint8_t> tag(32);
        check(!argon2::hash_raw(p, f[5], f[6], tag) && test_support::to_hex(tag.data(), 32) == f[7],
              backend + " vector " + f[8]);
        check(!argon2::verify(f[8], f[5], argon2::limits::unbounded()),
              backend + " verifies " + f[8]);
    }
}

void verify_errors(const std::string& test_data) {
    const std::map<std::string, int> codes = {{"ARGON2_DECODING_FAIL", ARGON2_DECODING_FAIL},
                                              {"ARGON2_SALT_TOO_SHORT", ARGON2_SALT_TOO_SHORT},
                                              {"ARGON2_VERIFY_MISMATCH", ARGON2_VERIFY_MISMATCH}};
    for (const auto& f : test_support::read_tsv(test_data + "/vectors-verify-errors.tsv")) {
        const auto type = f[2] == "argon2d" ? Argon2_d : f[2] == "argon2i" ? Argon2_i : Argon2_id;
        const int expected = codes.count(f[3]) ? codes.at(f[3]) : 1;
        check(argon2_verify(f[0].c_str(), f[1].data(), f[1].size(), type) == expected,
              "verify error " + f[0]);
    }
}

// Salsa20 and scrypt on one kernel set: eSTREAM's Salsa20/20 set 1 vector 0 (128-bit key,
// keystream bytes 0..63 and 448..511), RFC 7914's scrypt vectors up to N = 2^14, and every
// message length 0..400 of XSalsa20 and Salsa20/8 equal to the scalar kernel's (natively, the
// scalar kernel is checked against libsodium: tests/unit/test_scrypt.cpp).
void salsa20_kernel_answers(const std::string& kernel) {
    std::vector<std::uint8_t> key(16, 0);
    key[0] = 0x80;
    std::vector<std::uint8_t> stream(512);
    check(!argon2::salsa20_xor(stream, std::vector<std::uint8_t>(512), std::vector<std::uint8_t>(8),
                               key),
          kernel + " salsa20");
    check(test_support::to_hex(stream.data(), 64) ==
                  "4dfa5e481da23ea09a31022050859936da52fcee218005164f267cb65f5cfd7f"
                  "2b4f97e0ff16924a52df269515110a07f9e460bc65ef95da58f740b7d1dbb0aa" &&
              test_support::to_hex(stream.data() + 448, 64) ==
                  "b375703739daced4dd4059fd71c3c47fc2f9939670fad4a46066adcc6a564578"
                  "3308b90ffb72be04a6b147cbe38cc0c3b9267c296a92a7c69873f9f263be9703",
          kernel + " eSTREAM set 1 vector 0");
    for (const test_support::scrypt_vector& v : test_support::rfc7914_scrypt_vectors) {
        if (v.log2_n > 14) continue;  // 1 GiB: too slow emulated
        std::vector<std::uint8_t> dk(64);
        check(!argon2::scrypt_raw({v.log2_n, v.r, v.p}, v.password, v.salt, dk) &&
                  test_support::to_hex(dk.data(), dk.size()) == v.dk,
              kernel + " scrypt N=2^" + std::to_string(v.log2_n));
    }
    std::vector<std::uint8_t> message(400), xkey(32), nonce(24);
    for (std::size_t i = 0; i < message.size(); ++i) message[i] = static_cast<std::uint8_t>(i * 7);
    for (std::size_t i = 0; i < 32; ++i) xkey[i] = static_cast<std::uint8_t>(i * 13 + 1);
    for (std::size_t i = 0; i < 24; ++i) nonce[i] = static_cast<std::uint8_t>(i * 5 + 3);
    int mismatches = 0;
    for (std::size_t n = 0; n <= message.size(); ++n) {
        const argon2::bytes_view in(message.data(), n);
        std::vector<std::uint8_t> ours(n), scalar(n), ours8(n), scalar8(n);
        argon2::xsalsa20_xor(ours, in, nonce, xkey, 0xFFFFFFFE);
        argon2::salsa20_xor(ours8, in, argon2::bytes_view(nonce.data(), 8), xkey, 3,
                            argon2::salsa20_rounds::r8);
        argon2::force_backend("scalar");
        argon2::xsalsa20_xor(scalar, in, nonce, xkey, 0xFFFFFFFE);
        argon2::salsa20_xor(scalar8, in, argon2::bytes_view(nonce.data(), 8), xkey, 3,
                            argon2::salsa20_rounds::r8);
        argon2::force_backend(kernel);
        mismatches += ours != scalar || ours8 != scalar8;
    }
    check(mismatches == 0, kernel + " equals scalar at every length 0..400");
}

// On a 32-bit target, memory costs its address space cannot hold fail with the reference's
// code before anything is allocated, never by a size that wrapped around (2^22 KiB is 2^32
// bytes: 0 in a 32-bit size_t). Returns how many cases ran.
int address_space_limits() {
    if (sizeof(void*) != 4) return 0;
    std::uint8_t tag[32];
    const std::uint8_t salt[16] = {};
    int cases = 0;
    for (const std::uint32_t m_cost : {(1u << 21) + 1, 1u << 22, (1u << 22) + 8, 0xFFFFFFFFu}) {
        const int rc = argon2_hash(1, m_cost, 1, "pw", 2, salt, sizeof salt, tag, sizeof tag,
                                   nullptr, 0, Argon2_id, ARGON2_VERSION_13);
        check(rc == ARGON2_MEMORY_TOO_MUCH,
              "C ABI m_cost " + std::to_string(m_cost) + ": " + argon2_error_message(rc));
        argon2::params p;
        p.memory_kib = m_cost;
        p.lanes = p.threads = 1;
        check(argon2::hash_raw(p, "pw", salt, tag) == argon2::errc::memory_too_much,
              "C++ hash_raw m_cost " + std::to_string(m_cost));
        cases += 2;
    }
    // scrypt: 128 r N = 2^37 bytes, under a caller's ceiling of 2^40 but not addressable.
    argon2::scrypt_limits roomy;
    roomy.max_memory_bytes = std::uint64_t{1} << 40;
    const argon2::scrypt_params big{24, 64, 1, 32};
    check(argon2::scrypt_raw(big, "pw", salt, tag, roomy) == argon2::errc::memory_too_much,
          "scrypt N=2^24 r=64 (2^37 bytes)");
    return cases + 1;
}

}  // namespace

int main(int argc, char* argv[]) {
    // Progress as it happens, also through a pipe (Windows' C runtime buffers a piped stdout
    // fully, and line buffering is full buffering there).
    std::setvbuf(stdout, nullptr, _IONBF, 0);
    if (argc == 2 && std::string(argv[1]) == "--list") {
        for (const argon2::backend_info& b : argon2::backends()) {
            std::printf("%.*s %s%s\n", static_cast<int>(b.name.size()), b.name.data(),
                        b.supported ? "supported" : "unsupported", b.chosen ? " chosen" : "");
        }
        return 0;
    }
    const bool allow_unsupported = argc > 1 && std::string(argv[1]) == "--allow-unsupported";
    if (allow_unsupported) {
        --argc;
        ++argv;
    }
    if (argc != 2 && argc != 3) {
        std::printf(
            "usage: selftest [--allow-unsupported] TEST_DATA [MAX_KIB] | selftest --list\n");
        return 2;
    }
    const unsigned long max_kib = argc == 3 ? std::stoul(argv[2]) : 262144;
    const std::string test_data = argv[1];
    if (!test_support::file_exists(test_data + "/kats/argon2id")) {
        std::printf("SKIPPED: %s/kats not found\n", argv[1]);
        return 77;
    }
    int not_run = 0;
    for (const argon2::backend_info& b : argon2::backends()) {
        const std::string backend(b.name);
        if (!b.supported) {
            check(argon2::force_backend(backend) == argon2::errc::backend_unavailable,
                  "forcing " + backend + " is refused here");
            check(allow_unsupported, backend + " runs on this CPU");
            std::printf("backend %s not run: this CPU cannot run it\n", backend.c_str());
            continue;
        }
        check(!argon2::force_backend(backend), "force " + backend);
        replay_traces(backend, test_data + "/kats");
        hash_vectors(backend, test_data, max_kib, not_run);
        salsa20_kernel_answers(backend);
        std::printf("backend %s done\n", backend.c_str());
    }
    argon2::force_backend("");
    verify_errors(test_data);
    if (const int cases = address_space_limits(); cases > 0)
        std::printf("address space: %d over-large memory costs refused before allocation\n", cases);
    std::printf("not run: %d vector rows (all backends together) above %lu KiB\n", not_run,
                max_kib);
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
