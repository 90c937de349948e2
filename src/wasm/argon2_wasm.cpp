// The WebAssembly module behind the npm package (packaging/npm/): Argon2 with no C library and no
// state of its own, over a memory that JavaScript lays out and may share between Workers.
//
// Why freestanding: Debian's wasi-libc has no threads sysroot, and a module that runs the lanes
// on several Workers at once must not keep anything in mutable statics or in a heap of its own.
// So JavaScript owns the memory: it places the inputs, a `job` (below), the blocks and a stack
// for every instance (it sets each instance's exported __stack_pointer), grows the memory, and
// wipes all of it after each hash. The module computes: it validates, makes H0 and the first
// blocks, fills the segments of the lanes a caller takes (handing segments over and meeting the
// other callers after each slice with the memory's atomics), and makes the tag.
//
// Built twice per kernel set (src/wasm/meson.build): with atomics for a shared memory and
// Workers, and without for a plain memory where SharedArrayBuffer is unavailable.
#include "src/wasm/module_set.hpp"

#include "backends/generic/first_blocks.hpp"

#include <argon2/errc.hpp>

#include "src/core/argon2_request.hpp"
#include "src/core/base64.hpp"
#include "src/core/phc.hpp"
#include "src/core/secure.hpp"
#include "src/wasm/fill_slice.hpp"
#include "src/wasm/shared_wait.hpp"

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace argon2::detail {
namespace {

// One hash, as JavaScript writes it (packaging/npm/src/engine.js writes the same fields in the
// same order: 32-bit words, addresses into this memory).
struct job {
    std::uint32_t out, outlen;
    std::uint32_t pwd, pwdlen;
    std::uint32_t salt, saltlen;
    std::uint32_t secret, secretlen;
    std::uint32_t ad, adlen;
    std::uint32_t t_cost, m_cost, lanes, version, type;
    std::uint32_t memory;  // where the blocks start (memory_bytes() of them)
    // Where the callers of fill() meet after each slice: how many have arrived in this round,
    // and the round's number, which the last to arrive advances and the others wait on.
    std::uint32_t arrived, round;
    // Where the callers hand segments over (src/core/segment_claims.hpp): two words per lane, zero
    // at a slice's start; 0 where they keep to their own lanes.
    std::uint32_t claims;
};
static_assert(sizeof(job) == 19 * 4 && alignof(job) == 4);

using set = kernel_set_description;

template <class T>
T* at(std::uint32_t address) noexcept {
    return reinterpret_cast<T*>(static_cast<std::uintptr_t>(address));
}

request request_of(const job& j) noexcept {
    request r = request_over(bytes_view(at<const std::uint8_t>(j.pwd), j.pwdlen),
                             bytes_view(at<const std::uint8_t>(j.salt), j.saltlen),
                             bytes_view(at<const std::uint8_t>(j.secret), j.secretlen),
                             bytes_view(at<const std::uint8_t>(j.ad), j.adlen));
    r.out = at<std::uint8_t>(j.out);
    r.outlen = j.outlen;
    r.t_cost = j.t_cost;
    r.m_cost = j.m_cost;
    r.lanes = j.lanes;
    r.threads = j.lanes;
    r.version = j.version;
    return r;
}

// The job's memory, placed where JavaScript put the blocks.
instance instance_of(const job& j) noexcept {
    instance inst = shape_of(request_of(j), static_cast<algorithm>(j.type));
    inst.memory = at<block>(j.memory);
    return inst;
}

// Every lane back with its owner, for a slice's start (where callers hand segments over).
void return_claims(job& j) noexcept {
    if (j.claims == 0) return;
    std::uint32_t* claims = at<std::uint32_t>(j.claims);
    for (std::uint32_t w = 0; w < 2 * j.lanes; ++w) claims[w] = claim_owned;
}

// Every caller of fill() waits here until all `parties` have finished the slice.
void meet(job& j, std::uint32_t parties) noexcept {
    if (parties == 1) return;
    std::atomic_ref<std::uint32_t> arrived(j.arrived);
    std::atomic_ref<std::uint32_t> round(j.round);
    const std::uint32_t this_round = round.load(std::memory_order_acquire);
    if (arrived.fetch_add(1, std::memory_order_acq_rel) + 1 == parties) {
        arrived.store(0, std::memory_order_relaxed);
        return_claims(j);
        round.fetch_add(1, std::memory_order_release);
        wake_all(&j.round);
        return;
    }
    await_change(&j.round, this_round);
}

// The lanes' first blocks, several chains at a time where the set has vectors for it.
template <class V>
void make_first_blocks(const std::uint8_t* h0, const instance& inst) noexcept {
    if constexpr (std::is_void_v<V>) {
        first_blocks_one_by_one(h0, inst);
    } else {
        first_blocks<V>(h0, inst);
    }
}

}  // namespace
}  // namespace argon2::detail

using namespace argon2::detail;
using argon2::errc;

