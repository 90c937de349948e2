// The scalar set's Salsa20 entry points by name (backends/kernel_set.hpp): the sets that run
// one chain on the scalar set call them. Same namespace, flags and description
// as the scalar set's own translation unit.
#define ARGON2_ISA isa_scalar

#include "backends/generic/kernel_set_functions.hpp"
#include "backends/sets/scalar.hpp"

namespace argon2::detail {

using scalar_set = isa_scalar::kernel_set_functions<isa_scalar::kernel_set_description>;

void salsa20_xor_scalar(std::uint32_t* state, unsigned rounds, const std::uint8_t* in,
                        std::uint8_t* out, std::size_t blocks) noexcept {
    scalar_set::salsa20_xor(state, rounds, in, out, blocks);
}

void hsalsa20_scalar(const std::uint32_t* input, std::uint32_t* out) noexcept {
    scalar_set::hsalsa20_block(input, out);
}

void scrypt_romix_scalar(std::uint8_t* b, std::size_t r, std::uint64_t n, std::uint32_t* v,
                         std::uint32_t* xy) noexcept {
    scalar_set::romix(b, r, n, v, xy);
}

}  // namespace argon2::detail
