// BLAKE2b's G and round, written once over any 64-bit word type: the hash itself (blake2b.cpp,
// one uint64_t per word), the first blocks of every lane (backends/generic/first_blocks.hpp,
// one chain per vector lane) and Argon2's P in the scalar kernel (backends/scalar/, with
// BlaMka for the additions and no message).
//
// Its templates are instantiated with different ISA flags in the backends, so they live in the
// backend's ISA namespace there (backends/isa_namespace.hpp says why) and in isa_baseline in
// the ISA-free core.
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_SRC_CORE_BLAKE2B_ROUND_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_SRC_CORE_BLAKE2B_ROUND_HPP
#undef ARGON2_SRC_CORE_BLAKE2B_ROUND_HPP
#else
#define ARGON2_SRC_CORE_BLAKE2B_ROUND_HPP
#endif

#include "blake2b_constants.hpp"

#include <bit>
#include <cstdint>
#include <type_traits>

#if defined(ARGON2_ISA)
#define ARGON2_BLAKE2B_ROUND_NAMESPACE ARGON2_ISA
#else
#define ARGON2_BLAKE2B_ROUND_NAMESPACE isa_baseline
#endif
#if !defined(ARGON2_ISA_INLINE)
#define ARGON2_ISA_INLINE inline
#endif

namespace argon2::detail {
ARGON2_ISA_INLINE namespace ARGON2_BLAKE2B_ROUND_NAMESPACE {
namespace blake2b_round {

template <int N, class W>
[[gnu::always_inline]] constexpr W rotr_word(const W& x) noexcept {
    if constexpr (std::is_same_v<W, std::uint64_t>) {
        return std::rotr(x, N);
    } else {
        return rotr<N>(x);  // the vector type's (backends/generic/vector_concept.hpp)
    }
}

// The plain addition of BLAKE2b (RFC 7693 section 3.1).
struct add {
    template <class W>
    [[gnu::always_inline]] constexpr W operator()(const W& a, const W& b) const noexcept {
        return a + b;
    }
};

// G: BLAKE2b's with `add` and the message words x, y; Argon2's (RFC 9106 section 3.6) with
// BlaMka for `add` and x = y = 0.
template <class W, class Add>
[[gnu::always_inline]] constexpr void g(W& a, W& b, W& c, W& d, const W& x, const W& y,
                                        Add add_words) noexcept {
    a = add_words(a, b) + x;
    d = rotr_word<32>(d ^ a);
    c = add_words(c, d);
    b = rotr_word<24>(b ^ c);
    a = add_words(a, b) + y;
    d = rotr_word<16>(d ^ a);
    c = add_words(c, d);
    b = rotr_word<63>(b ^ c);
}

// One round over the 16 words at(0) .. at(15): the four column Gs, then the four diagonal
// ones; G number i mixes in the message words message(2i) and message(2i + 1).
template <class At, class Message, class Add>
[[gnu::always_inline]] constexpr void round(At at, Message message, Add add_words) noexcept {
    g(at(0), at(4), at(8), at(12), message(0), message(1), add_words);
    g(at(1), at(5), at(9), at(13), message(2), message(3), add_words);
    g(at(2), at(6), at(10), at(14), message(4), message(5), add_words);
    g(at(3), at(7), at(11), at(15), message(6), message(7), add_words);
    g(at(0), at(5), at(10), at(15), message(8), message(9), add_words);
    g(at(1), at(6), at(11), at(12), message(10), message(11), add_words);
    g(at(2), at(7), at(8), at(13), message(12), message(13), add_words);
    g(at(3), at(4), at(9), at(14), message(14), message(15), add_words);
}

// BLAKE2b's twelve rounds over the working vector v[16] with the message m[16] (RFC 7693
// section 3.2, step "Cryptographic mixing"). Unrolled, so every sigma index is a constant and
// the message words stay in registers (docs/decisions.md#blake2b-unrolled).
template <class W>
[[gnu::always_inline]] constexpr void mix(W* v, const W* m) noexcept {
    using blake2b_constants::sigma;
#if defined(__clang__)
#pragma clang loop unroll(full)
#elif defined(__GNUC__)
#pragma GCC unroll 12
#endif
    for (int r = 0; r < 12; ++r) {
        round([v](int i) -> W& { return v[i]; },
              [m, r](int k) -> const W& { return m[sigma[r][k]]; }, add{});
    }
}

}  // namespace blake2b_round
}  // namespace ARGON2_BLAKE2B_ROUND_NAMESPACE
}  // namespace argon2::detail

#undef ARGON2_BLAKE2B_ROUND_NAMESPACE

#endif  // ARGON2_SRC_CORE_BLAKE2B_ROUND_HPP
