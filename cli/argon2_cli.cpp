// `argon2`: the reference command-line tool, same arguments, same output byte for byte (except
// the number on the timing line: ours is wall-clock time, the reference's is CPU time), plus:
//   argon2 --verify ENCODED     password on stdin; "Verification ok" or an error, exit 0 / 1;
//                               ENCODED may be a scrypt string too ($scrypt$ or libsodium's $7$)
//   argon2 --scrypt LOG2N R P [phc|libsodium]
//                               password on stdin; scrypt with a fresh salt from the OS, its
//                               string printed (phc: $scrypt$ln=...; libsodium: $7$...)
//   argon2 --backends           one line per compiled backend: name, supported|unsupported,
//                               and "chosen" on the one hashing uses
//   argon2 --version            the library's release (argon2::library_version())
//   argon2 --calibrate TIME [--max-memory SIZE] [--lanes N] [--concurrency N] [-i|-d|-id]
//                               the parameters that take TIME (250ms, 1s, 1.5s) per hash here
//                               (argon2::calibrate; Argon2id unless -i or -d), their PHC
//                               prefix and the times measured; a progress line on a terminal.
//                               SIZE: bytes, or with K, M, G, T (powers of 1024); default 1G
//   argon2 --profile NAME       a preset's parameters and PHC prefix (rfc9106-first,
//                               rfc9106-second, owasp); as a hashing option (after the salt)
//                               it sets the type, -t, -m and -p
//   ... --info                  after the usual output, the CPU features, the backend used and
//                               the target Highway's own dispatch picks, and the OS layer
//   argon2 --help               all of these and the reference's options (usage.cpp; the man
//                               page cli/argon2.1 says the same)
#include <argon2.h>

#include <argon2/backend.hpp>
#include <argon2/calibrate.hpp>
#include <argon2/params.hpp>
#include <argon2/scrypt.hpp>
#include <argon2/version.hpp>

#include "defaults.hpp"
#include "usage.hpp"

#include "src/api/diagnostics.hpp"
#include "src/core/wiped_bytes.hpp"

#include <chrono>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>
#define isatty _isatty
#define fileno _fileno
#else
#include <unistd.h>
#endif

namespace {

using namespace argon2_cli;

constexpr std::size_t max_password_length = 128;  // the reference tool's stdin buffer

[[noreturn]] void fatal(const char* error) {
    std::fprintf(stderr, "Error: %s\n", error);
    std::exit(1);
}

void print_hex(const std::uint8_t* bytes, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) std::printf("%02x", bytes[i]);
    std::printf("\n");
}

void print_info() {
    std::printf("CPU features:\t%s\n", std::string(argon2::cpu_features()).c_str());
    std::printf("Backend:\t%s\n", std::string(argon2::active_backend()).c_str());
    const std::string_view os = argon2::diagnostics::os_layer();
    std::printf("OS layer:\t%.*s\n", static_cast<int>(os.size()), os.data());
    const std::string_view highway = argon2::diagnostics::highway_dispatch_target();
    if (!highway.empty()) {
        std::printf("Highway dispatch:\t%.*s\n", static_cast<int>(highway.size()), highway.data());
    }
}

// The password as read from stdin, wiped when it goes out of scope.
struct password_buffer {
    argon2::detail::wiped_bytes bytes{max_password_length};
    std::size_t length = 0;
};

void read_password(password_buffer& pwd) {
    if (pwd.bytes.data() == nullptr) fatal(argon2_error_message(ARGON2_MEMORY_ALLOCATION_ERROR));
    pwd.length = std::fread(pwd.bytes.data(), 1, pwd.bytes.size(), stdin);
    if (pwd.length < 1) fatal("no password read");
    if (pwd.length == max_password_length) {
        fatal("Provided password longer than supported in command line utility");
    }
}

int list_backends() {
    for (const argon2::backend_info& b : argon2::backends()) {
        std::printf("%.*s\t%s%s\n", static_cast<int>(b.name.size()), b.name.data(),
                    b.supported ? "supported" : "unsupported", b.chosen ? "\tchosen" : "");
    }
    return 0;
}

