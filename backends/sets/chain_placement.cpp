// Where the sets whose description says chains_by_cpu run a dependency chain
// (backends/kernel_set.hpp). Compiled into the scalar set's library, which every build has.
#include "backends/kernel_set.hpp"

#include <atomic>

namespace argon2::detail {

namespace {

// Relaxed: a plain flag that picks between two paths computing the same bytes.
std::atomic<bool> on_vectors{false};

}  // namespace

void set_chains_on_vectors(bool vectors) noexcept {
    on_vectors.store(vectors, std::memory_order_relaxed);
}

bool chains_on_vectors() noexcept { return on_vectors.load(std::memory_order_relaxed); }

}  // namespace argon2::detail
