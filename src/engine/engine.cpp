#include "engine.hpp"

#include <argon2/errc.hpp>

#include "src/core/blake2b_long.hpp"
#include "src/core/secure.hpp"
#include "src/engine/dispatch.hpp"
#include "src/engine/governor.hpp"

#include <bit>
#include <cstring>

namespace argon2::detail {

namespace {

void block_to_bytes(std::uint8_t* bytes, const block& b) noexcept {
    std::memcpy(bytes, b.v, block_bytes);
    if constexpr (std::endian::native == std::endian::big) {
        for (std::size_t i = 0; i < block_words; ++i) {
            const std::uint64_t w = __builtin_bswap64(b.v[i]);
            std::memcpy(bytes + 8 * i, &w, 8);
        }
    }
}

}  // namespace

errc compute(request& r, algorithm type, memory_source& memory,
             const pass_observer* observer) noexcept {
    const kernel_set* kernels = active_kernel_set();
    if (kernels == nullptr) return errc::backend_unavailable;

    instance inst{};
    inst.memory_blocks = memory_blocks_for(r.m_cost, r.lanes);
    inst.segment_length = inst.memory_blocks / (r.lanes * sync_points);
    inst.lane_length = inst.segment_length * sync_points;
    inst.lanes = r.lanes;
    inst.passes = r.t_cost;
    // The C ABI hashes any version number into H0, but only 0x10 runs with its semantics.
    inst.ver = r.version == static_cast<std::uint32_t>(version::v10) ? version::v10 : version::v13;
    inst.type = type;

    const std::size_t bytes = std::size_t{inst.memory_blocks} * block_bytes;
    if (bytes / block_bytes != inst.memory_blocks) return errc::memory_allocation_error;
    // Admitted by the memory budget before the memory exists, left after it is wiped and
    // given back (the destructor, after everything below).
    const admission admitted(bytes);
    if (admitted.result() != errc::ok) return admitted.result();
    inst.memory = memory.acquire(bytes);
    if (inst.memory == nullptr) return errc::memory_allocation_error;

    // Step 1: H0. Steps 2-3: the first two blocks of each lane, H'^1024(H0 || LE32(j) || LE32(i)).
    std::uint8_t seed[seed_bytes];
    std::uint8_t block_buffer[block_bytes];
    initial_hash(seed, r, static_cast<std::uint32_t>(type));
    if (kernels->run.first_blocks != nullptr) {
        kernels->run.first_blocks(seed, inst);
    } else {
        first_blocks_one_by_one(seed, inst);
    }
    secure_wipe(seed, sizeof seed);

    // Steps 4-6: the passes.
    const errc filled = fill_memory(inst, kernels->run.fill, r.threads, observer);

    if (filled == errc::ok) {
        // Step 7: C = xor of the last block of every lane; the tag is H'^T(C).
        block final_block = inst.memory[inst.lane_length - 1];
        for (std::uint32_t lane = 1; lane < inst.lanes; ++lane) {
            const block& last =
                inst.memory[std::size_t{lane} * inst.lane_length + inst.lane_length - 1];
            for (std::size_t i = 0; i < block_words; ++i) final_block.v[i] ^= last.v[i];
        }
        block_to_bytes(block_buffer, final_block);
        blake2b_long(r.out, r.outlen, block_buffer, block_bytes);
        secure_wipe(&final_block, sizeof final_block);
    }
    secure_wipe(block_buffer, sizeof block_buffer);
    secure_wipe(inst.memory, bytes);
    memory.give_back(inst.memory, bytes);
    secure_wipe_stack();  // what H0's and H''s callees spilled
    return filled;
}

}  // namespace argon2::detail
