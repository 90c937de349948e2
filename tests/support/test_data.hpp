// Where the shared test data lives, and small parsing helpers for it.
#pragma once

#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace test_support {

inline std::filesystem::path env_path(const char* name, const char* fallback) {
    const char* v = std::getenv(name);
    return (v != nullptr && *v != '\0') ? std::filesystem::path(v) : std::filesystem::path(fallback);
}

// ../shared unless the build says otherwise (Meson passes ARGON2_SHARED_DIR).
inline std::filesystem::path shared_dir() { return env_path("ARGON2_SHARED_DIR", "../shared"); }

inline std::filesystem::path kats_dir() {
    const char* v = std::getenv("ARGON2_KATS_DIR");
    return (v != nullptr && *v != '\0') ? std::filesystem::path(v) : shared_dir() / "kats";
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

inline std::vector<std::string> split(const std::string& line, char sep) {
    std::vector<std::string> fields;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, sep)) fields.push_back(field);
    if (!line.empty() && line.back() == sep) fields.emplace_back();
    return fields;
}

// Rows of a tab-separated table, header line dropped.
inline std::vector<std::vector<std::string>> read_tsv(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::vector<std::vector<std::string>> rows;
    std::string line;
    bool header = true;
    while (std::getline(in, line)) {
        if (header) {
            header = false;
            continue;
        }
        if (!line.empty()) rows.push_back(split(line, '\t'));
    }
    return rows;
}

}  // namespace test_support
