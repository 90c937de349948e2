#include "engine.hpp"

#include <argon2/errc.hpp>

#include "src/core/secure.hpp"
#include "src/engine/dispatch.hpp"
#include "src/engine/governor.hpp"

namespace argon2::detail {

errc compute(request& r, algorithm type, memory_source& memory,
             const pass_observer* observer) noexcept {
    const kernel_set* kernels = active_kernel_set();
    if (kernels == nullptr) return errc::backend_unavailable;

    instance inst = shape_of(r, type);

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
    initial_hash(seed, r, static_cast<std::uint32_t>(type));
    if (kernels->run.first_blocks != nullptr) {
        kernels->run.first_blocks(seed, inst);
    } else {
        first_blocks_one_by_one(seed, inst);
    }
    secure_wipe(seed, sizeof seed);

    // Steps 4-6: the passes.
    const errc filled = fill_memory(inst, kernels->run.fill, r.threads, observer);

    // Steps 7-8: the tag.
    if (filled == errc::ok) final_tag(inst, r.out, r.outlen);
    secure_wipe(inst.memory, bytes);
    memory.give_back(inst.memory, bytes);
    secure_wipe_stack();  // what H0's and H''s callees spilled
    return filled;
}

}  // namespace argon2::detail
