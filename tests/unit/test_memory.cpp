// What a hash costs in resident memory, measured in fresh processes (this program runs itself
// with --measure): a one-shot hash of m KiB raises the peak RSS by at most m + 4 MiB, and
// bounded verification of hostile PHC strings allocates nothing worth measuring.
#include "tests/support/boost_main.hpp"
#include "tests/support/fresh_process.hpp"

#include <argon2/argon2.hpp>

#include <array>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>

namespace {

// A field of /proc/self/status in KiB (VmRSS now, VmHWM the peak).
long status_kib(std::string_view field) {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);) {
        if (line.starts_with(field) && line.size() > field.size() && line[field.size()] == ':') {
            return std::stol(line.substr(field.size() + 1));
        }
    }
    return -1;
}

// In the child: the growth of the peak RSS over the RSS before the work, in KiB.
long measure(std::string_view what, std::uint32_t memory_kib, std::uint32_t lanes) {
    const std::string salt = "0123456789abcdef";
    std::array<std::uint8_t, 32> tag{};
    const long before = status_kib("VmRSS");
    if (what == "hash") {
        const argon2::params p{
            argon2::algorithm::argon2id, argon2::version::v13, 1, memory_kib, lanes, lanes, 32};
        if (argon2::hash_raw(p, "password", salt, tag)) return -1;
    } else {
        // Strings that claim huge costs or carry huge fields: bounded verify must refuse them
        // before allocating anything for them.
        const std::string big(1u << 20, 'A');
        const std::string hostile[] = {
            "$argon2id$v=19$m=4294967295,t=1,p=1$c2FsdHNhbHQ$" + big,
            "$argon2id$v=19$m=65536,t=4294967295,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAA",
            "$argon2id$v=19$m=65536,t=1,p=16777215$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAA",
            "$argon2id$v=19$m=65536,t=1,p=1$" + big + "$AAAAAAAAAAAAAAAAAAAAAA",
            "$argon2id$v=19$m=65536,t=1,p=1$c2FsdHNhbHQ$" + big,
        };
        for (const std::string& s : hostile) {
            if (!argon2::verify(s, "password")) return -1;  // must be refused
        }
    }
    return status_kib("VmHWM") - before;
}

long peak_growth_in_fresh_process(const std::string& args) {
    const long kib = test_support::number_from_fresh_process("--measure " + args);
    BOOST_REQUIRE_MESSAGE(kib >= 0, "the child failed to hash or accepted a hostile string");
    return kib;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_one_shot_hash_peaks_at_most_4_mib_above_its_memory) {
    for (const auto& [memory_kib, lanes] :
         {std::pair{65536u, 1u}, {65536u, 4u}, {19456u, 1u}, {262144u, 4u}}) {
        const long growth = peak_growth_in_fresh_process("hash " + std::to_string(memory_kib) +
                                                         " " + std::to_string(lanes));
        BOOST_TEST_MESSAGE("m=" << memory_kib << " KiB p=" << lanes << ": peak RSS +" << growth
                                << " KiB");
        BOOST_TEST(growth <= static_cast<long>(memory_kib) + 4096);
        // And the blocks were really touched (the measurement can see the memory at all).
        BOOST_TEST(growth >= static_cast<long>(memory_kib) * 9 / 10);
    }
}

BOOST_AUTO_TEST_CASE(bounded_verify_of_hostile_strings_allocates_nothing_for_them) {
    const long growth = peak_growth_in_fresh_process("hostile 0 0");
    BOOST_TEST_MESSAGE("hostile strings: peak RSS +" << growth
                                                     << " KiB (the strings themselves: 3 MiB)");
    // The five strings (1 MiB each for three of them) are built in the child: 3 MiB of its own,
    // plus slack for the copies the test makes; nothing near the 4 TiB they claim.
    BOOST_TEST(growth <= 8 * 1024);
}

int main(int argc, char* argv[]) {
    if (argc == 5 && std::string_view(argv[1]) == "--measure") {
        std::printf("%ld\n", measure(argv[2], static_cast<std::uint32_t>(std::stoul(argv[3])),
                                     static_cast<std::uint32_t>(std::stoul(argv[4]))));
        return 0;
    }
    return test_support::run_tests(argc, argv, test_support::always_ready,
                                   test_support::no_registration);
}