extern "C" {

// The reference's checks on the job's inputs, in its order: 0 or an error code (errc).
[[clang::export_name("argon2_check")]] int argon2_check(const job* j) {
    if (const errc e = validate(request_of(*j)); e != errc::ok) return static_cast<int>(e);
    if (j->type > 2 || (j->version != 0x10 && j->version != 0x13)) {
        return static_cast<int>(errc::incorrect_type);
    }
    return 0;
}

// Bytes the blocks of a checked job take.
[[clang::export_name("argon2_memory_bytes")]] std::uint32_t argon2_memory_bytes(const job* j) {
    return memory_blocks_for(j->m_cost, j->lanes) * static_cast<std::uint32_t>(block_bytes);
}

// H0 and the first two blocks of every lane.
[[clang::export_name("argon2_start")]] void argon2_start(job* j) {
    request r = request_of(*j);
    const instance inst = instance_of(*j);
    alignas(16) std::uint8_t h0[prehash_bytes];
    initial_hash(h0, r, j->type);
    make_first_blocks<set::first_blocks_vector>(h0, inst);
    secure_wipe(h0, sizeof h0);
    j->arrived = 0;
    j->round = 0;
    return_claims(*j);
}

// Every pass and slice of lanes `first`, `first + parties`, ...: one of `parties` callers, each
// on its own instance, which meet after each slice. Where the job has claim words, a caller
// that has filled its own segments of a slice continues the others' still going, each from
// the block where its owner gives it up (src/core/segment_claims.hpp): a hash no longer waits a
// whole segment for the slowest caller. Once all have met after the last slice, no lane reads
// another's blocks again: each caller wipes its own lanes but their last blocks, which the tag
// still needs (argon2_finish wipes those), so that on Workers the wipe of the memory runs in
// parallel too.
[[clang::export_name("argon2_fill")]] void argon2_fill(job* j, std::uint32_t first,
                                                       std::uint32_t parties) {
    const instance inst = instance_of(*j);
    for (std::uint32_t pass = 0; pass < inst.passes; ++pass) {
        for (std::uint32_t slice = 0; slice < sync_points; ++slice) {
            fill_slice(inst, pass, slice, lane_set{first, parties},
                       parties == 1 || j->claims == 0 ? nullptr : at<std::uint32_t>(j->claims));
            meet(*j, parties);
        }
    }
    for (std::uint32_t lane = first; lane < inst.lanes; lane += parties) {
        secure_wipe(lane_start(inst, lane), std::size_t{inst.lane_length - 1} * block_bytes);
    }
}

// The tag: H' of the xor of every lane's last block (RFC 9106 section 3.2 steps 7-8); then those
// blocks are wiped, the callers of argon2_fill having wiped the rest (where a hash stops before,
// engine.js wipes it all). The wipes are memory.fill: JavaScript's fill of a shared buffer is
// slower.
[[clang::export_name("argon2_finish")]] void argon2_finish(job* j) {
    const instance inst = instance_of(*j);
    final_tag(inst, at<std::uint8_t>(j->out), j->outlen);
    for (std::uint32_t lane = 0; lane < inst.lanes; ++lane) {
        secure_wipe(&last_block(inst, lane), block_bytes);
    }
}

// Reads a PHC string (`length` bytes at `text`) into the job for verification: type, version,
// costs, the salt decoded to `salt` and the tag to `expected` (each room for `length` bytes);
// j->outlen becomes the tag's length. A negative error code (decoding_fail) where the
// reference's argon2_verify reports one; else 1 when something trails the tag, which is
// decoding_fail only after the job passes argon2_check (the reference's order), and 0.
[[clang::export_name("argon2_decode")]] int argon2_decode(job* j, std::uint32_t text,
                                                          std::uint32_t length, std::uint32_t salt,
                                                          std::uint32_t expected) {
    phc_fields f;
    const std::string_view s(at<const char>(text), length);
    if (const errc e = phc_parse(s, std::nullopt, f); e != errc::ok) return static_cast<int>(e);
    if (f.version != 0x10 && f.version != 0x13) return static_cast<int>(errc::decoding_fail);
    j->type = static_cast<std::uint32_t>(f.type);
    j->version = f.version;
    j->m_cost = f.m_cost;
    j->t_cost = f.t_cost;
    j->lanes = f.lanes;
    j->salt = salt;
    j->saltlen = static_cast<std::uint32_t>(base64_decoded_length(f.salt_b64.size()));
    j->outlen = static_cast<std::uint32_t>(base64_decoded_length(f.tag_b64.size()));
    base64_decode(at<std::uint8_t>(salt), f.salt_b64);
    base64_decode(at<std::uint8_t>(expected), f.tag_b64);
    return f.trailing.empty() ? 0 : 1;
}

// Whether the tag the job computed equals `expected`, in time that depends only on the length.
[[clang::export_name("argon2_equal")]] int argon2_equal(const job* j, std::uint32_t expected) {
    return constant_time_equal(at<std::uint8_t>(j->out), at<std::uint8_t>(expected), j->outlen) ? 1
                                                                                                : 0;
}

// Characters of the job's PHC string, and the string itself (no NUL) at `text`.
[[clang::export_name("argon2_encoded_length")]] std::uint32_t argon2_encoded_length(const job* j) {
    return static_cast<std::uint32_t>(
        phc_length(j->type, j->version, j->m_cost, j->t_cost, j->lanes, j->saltlen, j->outlen));
}
[[clang::export_name("argon2_encode")]] void argon2_encode(const job* j, std::uint32_t text) {
    phc_encode(at<char>(text), j->type, j->version, j->m_cost, j->t_cost, j->lanes,
               at<const std::uint8_t>(j->salt), j->saltlen, at<const std::uint8_t>(j->out),
               j->outlen);
}

// The reference's message for an error code, NUL-terminated.
[[clang::export_name("argon2_error_message")]] const char* argon2_error_message(int code) {
    return argon2::error_message(code);
}

}  // extern "C"
