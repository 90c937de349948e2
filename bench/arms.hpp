// An arm is one implementation under test: it says which configurations it can run and runs
// one hash, returning the seconds it took and the tag it made (every rep's tags are compared).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace bench {

struct config {
    std::string name;    // e.g. "64MiB-t1-p1"
    std::uint32_t type;  // 0 = d, 1 = i, 2 = id
    std::uint32_t passes;
    std::uint32_t memory_kib;
    std::uint32_t lanes;
    std::uint32_t tag_length = 32;
};

// The inputs every arm hashes (16 bytes of salt: libsodium accepts no other length).
inline const std::string bench_password = "correct horse battery staple";
inline const std::vector<std::uint8_t> bench_salt = {
    0x73, 0x61, 0x6c, 0x74, 0x20, 0x66, 0x6f, 0x72, 0x20, 0x62, 0x65, 0x6e, 0x63, 0x68, 0x21, 0x21};

struct arm {
    std::string name;   // short id for JSON and charts
    std::string label;  // what it is, for tables (with the ISA probe where there is one)
    bool ours = false;
    std::function<bool(const config&)> applies;
    std::function<double(const config&, std::vector<std::uint8_t>& tag)> run;
};

struct arm_options {
    std::string node_directory;  // bench/node, with node_modules installed
    // Other libargon2-compatible .so files, each with its row's label ("LABEL=PATH" on the
    // command line; "libargon2-compatible" when no label is given).
    std::vector<std::pair<std::string, std::string>> extra_libraries;
    bool per_backend = true;  // one arm per compiled backend, forced
    std::string wasm_module;  // our argon2_bench.wasm (the cross/wasm32-wasi.ini build), if built
};

std::vector<arm> our_arms(const arm_options& options);
std::vector<arm> native_peer_arms(const arm_options& options, std::vector<std::string>& notes);
std::vector<arm> node_peer_arms(const arm_options& options, std::vector<std::string>& notes);

// Seconds since an arbitrary point, monotonic.
double now_seconds();

}  // namespace bench
