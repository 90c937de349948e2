// The Argon2 computation itself (RFC 9106 section 3.2), shared by the C++ API and the C ABI:
// the request validated, H0 and the first blocks (src/core/argon2_request.hpp), the passes on the
// dispatched kernel, the tag, and the wipe of everything secret it touched.
#pragma once

#include <argon2/errc.hpp>
#include <argon2/types.hpp>

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

// Hashes `r`, a request validate() accepted, with `type` into r.out. Each caller validates once
// and checks the type, in the order its API reports errors (the C ABI: the request first, the
// type after, as the reference).
errc compute(request& r, algorithm type, memory_source& memory,
             const pass_observer* observer = nullptr) noexcept;

}  // namespace argon2::detail
