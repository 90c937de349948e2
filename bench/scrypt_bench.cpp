// argon2-scrypt-bench: Salsa20 keystream and scrypt, ours against the peers, in one run.
//
//   argon2-scrypt-bench [--reps N] [--quick] [--only keystream|scrypt] [--out DIR]
//
// Keystream: Salsa20/20, /12 and /8, messages of 64 B, 1 KiB and 64 KiB, every Salsa20 kernel
// this CPU runs (forced in turn) and libsodium 1.0.18; MB/s. scrypt: N = 2^14 and 2^17 with
// r = 8, p = 1 and 4, against libsodium (crypto_pwhash_scryptsalsa208sha256_ll), Botan 2
// (Botan::scrypt) and Python's hashlib.scrypt (OpenSSL, in one persistent python3 process,
// timed inside it); ms per hash. Each arm runs once untimed, then each repetition runs every arm
// once, in an order shuffled per repetition (arm_order.hpp), and every output is compared with the
// first arm's: a mismatch stops the run. Medians with [min, max]; results.md and results.json in
// DIR.
#include <argon2/argon2.hpp>

#include "arm_order.hpp"
#include "child_process.hpp"
#include "provenance.hpp"

#include <botan/scrypt.h>
#include <sodium.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using bytes = std::vector<std::uint8_t>;

double now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

[[noreturn]] void fail(const std::string& why) {
    std::fprintf(stderr, "argon2-scrypt-bench: %s\n", why.c_str());
    std::exit(1);
}

