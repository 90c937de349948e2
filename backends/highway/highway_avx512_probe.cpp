// The configure check for Highway's AVX-512 targets (backends/meson.build): whether this
// compiler takes the target string Highway gives them. Highway 1.3.0 names the feature "evex512"
// there for clang 18 and later; clang 22 removed it and ignores the whole attribute then, so
// every AVX-512 function Highway compiles for those targets fails. Where this
// does not compile, the family is built without them (the project's own AVX-512 sets are not
// affected) rather than the build failing.
#include <hwy/highway.h>

#if defined(HWY_TARGET_STR_AVX3)
#include <immintrin.h>

__attribute__((target(HWY_TARGET_STR_AVX3))) __m512i xor_512(__m512i a, __m512i b) {
    return _mm512_xor_si512(a, b);
}
#endif
