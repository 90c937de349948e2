// What one kernel set's adapter check found (adapter_check.hpp), shared by every set's check and
// the test's main program, outside any ISA namespace.
#pragma once

#include <cstdint>

namespace argon2::detail {

struct adapter_report {
    int checked = 0;                      // operation results compared with the scalar model
    int failed = 0;                       // of them, different
    const char* first_failure = nullptr;  // the first operation that differed
};

}  // namespace argon2::detail
