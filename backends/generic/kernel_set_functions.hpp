// A kernel set's entry points from its description in C++ (backends/sets/<set>.hpp), written
// once: the segment loop, the first blocks, the Salsa20 keystream, HSalsa20 and ROMix
// instantiated over the set's types. A description says:
//   block_kernel             the block kernel: vector_kernel<V> over a u64_vector, or the
//                            portable scalar_kernel
//   first_blocks_vector      the u64_vector the lanes' first blocks run side by side in, or
//                            void: one chain at a time with the scalar BLAKE2b
//   salsa20_vector<N>        the u32_vector adapter of N lanes
//   salsa20_lanes, salsa20_states
//                            the keystream's diagonal layout: lanes per vector, states in
//                            lockstep (by register count)
//   salsa20_sliced           the lane count of the word-sliced layout that takes the keystream's
//                            whole steps first (salsa20_sliced.hpp), or 0
//   chains                   where the work that is one dependency chain (ROMix, a lone
//                            keystream block, HSalsa20) runs: on salsa20_vector<4>, or there or
//                            on the scalar set's kernel as the CPU runs it faster (set_parts.hpp)
// Per-target include guard (backends/isa_namespace.hpp): re-included once per Highway target.
#if defined(ARGON2_BACKENDS_GENERIC_KERNEL_SET_FUNCTIONS_HPP) == defined(HWY_TARGET_TOGGLE)
#ifdef ARGON2_BACKENDS_GENERIC_KERNEL_SET_FUNCTIONS_HPP
#undef ARGON2_BACKENDS_GENERIC_KERNEL_SET_FUNCTIONS_HPP
#else
#define ARGON2_BACKENDS_GENERIC_KERNEL_SET_FUNCTIONS_HPP
#endif

#include "backends/isa_namespace.hpp"

#include "backends/generic/first_blocks.hpp"
#include "backends/generic/round.hpp"
#include "backends/generic/salsa20_sliced.hpp"
#include "backends/generic/salsa20_stream.hpp"
#include "backends/generic/scrypt_romix.hpp"
#include "backends/generic/segment.hpp"
#include "backends/kernel_set.hpp"

#include <type_traits>

ARGON2_BEGIN_ISA_NAMESPACE

template <class Set>
struct kernel_set_functions {
    template <std::size_t N>
    using salsa20_vector = typename Set::template salsa20_vector<N>;

    static void fill(const instance& inst, std::uint32_t pass, std::uint32_t slice, lane_set lanes,
                     segment_claims* claims) noexcept {
        fill_segments<typename Set::block_kernel>(inst, pass, slice, lanes, claims);
    }

    static void first_blocks_side_by_side(const std::uint8_t* h0, const instance& inst) noexcept {
        first_blocks<typename Set::first_blocks_vector>(h0, inst);
    }

    // Whether the set's chains go where the CPU runs them faster (set_parts.hpp); where they do
    // not, the discarded branches below leave no reference to the scalar set's code (the
    // WebAssembly module links none).
    static constexpr bool chains_go_by_cpu = Set::chains == decltype(Set::chains)::by_cpu;

    // The keystream: the word-sliced layout's whole steps first (if the set has one), then the
    // diagonal layout's states, but a lone block is one chain.
    static void salsa20_xor(std::uint32_t* state, unsigned rounds, const std::uint8_t* in,
                            std::uint8_t* out, std::size_t blocks) noexcept {
        const unsigned double_rounds = rounds / 2;
        std::size_t done = 0;
        if constexpr (Set::salsa20_sliced != 0) {
            done = salsa20_sliced_stream<salsa20_vector<Set::salsa20_sliced>>::xor_steps(
                state, double_rounds, in, out, blocks);
        }
        in += 64 * done;
        out += 64 * done;
        if (blocks - done == 1) {
            if constexpr (chains_go_by_cpu) {
                if (!chains_on_vectors()) return salsa20_xor_scalar(state, rounds, in, out, 1);
            }
            salsa20_one_block<salsa20_vector<4>>(state, double_rounds, in, out);
        } else if (blocks > done) {
            salsa20_stream<salsa20_vector<Set::salsa20_lanes>, Set::salsa20_states>::xor_blocks(
                state, double_rounds, in, out, blocks - done);
        }
    }

    static void hsalsa20_block(const std::uint32_t* input, std::uint32_t* out) noexcept {
        if constexpr (chains_go_by_cpu) {
            if (!chains_on_vectors()) return hsalsa20_scalar(input, out);
        }
        hsalsa20<salsa20_vector<4>>(input, out);
    }

    static void romix(std::uint8_t* b, std::size_t r, std::uint64_t n, std::uint32_t* v,
                      std::uint32_t* xy) noexcept {
        if constexpr (chains_go_by_cpu) {
            if (!chains_on_vectors()) return scrypt_romix_scalar(b, r, n, v, xy);
        }
        scrypt_romix<salsa20_vector<4>>::run(b, r, n, v, xy);
    }

    static constexpr kernel_functions functions() noexcept {
        first_blocks_fn side_by_side = nullptr;
        if constexpr (!std::is_void_v<typename Set::first_blocks_vector>) {
            side_by_side = &first_blocks_side_by_side;
        }
        return {&fill, side_by_side, &salsa20_xor, &hsalsa20_block, &romix};
    }
};

ARGON2_END_ISA_NAMESPACE

#endif  // ARGON2_BACKENDS_GENERIC_KERNEL_SET_FUNCTIONS_HPP