struct samples {
    std::vector<double> values;
    double median() const {
        std::vector<double> v = values;
        std::sort(v.begin(), v.end());
        const std::size_t n = v.size();
        return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
    double min() const { return *std::min_element(values.begin(), values.end()); }
    double max() const { return *std::max_element(values.begin(), values.end()); }
};

// An arm computes one configuration's output and returns the measure (MB/s or ms).
struct arm {
    std::string name;
    bool ours;
    std::function<double(bytes& output)> run;
};

struct row {
    std::string config;
    std::string unit;  // "MB/s" (higher is better) or "ms" (lower is better)
    std::vector<std::pair<std::string, samples>> arms;
    std::vector<bool> ours;
};

// Every arm once per repetition, the order shuffled each time; outputs compared with arm 0's.
row measure(const std::string& config, const std::string& unit, std::vector<arm>& arms, int reps) {
    row r{config, unit, {}, {}};
    for (const arm& a : arms) {
        r.arms.push_back({a.name, {}});
        r.ours.push_back(a.ours);
    }
    // One untimed call per arm first: the first call of a process pays for its memory, which
    // the cold arm measures on purpose.
    for (const arm& a : arms) {
        bytes warm_up;
        a.run(warm_up);
    }
    for (int rep = 0; rep < reps; ++rep) {
        std::vector<bytes> outputs(arms.size());
        for (const std::size_t i : bench::arm_order(arms.size(), rep))
            r.arms[i].second.values.push_back(arms[i].run(outputs[i]));
        for (std::size_t i = 1; i < arms.size(); ++i) {
            if (outputs[i] != outputs[0])
                fail(config + ": " + arms[i].name + "'s output differs from " + arms[0].name +
                     "'s");
        }
    }
    std::printf("%s\n", config.c_str());
    for (const auto& [name, s] : r.arms)
        std::printf("  %-28s %10.1f %s  [%.1f, %.1f]\n", name.c_str(), s.median(), unit.c_str(),
                    s.min(), s.max());
    std::fflush(stdout);
    return r;
}

// --- keystream ------------------------------------------------------------------------------

const bytes bench_key(32, 0x42);
const bytes bench_nonce(8, 0x24);

using sodium_stream = int (*)(unsigned char*, const unsigned char*, unsigned long long,
                              const unsigned char*, const unsigned char*);

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
sodium_stream sodium_for(unsigned rounds) {
    return rounds == 20   ? &crypto_stream_salsa20_xor
           : rounds == 12 ? &crypto_stream_salsa2012_xor
                          : &crypto_stream_salsa208_xor;
}
#pragma GCC diagnostic pop

// MB/s over `total` bytes in messages of `size`; output: the first message's ciphertext.
template <class Xor>
double stream_rate(std::size_t size, std::size_t total, bytes& output, Xor&& xor_message) {
    bytes message(size, 0x5a);
    bytes out(size);
    const std::size_t count = std::max<std::size_t>(1, total / size);
    const double start = now();
    for (std::size_t i = 0; i < count; ++i) xor_message(message, out);
    const double seconds = now() - start;
    output = out;
    return static_cast<double>(count * size) / seconds / 1e6;
}

std::vector<row> keystream_rows(int reps, bool quick) {
    std::vector<row> rows;
    std::vector<std::string> kernels;
    for (const argon2::backend_info& k : argon2::backends())
        if (k.supported) kernels.emplace_back(k.name);
    const std::size_t total = quick ? (1u << 20) : (32u << 20);
    for (unsigned rounds : {20u, 12u, 8u}) {
        for (std::size_t size : {std::size_t{64}, std::size_t{1024}, std::size_t{65536}}) {
            std::vector<arm> arms;
            arms.push_back(
                {"libsodium 1.0.18", false, [=](bytes& output) {
                     const sodium_stream f = sodium_for(rounds);
                     return stream_rate(size, total, output, [&](const bytes& m, bytes& o) {
                         f(o.data(), m.data(), m.size(), bench_nonce.data(), bench_key.data());
                     });
                 }});
            for (const std::string& kernel : kernels) {
                arms.push_back(
                    {"ours " + kernel, true, [=](bytes& output) {
                         if (argon2::force_backend(kernel)) fail("cannot force " + kernel);
                         const double rate =
                             stream_rate(size, total, output, [&](const bytes& m, bytes& o) {
                                 argon2::salsa20_xor(o, m, bench_nonce, bench_key, 0,
                                                     static_cast<argon2::salsa20_rounds>(rounds));
                             });
                         argon2::force_backend("");
                         return rate;
                     }});
            }
            rows.push_back(measure("Salsa20/" + std::to_string(rounds) + " " +
                                       (size >= 1024 ? std::to_string(size / 1024) + " KiB"
                                                     : std::to_string(size) + " B"),
                                   "MB/s", arms, reps));
        }
    }
    return rows;
}

// --- scrypt ---------------------------------------------------------------------------------

const std::string bench_password = "correct horse battery staple";
const std::string bench_salt = "salt for bench!!";
constexpr std::size_t key_length = 64;

// Python's hashlib.scrypt in one long-lived process: "log2n r p" in, "seconds hex" out.
const char* python_server = R"(
import hashlib, sys, time
for line in sys.stdin:
    n, r, p = (int(x) for x in line.split())
    start = time.perf_counter()
    dk = hashlib.scrypt(b"correct horse battery staple", salt=b"salt for bench!!", n=1 << n, r=r,
                        p=p, maxmem=(1 << 31) - 1, dklen=64)
    seconds = time.perf_counter() - start
    print(seconds, dk.hex(), flush=True)
)";

bytes from_hex(const std::string& hex) {
    bytes out;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
        out.push_back(static_cast<std::uint8_t>(std::stoul(hex.substr(i, 2), nullptr, 16)));
    return out;
}

