#include "scrypt.hpp"

#include "src/core/secure.hpp"
#include "src/core/sha256.hpp"
#include "src/core/wiped_bytes.hpp"

#include "src/engine/arena.hpp"
#include "src/engine/arena_cache.hpp"
#include "src/engine/dispatch.hpp"
#include "src/engine/governor.hpp"
#include "src/engine/worker_pool.hpp"

#include <argon2/errc.hpp>

#include <algorithm>

namespace argon2::detail {
namespace {

// The p ROMix of one hash, shared by a crew: member t runs chunks t, t + members, ..., each in
// its own V (128 r N bytes) and XY (256 r bytes) of the working area.
struct romix_chunks {
    scrypt_romix_fn romix;
    std::uint8_t* b;
    std::size_t r;
    std::uint64_t n;
    std::uint32_t p;
    std::uint32_t members;
    std::uint32_t* memory;
    std::size_t member_words;  // V and XY of one member

    void run_member(std::uint32_t member) const noexcept {
        std::uint32_t* v = memory + member * member_words;
        std::uint32_t* xy = v + 32 * r * n;
        for (std::uint32_t chunk = member; chunk < p; chunk += members)
            romix(b + std::size_t{chunk} * 128 * r, r, n, v, xy);
    }
    static void run(void* context, std::uint32_t member) noexcept {
        static_cast<const romix_chunks*>(context)->run_member(member);
    }
};

}  // namespace

errc scrypt_derive(const scrypt_job& job) noexcept {
    const kernel_set* kernel = active_kernel_set();
    if (kernel == nullptr) return errc::backend_unavailable;

    const std::size_t r = job.r;
    const std::uint64_t n = std::uint64_t{1} << job.log2_n;
    const std::size_t chunk_bytes = 128 * r;
    std::uint32_t threads = std::min({job.threads, job.p, usable_cores()});
    if (threads == 0) threads = 1;
#if defined(ARGON2_SINGLE_THREADED)
    threads = 1;
#endif
    const std::size_t member_words = 32 * r * n + 64 * r;
    const std::size_t area_bytes = member_words * sizeof(std::uint32_t) * threads;

    // Admitted by the memory budget before anything is allocated, left after the wipe.
    const admission admitted(std::uint64_t{chunk_bytes} * job.p + area_bytes);
    if (admitted.result() != errc::ok) return admitted.result();
    wiped_bytes b(chunk_bytes * job.p);
    if (b.data() == nullptr) return errc::memory_allocation_error;
    arena area;
    if (!arena_cache_take(area, area_bytes) && !arena_allocate(area, area_bytes))
        return errc::memory_allocation_error;

    pbkdf2_hmac_sha256(job.password, job.password_size, job.salt, job.salt_size, 1, b.data(),
                       b.size());
    romix_chunks chunks{
        kernel->run.romix, b.data(), r, n, job.p, threads, static_cast<std::uint32_t*>(area.data),
        member_words};
    errc result = errc::ok;
#if !defined(ARGON2_SINGLE_THREADED)
    if (threads > 1) {
        crew helpers(threads - 1);
        if (helpers.start_failed()) {
            result = errc::thread_fail;
        } else {
            chunks.members = helpers.size();  // fewer when other hashes hold the helpers
            helpers.run(&romix_chunks::run, &chunks);
        }
    } else
#endif
    {
        chunks.members = 1;
        chunks.run_member(0);
    }
    if (result == errc::ok)
        pbkdf2_hmac_sha256(job.password, job.password_size, b.data(), b.size(), 1, job.out,
                           job.out_size);
    secure_wipe(area.data, area_bytes);
    arena_cache_put(area);
    secure_wipe_stack();  // the kernel's spilled block state
    return result;
}

}  // namespace argon2::detail