int verify_mode(const char* encoded) {
    password_buffer pwd;
    read_password(pwd);
    if (argon2::is_scrypt_string(encoded)) {
        const std::error_code ec =
            argon2::scrypt_verify(encoded, argon2::bytes_view(pwd.bytes.data(), pwd.length));
        if (ec) fatal(argon2_error_message(ec.value()));
        std::printf("Verification ok\n");
        return 0;
    }
    argon2_type type;
    if (std::strncmp(encoded, "$argon2id$", 10) == 0) {
        type = Argon2_id;
    } else if (std::strncmp(encoded, "$argon2i$", 9) == 0) {
        type = Argon2_i;
    } else if (std::strncmp(encoded, "$argon2d$", 9) == 0) {
        type = Argon2_d;
    } else {
        fatal(argon2_error_message(ARGON2_DECODING_FAIL));
    }
    const int result = argon2_verify(encoded, pwd.bytes.data(), pwd.length, type);
    if (result != ARGON2_OK) fatal(argon2_error_message(result));
    std::printf("Verification ok\n");
    return 0;
}

// scrypt hashing is only ever asked for by name: the tool's business is Argon2, and scrypt is
// here for stores on their way to it.
int scrypt_mode(int argc, char* argv[]) {
    if (argc != 5 && argc != 6)
        fatal("--scrypt takes LOG2N R P [phc|libsodium]; the password is read from stdin");
    const std::string_view format_name = argc == 6 ? argv[5] : "phc";
    if (format_name != "phc" && format_name != "libsodium")
        fatal("--scrypt: the format is phc or libsodium");
    const auto number = [](const char* s) {
        char* end = nullptr;
        const unsigned long v = std::strtoul(s, &end, 10);
        if (*s < '0' || *s > '9' || *end != '\0' || v > UINT32_MAX)
            fatal("--scrypt: LOG2N, R and P are numbers");
        return static_cast<std::uint32_t>(v);
    };
    const argon2::scrypt_params p{number(argv[2]), number(argv[3]), number(argv[4]), 32};
    password_buffer pwd;
    read_password(pwd);
    std::string encoded;
    const std::error_code ec = argon2::scrypt_hash_password(
        p, argon2::bytes_view(pwd.bytes.data(), pwd.length), encoded,
        format_name == "libsodium" ? argon2::scrypt_format::libsodium : argon2::scrypt_format::phc);
    if (ec) fatal(argon2_error_message(ec.value()));
    std::printf("%s\n", encoded.c_str());
    return 0;
}

const char* type_name(argon2::algorithm a) {
    return argon2_type2string(static_cast<argon2_type>(a), 1);
}

// The lines the reference prints before hashing, and the string a hash of these costs starts
// with.
void print_costs(const argon2::params& p) {
    std::printf("Type:\t\t%s\n", type_name(p.algo));
    std::printf("Iterations:\t%u\n", p.passes);
    std::printf("Memory:\t\t%u KiB\n", p.memory_kib);
    std::printf("Parallelism:\t%u\n", p.lanes);
}
void print_prefix(const argon2::params& p) {
    std::printf("Prefix:\t\t$%s$v=%u$m=%u,t=%u,p=%u\n",
                argon2_type2string(static_cast<argon2_type>(p.algo), 0),
                static_cast<unsigned>(p.ver), p.memory_kib, p.passes, p.lanes);
}

int profile_mode(int argc, char* argv[]) {
    if (argc != 3) fatal("--profile takes a name: rfc9106-first, rfc9106-second or owasp");
    const std::optional<argon2::params> p = argon2::profile(argv[2]);
    if (!p) fatal("unknown profile (rfc9106-first, rfc9106-second or owasp)");
    print_costs(*p);
    print_prefix(*p);
    return 0;
}

// "250ms", "1s", "1.5s": a time of at least a millisecond.
std::chrono::milliseconds parse_time(const char* text) {
    char* end = nullptr;
    const double value = std::strtod(text, &end);
    double ms = -1;
    if (end != text && *text >= '0' && *text <= '9') {
        if (std::strcmp(end, "ms") == 0) ms = value;
        if (std::strcmp(end, "s") == 0) ms = value * 1000;
    }
    if (ms < 1 || ms > 600000) fatal("--calibrate: the time is 1ms .. 600s, as 250ms or 1.5s");
    return std::chrono::milliseconds(static_cast<std::int64_t>(ms));
}

