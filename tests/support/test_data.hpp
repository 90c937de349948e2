// Where the test data lives, and small parsing helpers for it.
#pragma once

#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

namespace test_support {

inline std::filesystem::path env_path(const char* name, const char* fallback) {
    const char* v = std::getenv(name);
    return (v != nullptr && *v != '\0') ? std::filesystem::path(v)
                                        : std::filesystem::path(fallback);
}

// tests/data (run from the source root) unless the build says otherwise (Meson passes
// ARGON2_TEST_DATA).
inline std::filesystem::path test_data_dir() { return env_path("ARGON2_TEST_DATA", "tests/data"); }

inline std::filesystem::path kats_dir() {
    const char* v = std::getenv("ARGON2_KATS_DIR");
    return (v != nullptr && *v != '\0') ? std::filesystem::path(v) : test_data_dir() / "kats";
}

inline std::vector<std::uint8_t> from_hex(const std::string& hex) {
    std::vector<std::uint8_t> out;
    std::string digits;
    for (char c : hex) {
        if (std::isxdigit(static_cast<unsigned char>(c))) digits += c;
    }
    for (std::size_t i = 0; i + 1 < digits.size(); i += 2) {
        out.push_back(static_cast<std::uint8_t>(std::stoul(digits.substr(i, 2), nullptr, 16)));
    }
    return out;
}

inline std::string to_hex(const std::uint8_t* p, std::size_t n) {
    static const char* digits = "0123456789abcdef";
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
        s += digits[p[i] >> 4];
        s += digits[p[i] & 15];
    }
    return s;
}

inline std::string to_hex_u64(std::uint64_t v) {
    std::string s(16, '0');
    for (int i = 15; i >= 0; --i, v >>= 4)
        s[static_cast<std::size_t>(i)] = "0123456789abcdef"[v & 15];
    return s;
}

inline std::vector<std::string> split(const std::string& line, char sep) {
    std::vector<std::string> fields;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, sep)) fields.push_back(field);
    if (!line.empty() && line.back() == sep) fields.emplace_back();
    return fields;
}

// Lines of a text file, via C stdio: the WebAssembly build's libc++ has no file streams.
inline std::vector<std::string> read_lines(const std::string& file) {
    std::vector<std::string> lines;
    std::FILE* f = std::fopen(file.c_str(), "r");
    if (f == nullptr) return lines;
    std::string line;
    char buffer[4096];
    while (std::fgets(buffer, sizeof buffer, f)) {
        line += buffer;
        if (line.back() != '\n') continue;
        line.pop_back();
        lines.push_back(line);
        line.clear();
    }
    if (!line.empty()) lines.push_back(line);
    std::fclose(f);
    return lines;
}

inline bool file_exists(const std::string& file) {
    std::FILE* f = std::fopen(file.c_str(), "r");
    if (f != nullptr) std::fclose(f);
    return f != nullptr;
}

// Rows of a tab-separated table, header line dropped.
inline std::vector<std::vector<std::string>> read_tsv(const std::string& file) {
    std::vector<std::vector<std::string>> rows;
    bool header = true;
    for (const std::string& line : read_lines(file)) {
        if (header) {
            header = false;
            continue;
        }
        if (!line.empty()) rows.push_back(split(line, '\t'));
    }
    return rows;
}

}  // namespace test_support
