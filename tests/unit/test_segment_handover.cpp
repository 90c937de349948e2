// Segments handed over at a block boundary (backends/generic/segment.hpp, fill_segments with
// claim words: the engine's crews and the WebAssembly module's Workers), over the scalar kernel
// set, must give the tag the library gives, for Argon2d, Argon2i and Argon2id and both versions:
// - one cursor fills a segment up to block k, a second starts at k (segment_cursor::start's
//   `from`) and finishes it, every segment of every pass split at the same k, one lane and four,
//   every k that lands somewhere else in the data-independent addressing (the first blocks of
//   the first segment, an address block's first and last entry, the segment's end);
// - two threads fill with claim words, the second late in every slice, so that the first takes
//   its segments over (the first slice's too where they are only the two blocks H0 made).
#include "tests/support/boost_main.hpp"

#include <argon2/argon2.hpp>

#include "backends/sets/scalar.hpp"

#include "backends/generic/segment.hpp"
#include "src/core/argon2_request.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <barrier>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace argon2::detail;
using cursor = segment_cursor<kernel_set_description::block_kernel>;
using tag32 = std::array<std::uint8_t, 32>;

const argon2::algorithm all_types[] = {argon2::algorithm::argon2d, argon2::algorithm::argon2i,
                                       argon2::algorithm::argon2id};
const argon2::version all_versions[] = {argon2::version::v10, argon2::version::v13};

const std::string password = "password";
const std::string salt = "somesalt-16bytes";

argon2::params params_of(argon2::algorithm type, argon2::version ver, std::uint32_t lanes) {
    // One lane of 1 MiB: segments of 256 blocks, two address blocks each. Four lanes of 16
    // KiB: segments of 4 blocks, the first two of the first made from H0.
    return {type, ver, 2, lanes == 1 ? 1024u : 64u, lanes, 1, 32};
}

tag32 library_tag(const argon2::params& p) {
    tag32 tag{};
    const std::error_code ec = argon2::hash_raw(p, password, salt, tag);
    BOOST_REQUIRE_MESSAGE(!ec, ec.message());
    return tag;
}

// The hash of p with its memory filled by fill(inst), every pass and slice.
template <class Fill>
tag32 tag_filled_by(const argon2::params& p, Fill fill) {
    request r = request_over(
        argon2::bytes_view(reinterpret_cast<const std::uint8_t*>(password.data()), password.size()),
        argon2::bytes_view(reinterpret_cast<const std::uint8_t*>(salt.data()), salt.size()), {},
        {});
    tag32 tag{};
    r.out = tag.data();
    r.outlen = p.tag_length;
    r.t_cost = p.passes;
    r.m_cost = p.memory_kib;
    r.lanes = p.lanes;
    r.threads = 1;
    r.version = static_cast<std::uint32_t>(p.ver);
    BOOST_REQUIRE(validate(r) == argon2::errc::ok);
    instance inst = shape_of(r, p.algo);
    std::vector<block> memory(inst.memory_blocks);
    inst.memory = memory.data();
    std::uint8_t h0[prehash_bytes];
    initial_hash(h0, r, static_cast<std::uint32_t>(p.algo));
    first_blocks_one_by_one(h0, inst);
    fill(inst);
    final_tag(inst, tag.data(), p.tag_length);
    return tag;
}

// The hash with every segment filled by two cursors, the second from block k.
tag32 handed_over_tag(const argon2::params& p, std::uint32_t k) {
    return tag_filled_by(p, [k](const instance& inst) {
        for (std::uint32_t pass = 0; pass < inst.passes; ++pass) {
            for (std::uint32_t slice = 0; slice < sync_points; ++slice) {
                for (std::uint32_t lane = 0; lane < inst.lanes; ++lane) {
                    const position pos{pass, lane, slice};
                    cursor first;
                    first.start(inst, pos);
                    while (!first.done() && first.index() < k) first.step();
                    cursor second;
                    second.start(inst, pos, first.index());
                    while (!second.done()) second.step();
                }
            }
        }
    });
}

