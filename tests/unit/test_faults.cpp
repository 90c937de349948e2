// Faults from the operating system, each provoked for real in a child process: no memory (a
// tight RLIMIT_AS), no thread (the same, below a thread stack), no randomness (a seccomp
// filter on getrandom, and no file descriptors for /dev/urandom). Each gives its code, and the
// library works normally once the fault is gone. Leaks on these paths are LSan's to find in
// the asan test setup.
#include "tests/support/boost_main.hpp"
#include "tests/support/fresh_process.hpp"

#include <argon2/argon2.hpp>

#include "src/api/diagnostics.hpp"

#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>
#include <thread>

// Under ASan: the no-file-descriptor case runs in the plain build only (ASan's own stack
// walker opens files), and forked children run LSan themselves (see in_child).
#if defined(__SANITIZE_ADDRESS__)
#define ARGON2_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARGON2_UNDER_ASAN 1
#endif
#endif
#ifndef ARGON2_UNDER_ASAN
#define ARGON2_UNDER_ASAN 0
#endif
#if ARGON2_UNDER_ASAN
#include <sanitizer/lsan_interface.h>
#endif

namespace {

const std::string salt16 = "0123456789abcdef";
using tag32 = std::array<std::uint8_t, 32>;

argon2::params costs(std::uint32_t memory_kib, std::uint32_t lanes) {
    return {argon2::algorithm::argon2id, argon2::version::v13, 1, memory_kib, lanes, lanes, 32};
}

// Runs `body` in a forked child; its return value is the child's exit status (0 = passed).
// Under ASan the child checks for leaks before it exits (20 = leaked), since _exit skips
// LSan's check at exit.
template <class Body>
int in_child(Body body) {
    const pid_t pid = fork();
    if (pid == 0) {
        alarm(60);
        const int status = body();
#if ARGON2_UNDER_ASAN
        if (status == 0 && __lsan_do_recoverable_leak_check() != 0) _exit(20);
#endif
        _exit(status);
    }
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status)) return -1;
    return WEXITSTATUS(status);
}

// Limits the address space to what the process maps now plus `extra` bytes.
rlimit limit_address_space(std::size_t extra) {
    rlimit old{};
    getrlimit(RLIMIT_AS, &old);
    std::size_t pages = 0;
    std::ifstream("/proc/self/statm") >> pages;
    rlimit tight = old;
    tight.rlim_cur = pages * static_cast<std::size_t>(sysconf(_SC_PAGESIZE)) + extra;
    setrlimit(RLIMIT_AS, &tight);
    return old;
}

// getrandom(2) fails with `error` from now on in this process.
bool fail_getrandom_with(int error) {
    sock_filter program[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getrandom, 0, 1),
        BPF_STMT(BPF_RET | BPF_K,
                 SECCOMP_RET_ERRNO | (static_cast<unsigned>(error) & SECCOMP_RET_DATA)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    sock_fprog fprog{static_cast<unsigned short>(sizeof program / sizeof program[0]), program};
    return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 &&
           prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &fprog) == 0;
}

}  // namespace

BOOST_AUTO_TEST_CASE(no_memory_gives_memory_allocation_error_then_works) {
    const auto p = costs(256 * 1024, 1);
    tag32 expected{};
    BOOST_REQUIRE(!argon2::hash_raw(costs(1024, 1), "pw", salt16, expected));
    BOOST_TEST(in_child([&] {
                   argon2::release_cached_memory();
                   const rlimit old = limit_address_space(64u << 20);  // a quarter of what p needs
                   tag32 tag{};
                   if (argon2::hash_raw(p, "pw", salt16, tag) !=
                       argon2::errc::memory_allocation_error)
                       return 1;
                   argon2::hasher h(p);
                   if (h.hash_raw("pw", salt16, tag) != argon2::errc::memory_allocation_error)
                       return 2;
                   if (h.retained_bytes() != 0) return 3;
                   setrlimit(RLIMIT_AS, &old);
                   if (argon2::hash_raw(costs(1024, 1), "pw", salt16, tag) || tag != expected)
                       return 4;
                   return 0;
               }) == 0);
}

