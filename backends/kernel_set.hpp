// What dispatch knows of a kernel set, one ISA tier computed with one abstraction: its name,
// whether this CPU runs it, and everything the tier provides: Argon2's segment fill and first
// blocks, Salsa20's keystream, HSalsa20 and scrypt's ROMix. Each set's translation unit
// provides one (Highway's family one per target); backends/kernel_sets.txt lists them.
#pragma once

#include "src/core/instance.hpp"

#include <cstddef>
#include <cstdint>

namespace argon2::detail {

// Computes B[i][0] and B[i][1] of every lane from H0 (64 bytes) into inst.memory.
using first_blocks_fn = void (*)(const std::uint8_t* h0, const instance& inst) noexcept;

// Xors the Salsa20/rounds keystream (rounds = 20, 12 or 8) of `blocks` whole 64-byte blocks
// into in, to out (in == out allowed). state: the 16 input words, words 8 and 9 the 64-bit
// block counter (low word first), advanced past the blocks on return. Called once per message,
// never per block.
using salsa20_xor_fn = void (*)(std::uint32_t* state, unsigned rounds, const std::uint8_t* in,
                                std::uint8_t* out, std::size_t blocks) noexcept;

// HSalsa20: out[0..7] = words 0, 5, 10, 15, 6, 7, 8, 9 after 20 rounds of input[0..15].
using hsalsa20_fn = void (*)(const std::uint32_t* input, std::uint32_t* out) noexcept;

// b (128r bytes) <- ROMix(b) of RFC 7914 with cost n (a power of 2): v is 32rn words of
// working memory, xy 64r words of scratch, both 64-byte aligned.
using scrypt_romix_fn = void (*)(std::uint8_t* b, std::size_t r, std::uint64_t n, std::uint32_t* v,
                                 std::uint32_t* xy) noexcept;

struct kernel_functions {
    segments_fn fill;
    first_blocks_fn first_blocks;  // nullptr: one chain at a time with the scalar BLAKE2b
    salsa20_xor_fn salsa20_xor;
    hsalsa20_fn hsalsa20;
    scrypt_romix_fn romix;
};

struct kernel_set {
    const char* name;              // <isa>-<abstraction>: argon2 --backends, ARGON2_BACKEND
    bool (*supported)() noexcept;  // this CPU (and OS) runs it
    kernel_functions run;
};

// Where the sets whose description says chains_by_cpu (backends/sets/set_parts.hpp) run the
// work that is one dependency chain: on their own 4-lane vectors (true) or on the scalar set's
// kernel (false, until set otherwise). Dispatch sets it once from the CPU
// (src/engine/dispatch.cpp); the tests set it both ways.
void set_chains_on_vectors(bool on_vectors) noexcept;
bool chains_on_vectors() noexcept;

// The scalar set's Salsa20 entry points, for the work that is one dependency chain, where speed
// is the core's latency: the sets whose description says chains_by_cpu call them for ROMix, a
// lone keystream block and HSalsa20 where the CPU runs those faster on scalar registers.
void salsa20_xor_scalar(std::uint32_t* state, unsigned rounds, const std::uint8_t* in,
                        std::uint8_t* out, std::size_t blocks) noexcept;
void hsalsa20_scalar(const std::uint32_t* input, std::uint32_t* out) noexcept;
void scrypt_romix_scalar(std::uint8_t* b, std::size_t r, std::uint64_t n, std::uint32_t* v,
                         std::uint32_t* xy) noexcept;

}  // namespace argon2::detail
