// The few C library functions the core's code calls (through std::string_view and <cstring>),
// for the WebAssembly module, which links no C library (src/wasm/argon2_wasm.cpp says why).
// memcpy and memset need none: with bulk memory, clang emits memory.copy and memory.fill.
#include <cstddef>

extern "C" {

int memcmp(const void* a, const void* b, std::size_t n) {
    const auto* p = static_cast<const unsigned char*>(a);
    const auto* q = static_cast<const unsigned char*>(b);
    for (std::size_t i = 0; i < n; ++i) {
        if (p[i] != q[i]) return p[i] < q[i] ? -1 : 1;
    }
    return 0;
}

void* memchr(const void* s, int c, std::size_t n) {
    const auto* p = static_cast<const unsigned char*>(s);
    for (std::size_t i = 0; i < n; ++i) {
        if (p[i] == static_cast<unsigned char>(c)) return const_cast<unsigned char*>(p + i);
    }
    return nullptr;
}

std::size_t strlen(const char* s) {
    std::size_t n = 0;
    while (s[n] != '\0') ++n;
    return n;
}

}  // extern "C"
