// The segment loop and its block kernel (backends/generic/segment.hpp, round.hpp) for the
// module's kernel set, in a translation unit of its own: src/wasm/meson.build says why its code
// is generated at -O0.
#include "src/wasm/module_set.hpp"

#include "backends/generic/segment.hpp"

#include "src/wasm/fill_slice.hpp"
#include "src/wasm/shared_wait.hpp"

namespace argon2::detail {

void fill_slice(const instance& inst, std::uint32_t pass, std::uint32_t slice, lane_set lanes,
                std::uint32_t* claim_words) noexcept {
    segment_claims claims{claim_words, &await_change, &wake_all};
    fill_segments<kernel_set_description::block_kernel>(inst, pass, slice, lanes,
                                                        claim_words ? &claims : nullptr);
}

}  // namespace argon2::detail
