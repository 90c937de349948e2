// Instantiates the Salsa20 keystream, HSalsa20 and scrypt's ROMix over one u32_vector adapter.
// Compiled once per row of backends/salsa20_table.txt with that ISA's flags:
// ARGON2_SALSA20_VECTOR_HEADER and ARGON2_SALSA20_VECTOR (a template over the lane count) name
// the adapter; ARGON2_SALSA20_LANES (4, 8 or 16) and ARGON2_SALSA20_STATES (states in lockstep)
// shape the keystream's diagonal layout; ARGON2_SALSA20_SLICED, when set, is the lane count of
// the word-sliced layout that takes the keystream's whole steps first (salsa20_sliced.hpp);
// ARGON2_SALSA20_ROMIX_PORTABLE hands ROMix to the portable kernel (salsa20_kernel.hpp says
// why); ARGON2_SALSA20_ID names the exported functions; ARGON2_ISA the namespace.
#include ARGON2_SALSA20_VECTOR_HEADER

#include "backends/generic/salsa20_sliced.hpp"
#include "backends/salsa20_kernel.hpp"
#include "backends/generic/salsa20_stream.hpp"
#include "backends/generic/scrypt_romix.hpp"

#define ARGON2_CONCAT_(a, b) a##b
#define ARGON2_CONCAT(a, b) ARGON2_CONCAT_(a, b)

namespace argon2::detail {

void ARGON2_CONCAT(salsa20_xor_, ARGON2_SALSA20_ID)(std::uint32_t* state, unsigned rounds,
                                                    const std::uint8_t* in, std::uint8_t* out,
                                                    std::size_t blocks) noexcept {
    using V = ARGON2_SALSA20_VECTOR<ARGON2_SALSA20_LANES>;
#ifdef ARGON2_SALSA20_SLICED
    salsa20_sliced_xor<ARGON2_SALSA20_VECTOR<ARGON2_SALSA20_SLICED>, V, ARGON2_SALSA20_STATES>(
        state, rounds / 2, in, out, blocks);
#else
    salsa20_stream<V, ARGON2_SALSA20_STATES>::xor_blocks(state, rounds / 2, in, out, blocks);
#endif
}

void ARGON2_CONCAT(hsalsa20_, ARGON2_SALSA20_ID)(const std::uint32_t* input,
                                                 std::uint32_t* out) noexcept {
    hsalsa20<ARGON2_SALSA20_VECTOR<4>>(input, out);
}

void ARGON2_CONCAT(scrypt_romix_, ARGON2_SALSA20_ID)(std::uint8_t* b, std::size_t r,
                                                     std::uint64_t n, std::uint32_t* v,
                                                     std::uint32_t* xy) noexcept {
#ifdef ARGON2_SALSA20_ROMIX_PORTABLE
    scrypt_romix_scalar(b, r, n, v, xy);
#else
    scrypt_romix<ARGON2_SALSA20_VECTOR<4>>::run(b, r, n, v, xy);
#endif
}

}  // namespace argon2::detail