// Bytes, or with K, M, G, T (powers of 1024).
std::uint64_t parse_size(const char* text) {
    char* end = nullptr;
    const unsigned long long value = std::strtoull(text, &end, 10);
    int shift = -1;
    if (end != text && *text >= '0' && *text <= '9') {
        if (*end == '\0')
            shift = 0;
        else if (end[1] == '\0') {
            switch (*end) {
                case 'K': shift = 10; break;
                case 'M': shift = 20; break;
                case 'G': shift = 30; break;
                case 'T': shift = 40; break;
                default: break;
            }
        }
    }
    if (shift < 0 || value > (UINT64_MAX >> shift))
        fatal("--max-memory: a size such as 1G or 512M");
    return static_cast<std::uint64_t>(value) << shift;
}

std::uint32_t parse_count(const char* option, const char* text) {
    char* end = nullptr;
    const unsigned long value = std::strtoul(text, &end, 10);
    if (*text < '1' || *text > '9' || *end != '\0' || value > 0xFFFFFF) {
        std::fprintf(stderr, "Error: %s takes a number from 1 to 16777215\n", option);
        std::exit(1);
    }
    return static_cast<std::uint32_t>(value);
}

int calibrate_mode(int argc, char* argv[]) {
    if (argc < 3) fatal("--calibrate takes a time, as 250ms or 1.5s");
    argon2::calibration_goal goal;
    goal.time = parse_time(argv[2]);
    int types = 0;
    for (int i = 3; i < argc; ++i) {
        const std::string_view a = argv[i];
        const bool has_value = i + 1 < argc;
        if (a == "--max-memory" && has_value) {
            goal.max_memory_bytes = parse_size(argv[++i]);
        } else if (a == "--lanes" && has_value) {
            goal.lanes = parse_count("--lanes", argv[++i]);
        } else if (a == "--concurrency" && has_value) {
            goal.concurrency = parse_count("--concurrency", argv[++i]);
        } else if (a == "-i" || a == "-d" || a == "-id") {
            goal.algo = a == "-i"   ? argon2::algorithm::argon2i
                        : a == "-d" ? argon2::algorithm::argon2d
                                    : argon2::algorithm::argon2id;
            ++types;
        } else {
            fatal(
                "--calibrate TIME takes --max-memory SIZE, --lanes N, --concurrency N, -i, -d, "
                "-id");
        }
    }
    if (types > 1) fatal("cannot specify multiple Argon2 types");

    const bool on_terminal = isatty(fileno(stderr)) != 0;
    const auto progress = [on_terminal](const argon2::calibration_step& s) {
        if (!on_terminal) return;
        std::fprintf(stderr, "\rcalibrating: m=%u KiB, t=%u: %.3f seconds\033[K",
                     s.tried.memory_kib, s.tried.passes,
                     std::chrono::duration<double>(s.took).count());
    };
    argon2::calibration c;
    const std::error_code ec = argon2::calibrate(goal, c, progress);
    if (on_terminal) std::fprintf(stderr, "\r\033[K");
    if (ec) fatal(argon2_error_message(ec.value()));
    print_costs(c.chosen);
    const auto secs = [](std::chrono::microseconds t) {
        return std::chrono::duration<double>(t).count();
    };
    std::printf("Time:\t\t%2.3f seconds (median of 5; %2.3f .. %2.3f)\n", secs(c.median),
                secs(c.fastest), secs(c.slowest));
    if (c.memory_bound_bytes < goal.max_memory_bytes) {
        std::printf("Memory bound:\t%llu KiB (%llu KiB available / %u)\n",
                    static_cast<unsigned long long>(c.memory_bound_bytes / 1024),
                    static_cast<unsigned long long>(c.available_bytes / 1024), goal.concurrency);
    } else {
        std::printf("Memory bound:\t%llu KiB (--max-memory)\n",
                    static_cast<unsigned long long>(c.memory_bound_bytes / 1024));
    }
    print_prefix(c.chosen);
    return 0;
}

