// The configure check for the std::experimental::simd sets (backends/meson.build): whether this
// standard library has what the two adapters use, every operation of both instantiated at each
// lane count a set uses. libstdc++ 11 and later pass; libc++ (macOS's, clang's -stdlib=libc++)
// has no usable <experimental/simd>, so those sets are left out there, by this check rather
// than by a compiler name.
#define ARGON2_ISA stdsimd_probe
#include "backends/stdsimd/stdsimd_u32_vector.hpp"
#include "backends/stdsimd/stdsimd_vector.hpp"

namespace argon2::detail {

template <class V>
void every_u64_operation(const std::uint64_t* in, std::uint64_t* out) {
    static_assert(u64_vector<V>);
    const V a = V::load(in);
    const V b = V::load(in + V::lanes);
    V r = mul_lo(a + b, a ^ b);
    r = rotr<16>(r) ^ rotr<24>(r) ^ rotr<32>(r) ^ rotr<63>(r);
    r = rotate_quads<1>(r) + rotate_quads<2>(r) + rotate_quads<3>(r);
    r = blend_odd(swap_pairs(r), a);
    if constexpr (V::lanes == 8) r = low_quads(r, a) ^ high_quads(r, b);
    r.store(out);
}

template <class V>
void every_u32_operation(const std::uint32_t* in, std::uint32_t* out) {
    static_assert(u32_vector<V>);
    const V a = V::load(in);
    const V b = V::load(in + V::lanes);
    V r = rotl<7>(a + b) ^ rotl<9>(a) ^ rotl<13>(b) ^ rotl<18>(a);
    r = rotate_quads<1>(r) + rotate_quads<2>(r) + rotate_quads<3>(r);
    r = blend_quads<0b0001>(r, a) ^ blend_quads<0b0010>(r, b) ^ blend_quads<0b0100>(r, a) ^
        blend_quads<0b1000>(r, b);
    r.store(out);
}

template void every_u64_operation<stdsimd_vector<4>>(const std::uint64_t*, std::uint64_t*);
template void every_u64_operation<stdsimd_vector<8>>(const std::uint64_t*, std::uint64_t*);
template void every_u32_operation<stdsimd_u32_vector<4>>(const std::uint32_t*, std::uint32_t*);
template void every_u32_operation<stdsimd_u32_vector<8>>(const std::uint32_t*, std::uint32_t*);
template void every_u32_operation<stdsimd_u32_vector<16>>(const std::uint32_t*, std::uint32_t*);

}  // namespace argon2::detail
