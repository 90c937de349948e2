#include "provenance.hpp"

#include "source_commit.hpp"  // ARGON2_SOURCE_COMMIT, made by meson's vcs_tag at build time

#include <sys/utsname.h>

#include <ctime>
#include <fstream>
#include <sstream>
#include <thread>

namespace bench {

namespace {

// The CPU's model name from /proc/cpuinfo ("unknown CPU" elsewhere).
std::string cpu_model() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
    }
    return "unknown CPU";
}

std::string machine() {
    utsname u{};
    uname(&u);
    std::ostringstream s;
    s << cpu_model() << ", " << std::thread::hardware_concurrency() << " logical CPUs, "
      << u.sysname << " " << u.release << ", built with "
#if defined(__clang__)
      << "clang " << __clang_major__ << "." << __clang_minor__;
#else
      << "gcc " << __GNUC__ << "." << __GNUC_MINOR__;
#endif
    return s.str();
}

std::string now_utc() {
    const std::time_t t = std::time(nullptr);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M UTC", std::gmtime(&t));
    return buf;
}

}  // namespace

std::string provenance::sentence() const {
    return "Measured " + date + " at commit " + commit + ": `" + command + "`; " + machine + ".";
}

provenance this_run(int argc, char* argv[]) {
    provenance p;
    p.date = now_utc();
    p.commit = ARGON2_SOURCE_COMMIT;
    std::string program = argc > 0 ? argv[0] : "bench";
    if (const auto slash = program.rfind('/'); slash != std::string::npos)
        program = program.substr(slash + 1);
    p.command = program;
    // Quoted where the shell needs it, so that the command can be pasted back.
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool plain = arg.find_first_of(" \t'\"()$&;|<>*?") == std::string::npos;
        p.command += plain ? " " + arg : " '" + arg + "'";
    }
    p.machine = machine();
    return p;
}

}  // namespace bench
