// <immintrin.h>, included with GCC 12's -Wuninitialized and -Wmaybe-uninitialized off for the
// compiler's own header only: its AVX-512 intrinsics (_mm512_mul_epu32, _mm512_ror_epi64, ...)
// start from _mm512_undefined_epi32() by design, and GCC reports that at the intrinsic's line
// wherever it is inlined. The pragmas are pushed and popped around the include, so our code
// (the round, the segment loop) keeps both warnings. Include this before anything that
// includes <immintrin.h> itself (<experimental/simd>, xsimd).
#pragma once
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <immintrin.h>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
