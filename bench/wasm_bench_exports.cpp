// Our library as a WebAssembly reactor module for the benchmark's node peer
// (bench/node/peer.mjs): node writes the inputs into buffers from `alloc`, then times `hash`;
// `backends` names the module's backends, which ARGON2_BACKEND in the WASI environment forces.
#include <argon2.h>
#include <argon2/backend.hpp>

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" {

__attribute__((export_name("alloc"))) void* bench_alloc(std::size_t bytes) {
    return std::malloc(bytes);
}

__attribute__((export_name("release"))) void bench_release(void* p) { std::free(p); }

__attribute__((export_name("hash"))) int bench_hash(std::uint32_t type, std::uint32_t t_cost,
                                                    std::uint32_t m_cost, std::uint32_t lanes,
                                                    const void* pwd, std::size_t pwdlen,
                                                    const void* salt, std::size_t saltlen,
                                                    void* out, std::size_t outlen) {
    return argon2_hash(t_cost, m_cost, lanes, pwd, pwdlen, salt, saltlen, out, outlen, nullptr, 0,
                       static_cast<argon2_type>(type), ARGON2_VERSION_13);
}

// The names of argon2::backends(), space-separated, NUL-terminated.
__attribute__((export_name("backends"))) const char* bench_backends() {
    static const std::string names = [] {
        std::string all;
        for (const argon2::backend_info& b : argon2::backends()) {
            if (!all.empty()) all += ' ';
            all += b.name;
        }
        return all;
    }();
    return names.c_str();
}

}  // extern "C"
