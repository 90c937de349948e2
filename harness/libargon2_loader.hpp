// Loads any libargon2-compatible shared library (the reference, or another build of it) into a
// link-map namespace of its own (dlmopen): it exports the same symbol names as our library, so
// sharing a namespace would let its internal calls bind to our functions or ours to its.
// Used by the tests (the reference as oracle) and the benchmark (peers): it lives in neither.
#pragma once

#include <argon2.h>

#include <dlfcn.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <type_traits>

namespace harness {

struct libargon2 {
    decltype(&::argon2_ctx) ctx = nullptr;
    decltype(&::argon2_hash) hash = nullptr;
    decltype(&::argon2_verify) verify = nullptr;
    decltype(&::argon2_verify_ctx) verify_ctx = nullptr;
    decltype(&::argon2_error_message) error_message = nullptr;
    decltype(&::argon2_encodedlen) encodedlen = nullptr;
    decltype(&::argon2_type2string) type2string = nullptr;
    std::string path;

    // Empty on success, else why it failed.
    std::string load(const std::string& file) {
        void* handle = dlmopen(LM_ID_NEWLM, file.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (handle == nullptr) return std::string("dlmopen failed: ") + dlerror();
        path = file;
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
        return ok ? "" : file + " lacks a libargon2 symbol";
    }
};

// Where Debian (or another distribution) puts the reference; ARGON2_REFERENCE_LIBRARY first.
inline std::string find_reference_library() {
    const char* configured = std::getenv("ARGON2_REFERENCE_LIBRARY");
    const std::array<std::string, 5> candidates = {
        configured ? configured : "",
        "/usr/lib/x86_64-linux-gnu/libargon2.so.1",
        "/usr/lib/aarch64-linux-gnu/libargon2.so.1",
        "/usr/lib64/libargon2.so.1",
        "/usr/lib/libargon2.so.1",
    };
    for (const std::string& candidate : candidates) {
        if (!candidate.empty() && std::filesystem::exists(candidate)) return candidate;
    }
    return {};
}

// The reference library, loaded once; nullptr (with `why`) when it is not installed.
inline const libargon2* reference_library(std::string& why) {
    static libargon2 lib;
    static const std::string error = [] {
        const std::string path = find_reference_library();
        if (path.empty()) {
            return std::string(
                "the reference libargon2.so.1 (Debian package libargon2-1) is not "
                "installed; set ARGON2_REFERENCE_LIBRARY to its path");
        }
        return lib.load(path);
    }();
    why = error;
    return error.empty() ? &lib : nullptr;
}

}  // namespace harness