BOOST_AUTO_TEST_CASE(no_thread_gives_thread_fail_then_works) {
    if (std::thread::hardware_concurrency() < 2) return;  // a single core never starts a helper
    // A fresh process rather than a fork: glibc would reuse a cached stack of this process's
    // finished threads, and this process's pool has its helpers already.
    BOOST_TEST(test_support::number_from_fresh_process("--thread-failure-then-recovery") == 0);
}

BOOST_AUTO_TEST_CASE(no_randomness_gives_entropy_unavailable_and_never_a_weak_salt) {
    // getrandom refused outright: no fallback (only a kernel without getrandom gets one).
    BOOST_TEST(in_child([] {
                   if (!fail_getrandom_with(EPERM)) return 10;
                   std::string out = "unchanged";
                   std::array<std::uint8_t, 16> salt{};
                   if (argon2::generate_salt(salt) != argon2::errc::entropy_unavailable) return 1;
                   if (argon2::hash_password(costs(64, 1), "pw", out) !=
                       argon2::errc::entropy_unavailable)
                       return 2;
                   argon2::hasher h(costs(64, 1));
                   if (h.hash_password("pw", out) != argon2::errc::entropy_unavailable) return 3;
                   return 0;
               }) == 0);
    // A kernel without getrandom: the Linux layer reads /dev/urandom, and when that cannot be
    // opened either, gives the error. The plain POSIX layer (-Dos=posix) has getentropy only,
    // which glibc implements with getrandom: the error at once, never a weaker source.
    // (A lambda of its own: the #if inside cannot sit in a macro argument.)
    auto without_getrandom = [] {
        if (!fail_getrandom_with(ENOSYS)) return 10;
        std::array<std::uint8_t, 16> a{}, b{};
        if (argon2::diagnostics::os_layer() == "posix") {
            std::string out = "unchanged";
            if (argon2::generate_salt(a) != argon2::errc::entropy_unavailable) return 5;
            if (argon2::hash_password(costs(64, 1), "pw", out) != argon2::errc::entropy_unavailable)
                return 6;
            return out == "unchanged" ? 0 : 7;
        }
        if (argon2::generate_salt(a) || argon2::generate_salt(b) || a == b) return 1;
        std::string out;
        if (argon2::hash_password(costs(64, 1), "pw", out) || argon2::verify(out, "pw")) return 2;
#if !ARGON2_UNDER_ASAN
        const rlimit none{0, 0};
        if (setrlimit(RLIMIT_NOFILE, &none) != 0) return 11;
        // Compared by value: a comparison of error_code objects is a member call that UBSan's
        // vptr check verifies, which needs a file descriptor of its own.
        const int unavailable = static_cast<int>(argon2::errc::entropy_unavailable);
        if (argon2::generate_salt(a).value() != unavailable) return 3;
        if (argon2::hash_password(costs(64, 1), "pw", out).value() != unavailable) return 4;
#endif
        return 0;
    };
    BOOST_TEST(in_child(without_getrandom) == 0);
}

namespace {

// In a fresh process: 4 lanes want helpers, the address space has room for the blocks but not
// for a thread stack; then, the limit lifted, the same hash succeeds with helpers.
int thread_failure_then_recovery() {
    // A warm-up with one lane (no helper): dispatch and the allocator are set up before the limit.
    tag32 warm_up{};
    if (argon2::hash_raw(costs(1024, 1), "pw", salt16, warm_up)) return 1;
    const auto p = costs(1024, 4);
    tag32 tag{};
    const rlimit old = limit_address_space(2u << 20);
    const std::error_code failed = argon2::hash_raw(p, "pw", salt16, tag);
    setrlimit(RLIMIT_AS, &old);
    if (failed != argon2::errc::thread_fail) return 2;
    tag32 single{};
    if (argon2::hash_raw(p, "pw", salt16, tag)) return 3;
    argon2::params one_thread = p;
    one_thread.threads = 1;
    if (argon2::hash_raw(one_thread, "pw", salt16, single) || single != tag) return 4;
    return 0;
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc == 2 && std::string_view(argv[1]) == "--thread-failure-then-recovery") {
        std::printf("%d\n", thread_failure_then_recovery());
        return 0;
    }
    return test_support::run_tests(argc, argv, test_support::always_ready,
                                   test_support::no_registration);
}
