// Runs this test program again, in a process of its own, with extra arguments, and returns the
// number it prints: for what must happen in a process that never had a second thread, or
// whose peak memory starts from nothing. The child's main() recognises the arguments.
#pragma once

#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <fstream>
#include <string>

#ifdef _WIN32
#include <windows.h>
#endif

namespace test_support {

// This program's own file: what the child runs.
inline std::string own_program() {
#ifdef _WIN32
    char path[MAX_PATH];
    const DWORD length = GetModuleFileNameA(nullptr, path, MAX_PATH);
    BOOST_REQUIRE(length > 0 && length < MAX_PATH);
    return std::string(path, length);
#else
    std::string self;
    std::getline(std::ifstream("/proc/self/cmdline"), self, '\0');
    return self;
#endif
}

inline long number_from_fresh_process(const std::string& arguments) {
    const std::string command = "\"" + own_program() + "\" " + arguments;
#ifdef _WIN32
    FILE* child = _popen(command.c_str(), "r");
#else
    FILE* child = popen(command.c_str(), "r");
#endif
    BOOST_REQUIRE(child != nullptr);
    long number = 0;
    const bool read = std::fscanf(child, "%ld", &number) == 1;
#ifdef _WIN32
    BOOST_REQUIRE(_pclose(child) == 0);
#else
    BOOST_REQUIRE(pclose(child) == 0);
#endif
    BOOST_REQUIRE_MESSAGE(read, "the child printed no number");
    return number;
}

}  // namespace test_support