std::vector<row> scrypt_rows(int reps, bool quick, std::vector<std::string>& notes) {
    struct setting {
        std::uint32_t log2_n, r, p;
    };
    std::vector<setting> settings = {{14, 8, 1}, {17, 8, 1}, {17, 8, 4}};
    if (quick) settings = {{10, 8, 1}, {10, 8, 2}};
    std::unique_ptr<bench::child_process> python;
    try {
        python = std::make_unique<bench::child_process>(
            std::vector<std::string>{"python3", "-c", python_server}, ".");
        const std::string version = python->request("1 1 1");
        (void)version;
        notes.push_back("Python hashlib.scrypt: python3 (OpenSSL), timed inside the process");
    } catch (const std::exception& e) {
        python.reset();
        notes.push_back(std::string("Python hashlib.scrypt: not run (") + e.what() + ")");
    }
    std::vector<row> rows;
    for (const setting& s : settings) {
        const std::uint64_t n = std::uint64_t{1} << s.log2_n;
        std::vector<arm> arms;
        // The dispatched kernel first; with p = 1 (one ROMix, one dependency chain), every other
        // kernel this CPU runs after it, forced, for the choice of each row's ROMix.
        const std::string dispatched(argon2::active_backend());
        std::vector<std::string> kernels = {dispatched};
        if (s.p == 1)
            for (const argon2::backend_info& k : argon2::backends())
                if (k.supported && k.name != dispatched) kernels.emplace_back(k.name);
        // One of our hashes, timed: the arms differ only in what they do around it.
        const auto time_ours = [=](bytes& out) {
            out.assign(key_length, 0);
            const double start = now();
            const auto ec =
                argon2::scrypt_raw({s.log2_n, s.r, s.p}, bench_password, bench_salt, out);
            const double ms = (now() - start) * 1e3;
            if (ec) fail("scrypt_raw failed");
            return ms;
        };
        for (const std::string& kernel : kernels) {
            const bool forced = kernel != dispatched;
            arms.push_back({(forced ? "ours, kernel " : "ours (") + kernel + (forced ? "" : ")"),
                            true, [=](bytes& out) {
                                if (forced && argon2::force_backend(kernel))
                                    fail("cannot force " + kernel);
                                const double ms = time_ours(out);
                                if (forced) argon2::force_backend("");
                                return ms;
                            }});
        }
        // Cold: the cached working memory handed back to the OS before each call, so ours
        // pays the page faults the peers that allocate per call pay (the warm arms do not).
        arms.push_back({"ours, cold (" + dispatched + ")", true, [=](bytes& out) {
                            argon2::release_cached_memory();
                            return time_ours(out);
                        }});
        arms.push_back({"libsodium 1.0.18", false, [=](bytes& out) {
                            out.assign(key_length, 0);
                            const double start = now();
                            if (crypto_pwhash_scryptsalsa208sha256_ll(
                                    reinterpret_cast<const std::uint8_t*>(bench_password.data()),
                                    bench_password.size(),
                                    reinterpret_cast<const std::uint8_t*>(bench_salt.data()),
                                    bench_salt.size(), n, s.r, s.p, out.data(), out.size()) != 0)
                                fail("libsodium failed");
                            return (now() - start) * 1e3;
                        }});
        arms.push_back({"Botan 2", false, [=](bytes& out) {
                            out.assign(key_length, 0);
                            const double start = now();
                            Botan::scrypt(out.data(), out.size(), bench_password.data(),
                                          bench_password.size(),
                                          reinterpret_cast<const std::uint8_t*>(bench_salt.data()),
                                          bench_salt.size(), n, s.r, s.p);
                            return (now() - start) * 1e3;
                        }});
        if (python) {
            bench::child_process* py = python.get();
            arms.push_back({"Python hashlib (OpenSSL)", false, [=](bytes& out) {
                                std::istringstream reply(py->request(std::to_string(s.log2_n) +
                                                                     " " + std::to_string(s.r) +
                                                                     " " + std::to_string(s.p)));
                                double seconds = 0;
                                std::string hex;
                                reply >> seconds >> hex;
                                out = from_hex(hex);
                                return seconds * 1e3;
                            }});
        }
        rows.push_back(measure("scrypt N=2^" + std::to_string(s.log2_n) +
                                   " r=" + std::to_string(s.r) + " p=" + std::to_string(s.p),
                               "ms", arms, reps));
    }
    return rows;
}

// --- report ---------------------------------------------------------------------------------

std::string fixed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

