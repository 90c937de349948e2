// The known-answer traces and the reference vectors, run on another target (wasm32-wasi under
// node's WASI, aarch64 under qemu) on every backend compiled in. Boost.Test does not build for
// WASI, so this prints its own closing line: "N passed, M failed". Vector rows above MAX_KIB
// are counted and reported as not run (emulation is slow; wasm32 memory is 4 GiB at most).
// A backend this CPU cannot run must refuse to be forced (backend_unavailable) and is reported
// as not run.
//   selftest SHARED_DIR [MAX_KIB]
//   selftest --list       one line per backend: name, supported or unsupported, chosen
#include "tests/support/kat_request.hpp"
#include "tests/support/test_data.hpp"

#include <argon2.h>
#include <argon2/argon2.hpp>

#include "src/core/engine.hpp"
#include "src/core/memory_sources.hpp"

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
        check(compute(r, t.type, memory, &observer) == 0, backend + " " + name + " hashes");
        check(c.mismatch.empty(), backend + " " + name + " memory: " + c.mismatch);
        check(out == t.tag, backend + " " + name + " tag");
    }
}

void hash_vectors(const std::string& backend, const std::string& shared, unsigned long max_kib,
                  int& not_run) {
    for (const auto& f : test_support::read_tsv(shared + "/vectors-hash.tsv")) {
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

void verify_errors(const std::string& shared) {
    const std::map<std::string, int> codes = {{"ARGON2_DECODING_FAIL", ARGON2_DECODING_FAIL},
                                              {"ARGON2_SALT_TOO_SHORT", ARGON2_SALT_TOO_SHORT},
                                              {"ARGON2_VERIFY_MISMATCH", ARGON2_VERIFY_MISMATCH}};
    for (const auto& f : test_support::read_tsv(shared + "/vectors-verify-errors.tsv")) {
        const auto type = f[2] == "argon2d" ? Argon2_d : f[2] == "argon2i" ? Argon2_i : Argon2_id;
        const int expected = codes.count(f[3]) ? codes.at(f[3]) : 1;
        check(argon2_verify(f[0].c_str(), f[1].data(), f[1].size(), type) == expected,
              "verify error " + f[0]);
    }
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc == 2 && std::string(argv[1]) == "--list") {
        for (const argon2::backend_info& b : argon2::backends()) {
            std::printf("%.*s %s%s\n", static_cast<int>(b.name.size()), b.name.data(),
                        b.supported ? "supported" : "unsupported", b.chosen ? " chosen" : "");
        }
        return 0;
    }
    if (argc != 2 && argc != 3) {
        std::printf("usage: selftest SHARED_DIR [MAX_KIB] | selftest --list\n");
        return 2;
    }
    const unsigned long max_kib = argc == 3 ? std::stoul(argv[2]) : 262144;
    const std::string shared = argv[1];
    if (!test_support::file_exists(shared + "/kats/argon2id")) {
        std::printf("SKIPPED: %s/kats not found\n", argv[1]);
        return 77;
    }
    int not_run = 0;
    for (const argon2::backend_info& b : argon2::backends()) {
        const std::string backend(b.name);
        if (!b.supported) {
            check(argon2::force_backend(backend) == argon2::errc::backend_unavailable,
                  "forcing " + backend + " is refused here");
            std::printf("backend %s not run: this CPU cannot run it\n", backend.c_str());
            continue;
        }
        check(!argon2::force_backend(backend), "force " + backend);
        replay_traces(backend, shared + "/kats");
        hash_vectors(backend, shared, max_kib, not_run);
        std::printf("backend %s done\n", backend.c_str());
    }
    verify_errors(shared);
    std::printf("not run: %d vector rows (all backends together) above %lu KiB\n", not_run,
                max_kib);
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
