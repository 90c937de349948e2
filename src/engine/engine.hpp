// The Argon2 computation itself (RFC 9106 section 3.2), shared by the C++ API and the C ABI:
// the request validated, H0 and the first blocks (src/core/argon2_request.hpp), the passes on the
// dispatched kernel, the tag, and the wipe of everything secret it touched.
#pragma once

#include "src/core/argon2_request.hpp"
#include "src/core/block.hpp"
#include "src/core/instance.hpp"
#include "src/engine/fill_runner.hpp"

#include <cstddef>
#include <cstdint>

namespace argon2::detail {

// Where the blocks live. acquire() returns 64-byte-aligned memory or nullptr; give_back()
// receives it already wiped.
class memory_source {
public:
    virtual block* acquire(std::size_t bytes) noexcept = 0;
    virtual void give_back(block* memory, std::size_t bytes) noexcept = 0;

protected:
    ~memory_source() = default;
};

// Hashes `r` with `type` (0 = d, 1 = i, 2 = id) into r.out: validate(), the type, then
// compute_validated(). Returns 0 or a negative errc.
int compute(request& r, std::uint32_t type, memory_source& memory,
            const pass_observer* observer = nullptr) noexcept;

// The hash of a request validate() accepted (each caller validates once, in the order its API
// reports errors). Returns 0 or a negative errc.
int compute_validated(request& r, algorithm type, memory_source& memory,
                      const pass_observer* observer = nullptr) noexcept;

}  // namespace argon2::detail