void run(std::uint32_t outlen, password_buffer& pwd, const char* salt, std::uint32_t t_cost,
         std::uint32_t m_cost, std::uint32_t lanes, std::uint32_t threads, argon2_type type,
         bool encoded_only, bool raw_only, std::uint32_t version, bool info) {
    const auto start = std::chrono::steady_clock::now();
    const std::size_t saltlen = std::strlen(salt);
    if (UINT32_MAX < saltlen) fatal("salt is too long");

    argon2::detail::wiped_bytes out(std::size_t{outlen} + 1);
    if (out.data() == nullptr) fatal(argon2_error_message(ARGON2_MEMORY_ALLOCATION_ERROR));
    const std::size_t encodedlen =
        argon2_encodedlen(t_cost, m_cost, lanes, static_cast<std::uint32_t>(saltlen), outlen, type);
    std::vector<char> encoded(encodedlen + 1);

    int result = argon2_hash(t_cost, m_cost, threads, pwd.bytes.data(), pwd.length, salt, saltlen,
                             out.data(), outlen, encoded.data(), encodedlen, type, version);
    if (result != ARGON2_OK) fatal(argon2_error_message(result));
    const auto stop = std::chrono::steady_clock::now();

    if (encoded_only) std::puts(encoded.data());
    if (raw_only) print_hex(out.data(), outlen);
    if (encoded_only || raw_only) {
        if (info) print_info();
        return;
    }

    std::printf("Hash:\t\t");
    print_hex(out.data(), outlen);
    std::printf("Encoded:\t%s\n", encoded.data());
    std::printf("%2.3f seconds\n", std::chrono::duration<double>(stop - start).count());

    result = argon2_verify(encoded.data(), pwd.bytes.data(), pwd.length, type);
    if (result != ARGON2_OK) fatal(argon2_error_message(result));
    std::printf("Verification ok\n");
    if (info) print_info();
}

// The reference parses numbers with strtoul: leading blanks and a sign are accepted, "-1"
// becomes ULONG_MAX and junk becomes 0; both are then rejected.
unsigned long numeric(const char* s) { return std::strtoul(s, nullptr, 10); }

}  // namespace

