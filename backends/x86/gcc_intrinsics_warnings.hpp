// GCC 12 warns that its own AVX-512 intrinsics (_mm512_shuffle_i64x2, _mm512_ror_epi64,
// _mm512_mul_epu32 in avx512fintrin.h) read an uninitialized variable: they start from
// _mm512_undefined_epi32() by design. False positives in the compiler's header, not in our
// code; every adapter that reaches those intrinsics includes this after <immintrin.h>.
#pragma once

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
