// Compile-time lane patterns over xsimd, in the spelling of the xsimd at hand. xsimd 13 changed
// the parameters of its constant types: 8.1 to 12 take the batch type
// (batch_constant<batch<T, A>, V...>), 13 and later the lane type and the architecture
// (batch_constant<T, A, V...>). The adapters name their patterns through these two aliases only,
// so one source serves the whole range backends/meson.build accepts.
#pragma once

#include "backends/isa_namespace.hpp"

#include <xsimd/xsimd.hpp>

#if XSIMD_VERSION_MAJOR < 8 || (XSIMD_VERSION_MAJOR == 8 && XSIMD_VERSION_MINOR < 1)
#error "the xsimd kernel sets need xsimd 8.1 or later (backends/meson.build states the range)"
#endif

ARGON2_BEGIN_ISA_NAMESPACE

#if XSIMD_VERSION_MAJOR >= 13
template <class T, class Arch, T... Values>
using xsimd_lanes = xsimd::batch_constant<T, Arch, Values...>;
template <class T, class Arch, bool... Values>
using xsimd_lane_mask = xsimd::batch_bool_constant<T, Arch, Values...>;
#else
template <class T, class Arch, T... Values>
using xsimd_lanes = xsimd::batch_constant<xsimd::batch<T, Arch>, Values...>;
template <class T, class Arch, bool... Values>
using xsimd_lane_mask = xsimd::batch_bool_constant<xsimd::batch<T, Arch>, Values...>;
#endif

ARGON2_END_ISA_NAMESPACE
