// Runs this test program again, in a process of its own, with extra arguments, and returns the
// number it prints: for what must happen in a process that never had a second thread, or
// whose peak memory starts from nothing. The child's main() recognises the arguments.
#pragma once

#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <fstream>
#include <string>

namespace test_support {

inline long number_from_fresh_process(const std::string& arguments) {
    std::string self;
    std::getline(std::ifstream("/proc/self/cmdline"), self, '\0');
    FILE* child = popen((self + " " + arguments).c_str(), "r");
    BOOST_REQUIRE(child != nullptr);
    long number = 0;
    const bool read = std::fscanf(child, "%ld", &number) == 1;
    BOOST_REQUIRE(pclose(child) == 0);
    BOOST_REQUIRE_MESSAGE(read, "the child printed no number");
    return number;
}

}  // namespace test_support
