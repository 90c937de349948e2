// Which of Highway's targets the Highway family is compiled for. Read by hwy/detect_targets.h,
// so included before any Highway header (fill_highway.cpp, bench/kernel_loop/highway_loop.cpp).
#pragma once

// AVX3_DL (AVX-512 with VBMI2, VNNI, ...: Ice Lake, Zen 4) is not in Highway's default set.
#if !defined(HWY_WANT_AVX3_DL)
#define HWY_WANT_AVX3_DL
#endif

// Not SVE: its vectors are sizeless types, which may not be members of a struct or elements of
// an array, and the round keeps its state as an array of adapter values (highway_vector.hpp).
// GCC's fixed-length SVE types would fit, but only with -msve-vector-bits for the whole
// translation unit, which would also fix the length of Highway's scalable SVE targets.
#if !defined(HWY_DISABLED_TARGETS)
#define HWY_DISABLED_TARGETS (HWY_SVE | HWY_SVE2 | HWY_SVE_256 | HWY_SVE2_128)
#endif
