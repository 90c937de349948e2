// The reference C library (Debian's libargon2-1), loaded at run time as the differential
// oracle. It exports the same symbols as ours, so it goes into a link-map namespace of its own
// (dlmopen): its internal calls can never bind to our functions, nor ours to its.
#pragma once

#include <argon2.h>

#include <dlfcn.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <type_traits>

namespace test_support {

struct reference_library {
    decltype(&::argon2_ctx) ctx = nullptr;
    decltype(&::argon2_hash) hash = nullptr;
    decltype(&::argon2_verify) verify = nullptr;
    decltype(&::argon2_verify_ctx) verify_ctx = nullptr;
    decltype(&::argon2_error_message) error_message = nullptr;
    decltype(&::argon2_encodedlen) encodedlen = nullptr;
    decltype(&::argon2_type2string) type2string = nullptr;
    std::string path;

    // The loaded library, or nullptr (with `why`) when it is not installed.
    static const reference_library* get(std::string& why) {
        static reference_library lib;
        static std::string error = lib.load();
        why = error;
        return error.empty() ? &lib : nullptr;
    }

private:
    std::string load() {
        const char* configured = std::getenv("ARGON2_REFERENCE_LIBRARY");
        const std::array<std::string, 5> candidates = {
            configured ? configured : "",
            "/usr/lib/x86_64-linux-gnu/libargon2.so.1",
            "/usr/lib/aarch64-linux-gnu/libargon2.so.1",
            "/usr/lib64/libargon2.so.1",
            "/usr/lib/libargon2.so.1",
        };
        for (const std::string& candidate : candidates) {
            if (candidate.empty() || !std::filesystem::exists(candidate)) continue;
            void* handle = dlmopen(LM_ID_NEWLM, candidate.c_str(), RTLD_NOW | RTLD_LOCAL);
            if (handle == nullptr) return std::string("dlmopen failed: ") + dlerror();
            path = candidate;
            bool ok = true;
            auto bind = [&](auto& fn, const char* name) {
                fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(handle, name));
                ok = ok && fn != nullptr;
            };
            bind(ctx, "argon2_ctx");
            bind(hash, "argon2_hash");
            bind(verify, "argon2_verify");
            bind(verify_ctx, "argon2_verify_ctx");
            bind(error_message, "argon2_error_message");
            bind(encodedlen, "argon2_encodedlen");
            bind(type2string, "argon2_type2string");
            return ok ? "" : "the reference library lacks a symbol";
        }
        return "the reference libargon2.so.1 (Debian package libargon2-1) is not installed; "
               "set ARGON2_REFERENCE_LIBRARY to its path";
    }
};

}  // namespace test_support
