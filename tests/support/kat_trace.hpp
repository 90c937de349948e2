// The official known-answer traces (reference repository, kats/): inputs, H0, every word of
// memory after each pass, the tag. Parsed without any test framework, so the Boost.Test suite
// and the WebAssembly self-test share it.
#pragma once

#include "test_data.hpp"

#include <cstdint>
#include <regex>
#include <string>
#include <vector>

namespace test_support {

inline const char* const kat_trace_names[] = {"argon2d",     "argon2i",     "argon2id",
                                              "argon2d_v16", "argon2i_v16", "argon2id_v16"};

struct kat_trace {
    std::uint32_t type = 0, version = 0, m_cost = 0, t_cost = 0, lanes = 0, tag_length = 0;
    std::vector<std::uint8_t> password, salt, secret, ad, prehash, tag;
    std::vector<std::vector<std::uint64_t>> passes;  // every word of memory after each pass
};

// Empty on success, else what is wrong with the file.
inline std::string load_kat_trace(const std::string& file, kat_trace& t) {
    const std::vector<std::string> lines = read_lines(file);
    if (lines.empty()) return "cannot read " + file;
    auto after_colon = [](const std::string& line) {
        return from_hex(line.substr(line.find(':') + 1));
    };
    const std::regex header(R"(Argon2(d|i|id) version number (\d+))");
    const std::regex costs(
        R"(Memory: (\d+) KiB, Iterations: (\d+), Parallelism: (\d+) lanes, Tag length: (\d+) bytes)");
    const std::regex word(R"(Block (\d+) \[\s*(\d+)\]: ([0-9a-f]{16}))");
    std::smatch m;
    for (const std::string& line : lines) {
        if (std::regex_search(line, m, header)) {
            t.type = m[1] == "d" ? 0 : m[1] == "i" ? 1 : 2;
            t.version = static_cast<std::uint32_t>(std::stoul(m[2]));
        } else if (std::regex_search(line, m, costs)) {
            t.m_cost = static_cast<std::uint32_t>(std::stoul(m[1]));
            t.t_cost = static_cast<std::uint32_t>(std::stoul(m[2]));
            t.lanes = static_cast<std::uint32_t>(std::stoul(m[3]));
            t.tag_length = static_cast<std::uint32_t>(std::stoul(m[4]));
        } else if (line.rfind("Password[", 0) == 0) {
            t.password = after_colon(line);
        } else if (line.rfind("Salt[", 0) == 0) {
            t.salt = after_colon(line);
        } else if (line.rfind("Secret[", 0) == 0) {
            t.secret = after_colon(line);
        } else if (line.rfind("Associated data[", 0) == 0) {
            t.ad = after_colon(line);
        } else if (line.rfind("Pre-hashing digest:", 0) == 0) {
            t.prehash = after_colon(line);
        } else if (line.find("After pass") != std::string::npos) {
            t.passes.emplace_back();
        } else if (line.rfind("Tag:", 0) == 0) {
            t.tag = after_colon(line);
        } else if (line.rfind("Block ", 0) == 0 && std::regex_search(line, m, word)) {
            if (t.passes.empty()) return "a block before the first pass header";
            auto& words = t.passes.back();
            // The trace lists every word in order: block * 128 + word.
            if (std::stoul(m[1]) * 128 + std::stoul(m[2]) != words.size())
                return "words out of order";
            words.push_back(std::stoull(m[3], nullptr, 16));
        }
    }
    if (t.passes.size() != t.t_cost) return "pass count differs from the header";
    if (t.prehash.size() != 64) return "no 64-byte pre-hashing digest";
    if (t.tag.size() != t.tag_length) return "tag length differs from the header";
    return {};
}

// Where memory after `pass` first differs from the trace: "" when every word matches.
inline std::string first_mismatch(const kat_trace& t, std::uint32_t pass,
                                  const std::uint64_t* words, std::size_t count) {
    const auto& expected = t.passes.at(pass);
    if (expected.size() != count) return "memory size differs in pass " + std::to_string(pass);
    for (std::size_t i = 0; i < count; ++i) {
        if (words[i] != expected[i]) {
            return "pass " + std::to_string(pass) + ", block " + std::to_string(i / 128) +
                   ", word " + std::to_string(i % 128) + ": expected " + to_hex_u64(expected[i]) +
                   ", got " + to_hex_u64(words[i]);
        }
    }
    return {};
}

}  // namespace test_support
