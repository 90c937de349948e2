// The Highway family's adapters, target by target (adapter_check.hpp), compiled the way the
// family is (backends/highway/highway_sets.cpp): this file is included again per target by
// hwy/foreach_target.h, and HWY_EXPORT makes the table of the per-target checks.
#include "backends/highway/highway_target_policy.hpp"

#include "tests/adapters/adapter_report.hpp"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "tests/adapters/highway_check.cpp"
#include <hwy/foreach_target.h>  // must come before highway.h

#include <hwy/highway.h>

#undef ARGON2_ISA
#define ARGON2_ISA HWY_NAMESPACE
#define ARGON2_ISA_INLINE  // several ISA namespaces in one translation unit

HWY_BEFORE_NAMESPACE();
#if HWY_TARGET == HWY_EMU128 || HWY_TARGET == HWY_SCALAR
#include "backends/isa_namespace.hpp"

ARGON2_BEGIN_ISA_NAMESPACE
// Highway's fallback: only the table's last slot, never listed or run (highway_targets.hpp).
adapter_report highway_adapter_check(std::uint64_t, int) { return {}; }
ARGON2_END_ISA_NAMESPACE
#else
#include "backends/highway/highway_set.hpp"
#include "tests/adapters/adapter_check.hpp"

ARGON2_BEGIN_ISA_NAMESPACE
adapter_report highway_adapter_check(std::uint64_t seed, int iterations) {
    return adapter_check::check_set<kernel_set_description>(seed, iterations);
}
ARGON2_END_ISA_NAMESPACE
#endif
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "backends/highway/highway_targets.hpp"

namespace argon2::detail {

HWY_EXPORT(highway_adapter_check);

// Every compiled target's check, best first, named as argon2::backends() names its set.
std::vector<std::pair<const char*, adapter_report (*)(std::uint64_t, int)>>
highway_adapter_checks() {
    std::vector<std::pair<const char*, adapter_report (*)(std::uint64_t, int)>> all;
    for_each_highway_target([&](std::int64_t t) {
        all.emplace_back(highway_backend_name(t),
                         HWY_DISPATCH_TABLE(highway_adapter_check)[highway_table_index(t)]);
    });
    return all;
}

}  // namespace argon2::detail
#endif  // HWY_ONCE