void await_word(std::uint32_t* word, std::uint32_t value) noexcept {
    const std::atomic_ref<std::uint32_t> w(*word);
    while (w.load(std::memory_order_acquire) == value) std::this_thread::yield();
}
void wake_nobody(std::uint32_t*) noexcept {}

// The hash filled by two threads with fill_segments and claim words, as the engine's crew
// fills it, but the second thread starts each slice only once the first, done with its own
// lanes (0 and 2), has asked for the second's first lane (1): that segment is given up before
// its first block, and lane 3 wherever the second thread has got to when asked (or not at
// all, where it is done first). `given_before_start` counts the slices where lane 1 was given.
tag32 taken_over_tag(const argon2::params& p, std::uint32_t& given_before_start) {
    given_before_start = 0;
    return tag_filled_by(p, [&given_before_start](const instance& inst) {
        std::vector<std::uint32_t> words(2 * std::size_t{inst.lanes}, claim_owned);
        segment_claims claims{words.data(), &await_word, &wake_nobody};
        auto slice_end = [&]() noexcept {
            if (words[2] == claim_given) ++given_before_start;
            std::fill(words.begin(), words.end(), claim_owned);
        };
        std::barrier meet(2, slice_end);
        std::thread second([&] {
            for (std::uint32_t pass = 0; pass < inst.passes; ++pass) {
                for (std::uint32_t slice = 0; slice < sync_points; ++slice) {
                    await_word(&words[2], claim_owned);
                    fill_segments<kernel_set_description::block_kernel>(inst, pass, slice, {1, 2},
                                                                        &claims);
                    meet.arrive_and_wait();
                }
            }
        });
        for (std::uint32_t pass = 0; pass < inst.passes; ++pass) {
            for (std::uint32_t slice = 0; slice < sync_points; ++slice) {
                fill_segments<kernel_set_description::block_kernel>(inst, pass, slice, {0, 2},
                                                                    &claims);
                meet.arrive_and_wait();
            }
        }
        second.join();
    });
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_segment_handed_over_at_any_block_gives_the_same_tag) {
    for (const auto type : all_types) {
        for (const auto ver : all_versions) {
            for (const std::uint32_t lanes : {1u, 4u}) {
                const argon2::params p = params_of(type, ver, lanes);
                const tag32 expected = library_tag(p);
                const std::uint32_t segment = p.memory_kib / lanes / sync_points;
                for (const std::uint32_t k :
                     {0u, 1u, 2u, 3u, segment / 2, segment - 1, segment, 127u, 128u, 129u}) {
                    BOOST_TEST_CONTEXT("type " << static_cast<int>(type) << ", version 0x"
                                               << std::hex << static_cast<int>(ver) << std::dec
                                               << ", lanes " << lanes << ", handed over at " << k)
                    BOOST_TEST((handed_over_tag(p, k) == expected));
                }
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(a_late_threads_segments_are_taken_over_with_the_same_tag) {
    for (const auto type : all_types) {
        for (const auto ver : all_versions) {
            // Four lanes of 1 MiB: segments of 256 blocks; and of 8 KiB, where the first
            // slice's segments are only the two blocks H0 made.
            for (const std::uint32_t memory_kib : {4096u, 32u}) {
                const argon2::params p{type, ver, 2, memory_kib, 4, 1, 32};
                std::uint32_t given = 0;
                BOOST_TEST_CONTEXT("type " << static_cast<int>(type) << ", version 0x" << std::hex
                                           << static_cast<int>(ver) << std::dec << ", "
                                           << memory_kib << " KiB") {
                    BOOST_TEST((taken_over_tag(p, given) == library_tag(p)));
                    BOOST_TEST(given == p.passes * sync_points);
                }
            }
        }
    }
}

int main(int argc, char* argv[]) {
    return test_support::run_tests(argc, argv, test_support::always_ready,
                                   test_support::no_registration);
}
