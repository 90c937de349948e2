// Every operation of a kernel set's adapters against a scalar model of it, lane by lane, on
// random inputs (and the edge values 0, all ones and 2^32 - 1 in some lanes): the 64-bit adapter
// of the block kernel (vector_concept.hpp) and the 32-bit adapters Salsa20 uses
// (u32_vector_concept.hpp) at every lane count the set instantiates. A wrong lane move shows
// here by name, not only as a wrong hash. Compiled per set with its ISA flags
// (tests/adapters/set_check.cpp.in).
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_TESTS_ADAPTERS_ADAPTER_CHECK_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_TESTS_ADAPTERS_ADAPTER_CHECK_HPP
#undef ARGON2_TESTS_ADAPTERS_ADAPTER_CHECK_HPP
#else
#define ARGON2_TESTS_ADAPTERS_ADAPTER_CHECK_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "backends/generic/u32_vector_concept.hpp"
#include "backends/generic/vector_concept.hpp"
#include "tests/adapters/adapter_report.hpp"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

ARGON2_BEGIN_ISA_NAMESPACE

namespace adapter_check {

inline std::uint64_t next_random(std::uint64_t& s) noexcept {  // splitmix64
    std::uint64_t z = (s += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

template <class T, std::size_t N>
void fill(T (&lanes)[N], std::uint64_t& seed, int iteration) noexcept {
    for (std::size_t i = 0; i < N; ++i) lanes[i] = static_cast<T>(next_random(seed));
    if (iteration % 4 == 0) {  // edge values in a lane that moves with the iteration
        const T edges[3] = {T{0}, static_cast<T>(~T{0}), static_cast<T>(0xFFFFFFFFu)};
        lanes[iteration / 4 % N] = edges[iteration / 4 % 3];
    }
}

template <class T, std::size_t N>
void compare(const T (&got)[N], const T (&want)[N], const char* op, adapter_report& r) noexcept {
    ++r.checked;
    if (std::memcmp(got, want, sizeof got) != 0) {
        ++r.failed;
        if (r.first_failure == nullptr) r.first_failure = op;
    }
}

template <class T>
constexpr T rotr(T x, int k) noexcept {
    return static_cast<T>((x >> k) | (x << (8 * sizeof(T) - k)));
}

// The names the shared operations report, per lane width.
template <class T>
struct shared_op_names;
template <>
struct shared_op_names<std::uint64_t> {
    static constexpr const char* load_store = "u64 load/store";
    static constexpr const char* add = "u64 +";
    static constexpr const char* xor_ = "u64 ^";
    static constexpr const char* quads[3] = {"u64 rotate_quads<1>", "u64 rotate_quads<2>",
                                             "u64 rotate_quads<3>"};
};
template <>
struct shared_op_names<std::uint32_t> {
    static constexpr const char* load_store = "u32 load/store";
    static constexpr const char* add = "u32 +";
    static constexpr const char* xor_ = "u32 ^";
    static constexpr const char* quads[3] = {"u32 rotate_quads<1>", "u32 rotate_quads<2>",
                                             "u32 rotate_quads<3>"};
};

// What both concepts require alike: load and store, +, ^ and the rotations within quads.
template <class V, class T, std::size_t N>
void check_shared(const V& x, const V& y, const T (&a)[N], const T (&b)[N], T (&got)[N],
                  T (&want)[N], adapter_report& r) noexcept {
    using names = shared_op_names<T>;
    x.store(got);
    compare(got, a, names::load_store, r);
    (x + y).store(got);
    for (std::size_t i = 0; i < N; ++i) want[i] = static_cast<T>(a[i] + b[i]);
    compare(got, want, names::add, r);
    (x ^ y).store(got);
    for (std::size_t i = 0; i < N; ++i) want[i] = a[i] ^ b[i];
    compare(got, want, names::xor_, r);
    [&]<int... K>(std::integer_sequence<int, K...>) {
        (
            [&] {
                rotate_quads<K>(x).store(got);
                for (std::size_t i = 0; i < N; ++i) want[i] = a[i / 4 * 4 + (i % 4 + K) % 4];
                compare(got, want, names::quads[K - 1], r);
            }(),
            ...);
    }(std::integer_sequence<int, 1, 2, 3>());
}

template <u64_vector V>
void check_u64(std::uint64_t seed, int iterations, adapter_report& r) noexcept {
    constexpr std::size_t n = V::lanes;
    alignas(64) std::uint64_t a[n], b[n], got[n], want[n];
    for (int it = 0; it < iterations; ++it) {
        fill(a, seed, it);
        fill(b, seed, it + 1);
        const V x = V::load(a);
        const V y = V::load(b);
        check_shared(x, y, a, b, got, want, r);
        mul_lo(x, y).store(got);
        for (std::size_t i = 0; i < n; ++i) want[i] = (a[i] & 0xFFFFFFFFu) * (b[i] & 0xFFFFFFFFu);
        compare(got, want, "mul_lo", r);
        const auto rotates = [&]<int K>(const char* op) {
            rotr<K>(x).store(got);
            for (std::size_t i = 0; i < n; ++i) want[i] = adapter_check::rotr(a[i], K);
            compare(got, want, op, r);
            if constexpr (requires { V::template xor_rotr<K>(x, y); }) {
                V::template xor_rotr<K>(x, y).store(got);
                for (std::size_t i = 0; i < n; ++i) want[i] = adapter_check::rotr(a[i] ^ b[i], K);
                compare(got, want, "xor_rotr", r);
            }
        };
        rotates.template operator()<16>("rotr<16>");
        rotates.template operator()<24>("rotr<24>");
        rotates.template operator()<32>("rotr<32>");
        rotates.template operator()<63>("rotr<63>");
        swap_pairs(x).store(got);
        for (std::size_t i = 0; i < n; ++i) want[i] = a[i ^ 1];
        compare(got, want, "swap_pairs", r);
        blend_odd(x, y).store(got);
        for (std::size_t i = 0; i < n; ++i) want[i] = i % 2 == 0 ? a[i] : b[i];
        compare(got, want, "blend_odd", r);
        if constexpr (n == 8) {
            low_quads(x, y).store(got);
            for (std::size_t i = 0; i < n; ++i) want[i] = i < 4 ? a[i] : b[i - 4];
            compare(got, want, "low_quads", r);
            high_quads(x, y).store(got);
            for (std::size_t i = 0; i < n; ++i) want[i] = i < 4 ? a[i + 4] : b[i];
            compare(got, want, "high_quads", r);
        }
    }
}

template <u32_vector V>
void check_u32(std::uint64_t seed, int iterations, adapter_report& r) noexcept {
    constexpr std::size_t n = V::lanes;
    alignas(64) std::uint32_t a[n], b[n], got[n], want[n];
    for (int it = 0; it < iterations; ++it) {
        fill(a, seed, it);
        fill(b, seed, it + 1);
        const V x = V::load(a);
        const V y = V::load(b);
        check_shared(x, y, a, b, got, want, r);
        const auto rotates = [&]<int K>(const char* op) {
            rotl<K>(x).store(got);
            for (std::size_t i = 0; i < n; ++i) want[i] = adapter_check::rotr(a[i], 32 - K);
            compare(got, want, op, r);
        };
        rotates.template operator()<7>("rotl<7>");
        rotates.template operator()<9>("rotl<9>");
        rotates.template operator()<13>("rotl<13>");
        rotates.template operator()<18>("rotl<18>");
        [&]<unsigned... Mask>(std::integer_sequence<unsigned, Mask...>) {
            (
                [&] {
                    blend_quads<Mask>(x, y).store(got);
                    for (std::size_t i = 0; i < n; ++i)
                        want[i] = (Mask >> (i % 4)) & 1 ? b[i] : a[i];
                    compare(got, want, "blend_quads", r);
                }(),
                ...);
        }(std::make_integer_sequence<unsigned, 16>());
    }
}

// A set's adapters: the block kernel's (where it has a vector one) and Salsa20's at every lane
// count the set instantiates (4 for HSalsa20 and ROMix, its keystream's, its sliced layout's).
template <class Set>
adapter_report check_set(std::uint64_t seed, int iterations) noexcept {
    adapter_report r;
    if constexpr (!std::is_void_v<typename Set::first_blocks_vector>) {
        check_u64<typename Set::first_blocks_vector>(seed, iterations, r);
    }
    check_u32<typename Set::template salsa20_vector<4>>(seed + 1, iterations, r);
    if constexpr (Set::salsa20_lanes != 4) {
        check_u32<typename Set::template salsa20_vector<Set::salsa20_lanes>>(seed + 2, iterations,
                                                                             r);
    }
    if constexpr (Set::salsa20_sliced != 0 && Set::salsa20_sliced != 4 &&
                  Set::salsa20_sliced != Set::salsa20_lanes) {
        check_u32<typename Set::template salsa20_vector<Set::salsa20_sliced>>(seed + 3, iterations,
                                                                              r);
    }
    return r;
}

}  // namespace adapter_check

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_TESTS_ADAPTERS_ADAPTER_CHECK_HPP