static int cli_main(int argc, char* argv[]) {
#if defined(_WIN32)
    // The password is bytes: Windows' text mode would turn CR LF into LF and stop at Ctrl-Z.
    (void)_setmode(_fileno(stdin), _O_BINARY);
#endif
    std::uint32_t outlen = default_outlen;
    std::uint32_t m_cost = 1u << default_log_m_cost;
    std::uint32_t t_cost = default_t_cost;
    std::uint32_t lanes = default_threads;
    std::uint32_t threads = default_threads;
    argon2_type type = Argon2_i;  // the reference's default
    int types_specified = 0;
    bool m_cost_specified = false;
    bool encoded_only = false;
    bool raw_only = false;
    bool info = false;
    std::uint32_t version = ARGON2_VERSION_NUMBER;

    if (argc < 2) {
        print_reference_usage(argv[0]);
        return ARGON2_MISSING_ARGS;
    }
    if (std::strcmp(argv[1], "-h") == 0) {
        print_reference_usage(argv[0]);
        return 1;
    }
    if (std::strcmp(argv[1], "--help") == 0) {
        print_help();
        return 0;
    }
    if (std::strcmp(argv[1], "--backends") == 0) return list_backends();
    if (std::strcmp(argv[1], "--version") == 0) {
        const std::string_view v = argon2::library_version();
        std::printf("argon2-cpp %.*s\n", static_cast<int>(v.size()), v.data());
        return 0;
    }
    if (std::strcmp(argv[1], "--verify") == 0) {
        if (argc != 3) fatal("--verify takes one PHC string; the password is read from stdin");
        return verify_mode(argv[2]);
    }
    if (std::strcmp(argv[1], "--scrypt") == 0) return scrypt_mode(argc, argv);
    if (std::strcmp(argv[1], "--calibrate") == 0) return calibrate_mode(argc, argv);
    if (std::strcmp(argv[1], "--profile") == 0) return profile_mode(argc, argv);

    password_buffer pwd;
    read_password(pwd);
    const char* salt = argv[1];

    for (int i = 2; i < argc; i++) {
        const char* a = argv[i];
        unsigned long input = 0;
        if (!std::strcmp(a, "-h")) {
            print_reference_usage(argv[0]);
            return 1;
        } else if (!std::strcmp(a, "-m")) {
            if (m_cost_specified) fatal("-m or -k can only be used once");
            m_cost_specified = true;
            if (i >= argc - 1) fatal("missing -m argument");
            input = numeric(argv[++i]);
            if (input == 0 || input == ULONG_MAX || input > 32) fatal("bad numeric input for -m");
            m_cost = static_cast<std::uint32_t>(
                ARGON2_MIN(std::uint64_t{1} << input, std::uint64_t{0xFFFFFFFF}));
        } else if (!std::strcmp(a, "-k")) {
            if (m_cost_specified) fatal("-m or -k can only be used once");
            m_cost_specified = true;
            if (i >= argc - 1) fatal("missing -k argument");
            input = numeric(argv[++i]);
            if (input == 0 || input == ULONG_MAX) fatal("bad numeric input for -k");
            m_cost = static_cast<std::uint32_t>(ARGON2_MIN(input, 0xFFFFFFFFul));
        } else if (!std::strcmp(a, "-t")) {
            if (i >= argc - 1) fatal("missing -t argument");
            input = numeric(argv[++i]);
            if (input == 0 || input == ULONG_MAX || input > ARGON2_MAX_TIME) {
                fatal("bad numeric input for -t");
            }
            t_cost = static_cast<std::uint32_t>(input);
        } else if (!std::strcmp(a, "-p")) {
            if (i >= argc - 1) fatal("missing -p argument");
            input = numeric(argv[++i]);
            if (input == 0 || input == ULONG_MAX || input > ARGON2_MAX_THREADS ||
                input > ARGON2_MAX_LANES) {
                fatal("bad numeric input for -p");
            }
            threads = static_cast<std::uint32_t>(input);
            lanes = threads;
        } else if (!std::strcmp(a, "-l")) {
            if (i >= argc - 1) fatal("missing -l argument");
            outlen = static_cast<std::uint32_t>(numeric(argv[++i]));  // truncated, as there
        } else if (!std::strcmp(a, "-i")) {
            type = Argon2_i;
            ++types_specified;
        } else if (!std::strcmp(a, "-d")) {
            type = Argon2_d;
            ++types_specified;
        } else if (!std::strcmp(a, "-id")) {
            type = Argon2_id;
            ++types_specified;
        } else if (!std::strcmp(a, "-e")) {
            encoded_only = true;
        } else if (!std::strcmp(a, "-r")) {
            raw_only = true;
        } else if (!std::strcmp(a, "-v")) {
            if (i >= argc - 1) fatal("missing -v argument");
            ++i;
            if (!std::strcmp(argv[i], "10")) {
                version = ARGON2_VERSION_10;
            } else if (!std::strcmp(argv[i], "13")) {
                version = ARGON2_VERSION_13;
            } else {
                fatal("invalid Argon2 version");
            }
        } else if (!std::strcmp(a, "--profile")) {
            if (i >= argc - 1) fatal("missing --profile argument");
            const std::optional<argon2::params> p = argon2::profile(argv[++i]);
            if (!p) fatal("unknown profile (rfc9106-first, rfc9106-second or owasp)");
            if (m_cost_specified) fatal("-m or -k can only be used once");
            m_cost_specified = true;
            type = static_cast<argon2_type>(p->algo);
            ++types_specified;
            t_cost = p->passes;
            m_cost = p->memory_kib;
            lanes = threads = p->lanes;
        } else if (!std::strcmp(a, "--info")) {
            info = true;
        } else {
            fatal("unknown argument");
        }
    }

    if (types_specified > 1) fatal("cannot specify multiple Argon2 types");
    if (encoded_only && raw_only) fatal("cannot provide both -e and -r");
    if (!encoded_only && !raw_only) {
        std::printf("Type:\t\t%s\n", argon2_type2string(type, 1));
        std::printf("Iterations:\t%u\n", t_cost);
        std::printf("Memory:\t\t%u KiB\n", m_cost);
        std::printf("Parallelism:\t%u\n", lanes);
    }
    run(outlen, pwd, salt, t_cost, m_cost, lanes, threads, type, encoded_only, raw_only, version,
        info);
    return ARGON2_OK;
}

int main(int argc, char* argv[]) {
    try {
        return cli_main(argc, argv);
    } catch (const std::exception& e) {  // std::bad_alloc while reading the password, say
        fatal(e.what());
    }
}