// Each arm's median against the best peer's (the first arm that is not ours).
void write_report(const std::string& dir, const bench::provenance& origin, int reps,
                  const std::vector<row>& rows, const std::vector<std::string>& notes) {
    std::filesystem::create_directories(dir);
    std::ostringstream md;
    md << origin.sentence() << " CPU features detected by the library: " << argon2::cpu_features()
       << ". " << reps
       << " repetitions after one warm-up each, arms interleaved in a shuffled order; median [min, "
          "max].\n";
    for (const std::string& n : notes) md << "\n" << n << "\n";
    std::string last_unit;
    for (const row& r : rows) {
        if (r.unit != last_unit) {
            md << "\n| configuration | arm | " << r.unit << " | [min, max] | vs the best peer |\n"
               << "| --- | --- | ---: | --- | ---: |\n";
            last_unit = r.unit;
        }
        const bool higher_better = r.unit == "MB/s";
        double best_peer = 0;
        for (std::size_t i = 0; i < r.arms.size(); ++i) {
            if (r.ours[i]) continue;
            const double m = r.arms[i].second.median();
            if (best_peer == 0 || (higher_better ? m > best_peer : m < best_peer)) best_peer = m;
        }
        for (std::size_t i = 0; i < r.arms.size(); ++i) {
            const samples& s = r.arms[i].second;
            const double ratio = higher_better ? s.median() / best_peer : best_peer / s.median();
            md << "| " << r.config << " | " << r.arms[i].first << " | " << fixed(s.median(), 1)
               << " | [" << fixed(s.min(), 1) << ", " << fixed(s.max(), 1) << "] | "
               << fixed(ratio, 2) << "x |\n";
        }
    }
    std::ofstream(dir + "/results.md") << md.str();
    std::ostringstream js;
    js << "{\n  \"date\": \"" << origin.date << "\",\n  \"commit\": \"" << origin.commit
       << "\",\n  \"command\": \"" << origin.command << "\",\n  \"machine\": \"" << origin.machine
       << "\",\n  \"reps\": " << reps << ",\n  \"rows\": [\n";
    for (std::size_t k = 0; k < rows.size(); ++k) {
        const row& r = rows[k];
        js << "    {\"config\": \"" << r.config << "\", \"unit\": \"" << r.unit
           << "\", \"arms\": [";
        for (std::size_t i = 0; i < r.arms.size(); ++i) {
            js << (i ? ", " : "") << "{\"name\": \"" << r.arms[i].first
               << "\", \"ours\": " << (r.ours[i] ? "true" : "false") << ", \"samples\": [";
            const auto& v = r.arms[i].second.values;
            for (std::size_t j = 0; j < v.size(); ++j) js << (j ? ", " : "") << fixed(v[j], 3);
            js << "]}";
        }
        js << "]}" << (k + 1 < rows.size() ? "," : "") << "\n";
    }
    js << "  ]\n}\n";
    std::ofstream(dir + "/results.json") << js.str();
    std::printf("wrote %s/results.md and results.json\n", dir.c_str());
}

}  // namespace

int main(int argc, char* argv[]) {
    const bench::provenance origin = bench::this_run(argc, argv);
    int reps = 7;
    bool quick = false;
    std::string out = "bench-scrypt";
    std::string only;  // "keystream" or "scrypt": one half of the run
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--reps" && i + 1 < argc) {
            reps = std::stoi(argv[++i]);
        } else if (a == "--quick") {
            quick = true;
        } else if (a == "--only" && i + 1 < argc) {
            only = argv[++i];
        } else if (a == "--out" && i + 1 < argc) {
            out = argv[++i];
        } else {
            std::fprintf(
                stderr,
                "usage: argon2-scrypt-bench [--reps N] [--quick] [--only keystream|scrypt] "
                "[--out DIR]\n");
            return 2;
        }
    }
    if (sodium_init() < 0) fail("libsodium failed to initialize");
    std::vector<std::string> notes;
    std::vector<row> rows;
    if (only != "scrypt") rows = keystream_rows(reps, quick);
    std::vector<row> scrypt;
    if (only != "keystream") scrypt = scrypt_rows(reps, quick, notes);
    rows.insert(rows.end(), scrypt.begin(), scrypt.end());
    write_report(out, origin, reps, rows, notes);
    return 0;
}
