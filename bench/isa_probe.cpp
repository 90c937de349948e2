#include "isa_probe.hpp"

#include <cstdio>
#include <memory>
#include <regex>
#include <sstream>
#include <vector>

namespace bench {

namespace {

struct region {
    std::string name;
    long evex = 0, vex256 = 0, pmuludq = 0, multiplies = 0;
};

// Opcode bytes of one instruction, legacy prefixes skipped.
void count_instruction(region& r, const std::vector<unsigned>& bytes, const std::string& mnemonic) {
    std::size_t i = 0;
    while (i < bytes.size() && (bytes[i] == 0x66 || bytes[i] == 0xF2 || bytes[i] == 0xF3 ||
                                bytes[i] == 0x67 || bytes[i] == 0xF0)) {
        ++i;
    }
    if (i < bytes.size()) {
        // In 64-bit mode 0x62 always starts an EVEX prefix; VEX.L is bit 2 of the byte that
        // carries it (the second of C5, the third of C4).
        if (bytes[i] == 0x62) ++r.evex;
        if (bytes[i] == 0xC5 && i + 1 < bytes.size() && (bytes[i + 1] & 4)) ++r.vex256;
        if (bytes[i] == 0xC4 && i + 2 < bytes.size() && (bytes[i + 2] & 4)) ++r.vex256;
    }
    if (mnemonic.find("pmuludq") != std::string::npos) ++r.pmuludq;
    if (mnemonic.rfind("imul", 0) == 0 || mnemonic.rfind("mul", 0) == 0) ++r.multiplies;
}

}  // namespace

std::string isa_probe::verdict() const {
    if (evex > 0) return "AVX-512";
    if (vex256 > 0) return "AVX2";
    if (pmuludq > 0) return "SSE2/SSSE3";
    return "scalar (x86-64 baseline)";
}

std::string isa_probe::line() const {
    if (!ok) return "ISA probe failed: " + error;
    std::ostringstream s;
    s << verdict() << " fill (" << function << ": " << evex << " EVEX, " << vex256 << " VEX.256, "
      << pmuludq << " pmuludq, " << scalar_multiplies << " mul/imul)";
    return s.str();
}

isa_probe probe_library(const std::string& path) {
    isa_probe result;
    const std::string command =
        "objdump -d --no-addresses --insn-width=16 '" + path + "' 2>/dev/null";
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), &pclose);
    if (!pipe) {
        result.error = "cannot run objdump (Debian package binutils)";
        return result;
    }
    // "<name>:" starts a symbol; in a stripped library the unnamed functions between exported
    // ones are split at each ret, so the fill function still stands on its own.
    const std::regex label(R"(^<(.+)>:$)");
    const std::regex instruction(R"(^\s+((?:[0-9a-f]{2} )+)\s*(\S+))");
    std::vector<region> regions(1);
    char buffer[1024];
    std::smatch m;
    std::string symbol = "start";
    long unnamed = 0;
    while (std::fgets(buffer, sizeof buffer, pipe.get())) {
        std::string line(buffer);
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
        if (std::regex_match(line, m, label)) {
            symbol = m[1];
            unnamed = 0;
            regions.push_back({symbol});
            continue;
        }
        if (!std::regex_search(line, m, instruction)) continue;
        std::vector<unsigned> bytes;
        std::istringstream hex(m[1]);
        unsigned b;
        while (hex >> std::hex >> b) bytes.push_back(b);
        count_instruction(regions.back(), bytes, m[2]);
        if (m[2] == "ret") {
            regions.push_back(
                {"unnamed function " + std::to_string(++unnamed) + " after " + symbol});
        }
    }
    const region* best = nullptr;
    for (const region& r : regions) {
        const long weight = r.multiplies + r.pmuludq;
        if (weight > 0 && (!best || weight > best->multiplies + best->pmuludq)) best = &r;
    }
    if (!best) {
        result.error = "no multiply found in " + path;
        return result;
    }
    result.ok = true;
    result.function = best->name;
    result.evex = best->evex;
    result.vex256 = best->vex256;
    result.pmuludq = best->pmuludq;
    result.scalar_multiplies = best->multiplies;
    return result;
}

}  // namespace bench
