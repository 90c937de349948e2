// Names the instruction set a libargon2 build really uses, by reading its machine code rather
// than trusting the flags someone typed: in the function with the most 64-bit multiplies (the
// block fill: BlaMka multiplies on every G), count EVEX-encoded instructions (AVX-512),
// VEX.256 ones (AVX2) and pmuludq (the SSE2+ vector multiply). Works on stripped libraries.
#pragma once

#include <string>

namespace bench {

struct isa_probe {
    bool ok = false;
    std::string error;
    std::string function;  // symbol, or the address range of an unnamed region
    long evex = 0;
    long vex256 = 0;
    long pmuludq = 0;
    long scalar_multiplies = 0;   // imul / mul
    std::string verdict() const;  // "AVX-512", "AVX2", "SSE2/SSSE3" or "scalar (x86-64 baseline)"
    std::string line() const;     // one line for reports
};

isa_probe probe_library(const std::string& path);

}  // namespace bench
