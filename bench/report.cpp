#include "report.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace bench {

namespace {

std::string fixed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string json_string(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

const char* type_name(std::uint32_t t) {
    return t == 0 ? "argon2d" : t == 1 ? "argon2i" : "argon2id";
}

std::string describe(const config& c) {
    std::string memory = c.memory_kib >= 1024 ? std::to_string(c.memory_kib / 1024) + " MiB"
                                              : std::to_string(c.memory_kib) + " KiB";
    return std::string(type_name(c.type)) + ", " + memory + ", t=" + std::to_string(c.passes) +
           ", p=" + std::to_string(c.lanes);
}

void table(std::ostringstream& s, const config_result& r) {
    s << "\n### " << r.settings.name << ": " << describe(r.settings) << "\n\n";
    s << "| implementation | median ms | min ms | max ms | ns/block | time vs ours |\n";
    s << "| --- | ---: | ---: | ---: | ---: | ---: |\n";
    const arm_result* ours = r.find("ours");
    for (const arm_result& a : r.arms) {
        s << "| " << a.label << " | " << fixed(a.median() * 1e3, 2) << " | "
          << fixed(a.min() * 1e3, 2) << " | " << fixed(a.max() * 1e3, 2) << " | "
          << fixed(a.median() * 1e9 / r.block_computations(), 0) << " | "
          << (ours ? fixed(a.median() / ours->median(), 2) + "x" : "-") << " |\n";
    }
}

void json_results(std::ostringstream& s, const std::vector<config_result>& results) {
    s << "[";
    for (std::size_t i = 0; i < results.size(); ++i) {
        const config_result& r = results[i];
        s << (i ? "," : "") << "\n    {\"name\": " << json_string(r.settings.name)
          << ", \"type\": " << json_string(type_name(r.settings.type))
          << ", \"passes\": " << r.settings.passes << ", \"memory_kib\": " << r.settings.memory_kib
          << ", \"lanes\": " << r.settings.lanes
          << ", \"block_computations\": " << r.block_computations() << ", \"arms\": [";
        for (std::size_t k = 0; k < r.arms.size(); ++k) {
            const arm_result& a = r.arms[k];
            s << (k ? "," : "") << "\n      {\"name\": " << json_string(a.name)
              << ", \"label\": " << json_string(a.label)
              << ", \"ours\": " << (a.ours ? "true" : "false") << ", \"median_s\": " << a.median()
              << ", \"min_s\": " << a.min() << ", \"max_s\": " << a.max()
              << ", \"ns_per_block\": " << a.median() * 1e9 / r.block_computations()
              << ", \"samples_s\": [";
            for (std::size_t j = 0; j < a.samples.size(); ++j) s << (j ? ", " : "") << a.samples[j];
            s << "]}";
        }
        s << "]}";
    }
    s << "]";
}

}  // namespace

double arm_result::median() const {
    std::vector<double> v = samples;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
double arm_result::min() const { return *std::min_element(samples.begin(), samples.end()); }
double arm_result::max() const { return *std::max_element(samples.begin(), samples.end()); }

double config_result::block_computations() const {
    const std::uint64_t lanes = settings.lanes;
    std::uint64_t blocks = std::max<std::uint64_t>(settings.memory_kib, 8 * lanes);
    blocks = blocks / (4 * lanes) * (4 * lanes);
    return static_cast<double>(blocks) * settings.passes;
}

const arm_result* config_result::find(const std::string& name) const {
    for (const arm_result& a : arms) {
        if (a.name == name) return &a;
    }
    return nullptr;
}

std::string report::markdown() const {
    std::ostringstream s;
    s << "## argon2-bench, " << origin.date << "\n\n"
      << origin.sentence() << " " << reps
      << " repetitions per arm after one warm-up, arms interleaved, tags compared on every "
         "repetition. \"time vs ours\" is the arm's median over ours (one-shot, dispatched): above "
         "1 means ours is faster.\n\n";
    for (const std::string& n : notes) s << "- " << n << "\n";
    for (const config_result& r : configs) table(s, r);
    if (!sweep.empty()) {
        s << "\n### Memory sweep (t=1, p=1): ns per block as the working set grows\n\n| memory |";
        for (const arm_result& a : sweep.front().arms) s << " " << a.name << " |";
        s << "\n| ---: |";
        for (std::size_t i = 0; i < sweep.front().arms.size(); ++i) s << " ---: |";
        s << "\n";
        for (const config_result& r : sweep) {
            s << "| " << r.settings.memory_kib << " KiB |";
            for (const arm_result& a : r.arms)
                s << " " << fixed(a.median() * 1e9 / r.block_computations(), 0) << " |";
            s << "\n";
        }
    }
    return s.str();
}

void report::write(const std::string& directory) const {
    std::ostringstream s;
    s << "{\n  \"date\": " << json_string(origin.date)
      << ",\n  \"commit\": " << json_string(origin.commit)
      << ",\n  \"command\": " << json_string(origin.command)
      << ",\n  \"machine\": " << json_string(origin.machine) << ",\n  \"reps\": " << reps
      << ",\n  \"notes\": [";
    for (std::size_t i = 0; i < notes.size(); ++i) s << (i ? ", " : "") << json_string(notes[i]);
    s << "],\n  \"configs\": ";
    json_results(s, configs);
    s << ",\n  \"sweep\": ";
    json_results(s, sweep);
    s << "\n}\n";
    std::ofstream(directory + "/results.json") << s.str();
    std::ofstream(directory + "/results.md") << markdown();
}

}  // namespace bench
