// The reference's message for each code, in a file of its own: the WebAssembly module
// (src/wasm/) compiles it without the C++ runtime that error_category() needs.
#include <argon2/errc.hpp>

ARGON2_BEGIN_NAMESPACE

const char* error_message(int code) noexcept {
    switch (static_cast<errc>(code)) {
        case errc::ok: return "OK";
        case errc::output_ptr_null: return "Output pointer is NULL";
        case errc::output_too_short: return "Output is too short";
        case errc::output_too_long: return "Output is too long";
        case errc::password_too_short: return "Password is too short";
        case errc::password_too_long: return "Password is too long";
        case errc::salt_too_short: return "Salt is too short";
        case errc::salt_too_long: return "Salt is too long";
        case errc::ad_too_short: return "Associated data is too short";
        case errc::ad_too_long: return "Associated data is too long";
        case errc::secret_too_short: return "Secret is too short";
        case errc::secret_too_long: return "Secret is too long";
        case errc::time_too_small: return "Time cost is too small";
        case errc::time_too_large: return "Time cost is too large";
        case errc::memory_too_little: return "Memory cost is too small";
        case errc::memory_too_much: return "Memory cost is too large";
        case errc::lanes_too_few: return "Too few lanes";
        case errc::lanes_too_many: return "Too many lanes";
        case errc::password_ptr_mismatch:
            return "Password pointer is NULL, but password length is not 0";
        case errc::salt_ptr_mismatch: return "Salt pointer is NULL, but salt length is not 0";
        case errc::secret_ptr_mismatch: return "Secret pointer is NULL, but secret length is not 0";
        case errc::ad_ptr_mismatch:
            return "Associated data pointer is NULL, but ad length is not 0";
        case errc::memory_allocation_error: return "Memory allocation error";
        case errc::free_memory_cbk_null: return "The free memory callback is NULL";
        case errc::allocate_memory_cbk_null: return "The allocate memory callback is NULL";
        case errc::incorrect_parameter: return "Argon2_Context context is NULL";
        case errc::incorrect_type: return "There is no such version of Argon2";
        case errc::out_ptr_mismatch: return "Output pointer mismatch";
        case errc::threads_too_few: return "Not enough threads";
        case errc::threads_too_many: return "Too many threads";
        case errc::missing_args: return "Missing arguments";
        case errc::encoding_fail: return "Encoding failed";
        case errc::decoding_fail: return "Decoding failed";
        case errc::thread_fail: return "Threading failure";
        case errc::decoding_length_fail:
            return "Some of encoded parameters are too long or too short";
        case errc::verify_mismatch: return "The password does not match the supplied hash";
        case errc::entropy_unavailable:
            return "The operating system could not provide random bytes";
        case errc::backend_unavailable:
            return "The requested backend is not compiled in or not supported by this CPU";
        case errc::memory_budget_exceeded:
            return "The memory budget cannot admit a hash of this size";
        case errc::busy: return "The memory budget did not admit the hash within its wait limit";
        case errc::memory_budget_malformed:
            return "ARGON2_MEMORY_BUDGET is malformed (expected a size such as 512M, or 512M,8): "
                   "no hash is admitted";
    }
    return "Unknown error code";
}

ARGON2_END_NAMESPACE
