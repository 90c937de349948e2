// Boost.Test's framework compiled here from Boost's headers (its "included" variant), for builds
// that cannot link the system's libboost_unit_test_framework: one built against another standard
// library (libc++; Debian's is built with libstdc++) or for another target. The tests' own main
// is support/boost_main.hpp's.
#define BOOST_TEST_NO_MAIN
#include <boost/test/included/unit_test.hpp>
