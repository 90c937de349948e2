// Lane moves for the std::simd adapters (stdsimd_vector.hpp, stdsimd_u32_vector.hpp).
// std::experimental::simd (the Parallelism TS v2) has no permute, so lane moves go through the
// compiler's portable vector shuffle on the same lanes: copy_to / load through the GNU vector's
// storage (optimized away into register moves), then one shuffle the back end matches to the
// ISA's best instruction. (Building the result element by element with the generator
// constructor instead gave 2-source vpermt2q with index loads: 344 shuffle-class instructions
// per Argon2 block against 160, measured.)
#pragma once

#include "backends/isa_namespace.hpp"

#include "backends/generic/vector_concept.hpp"  // ARGON2_INLINE

#include <experimental/simd>
#include <utility>

ARGON2_BEGIN_ISA_NAMESPACE

// Lane i of the result is index(i) of x when index(i) < lanes, else index(i) - lanes of y.
// Native: the GNU vector type of the same lanes (declared outside any template: GCC 12 drops a
// vector_size attribute that depends on a template parameter).
template <class Native, class Index, class Simd, std::size_t... I>
ARGON2_INLINE Simd gnu_shuffle(const Simd& x, const Simd& y, std::index_sequence<I...>) noexcept {
    using element = typename Simd::value_type;
    Native a;
    Native b;
    x.copy_to(reinterpret_cast<element*>(&a), std::experimental::element_aligned);
    y.copy_to(reinterpret_cast<element*>(&b), std::experimental::element_aligned);
#if defined(__clang__)
    const Native r = __builtin_shufflevector(a, b, Index{}(I)...);
#else
    const Native r = __builtin_shuffle(a, b, Native{Index{}(I)...});
#endif
    return Simd(reinterpret_cast<const element*>(&r), std::experimental::element_aligned);
}

ARGON2_END_ISA_NAMESPACE
