// Peers that run under node, in one node process kept for the whole run (bench/node/peer.mjs):
// argon2-rust 1.1.0 through @node-rs/argon2 (hashRawSync), and hash-wasm (WebAssembly).
// The time is measured inside node around the hash call, so the pipe is not timed.
#include "arms.hpp"
#include "child_process.hpp"

#include <filesystem>
#include <memory>
#include <regex>
#include <sstream>
#include <stdexcept>

namespace bench {

namespace {

std::string hex(const std::vector<std::uint8_t>& bytes) {
    static const char* digits = "0123456789abcdef";
    std::string s;
    for (std::uint8_t b : bytes) {
        s += digits[b >> 4];
        s += digits[b & 15];
    }
    return s;
}

std::vector<std::uint8_t> unhex(const std::string& s) {
    std::vector<std::uint8_t> out;
    for (std::size_t i = 0; i + 1 < s.size(); i += 2) {
        out.push_back(static_cast<std::uint8_t>(std::stoul(s.substr(i, 2), nullptr, 16)));
    }
    return out;
}

double ask(child_process& node, const std::string& peer, const config& c,
           std::vector<std::uint8_t>& tag) {
    const std::string request =
        "{\"peer\":\"" + peer + "\",\"type\":" + std::to_string(c.type) +
        ",\"t\":" + std::to_string(c.passes) + ",\"m\":" + std::to_string(c.memory_kib) +
        ",\"p\":" + std::to_string(c.lanes) + ",\"len\":" + std::to_string(c.tag_length) +
        ",\"password\":\"" + hex({bench_password.begin(), bench_password.end()}) +
        "\",\"salt\":\"" + hex(bench_salt) + "\"}";
    const std::string reply = node.request(request);
    static const std::regex ok(R"re(\{"ns":"(\d+)","tag":"([0-9a-f]*)"\})re");
    std::smatch m;
    if (!std::regex_match(reply, m, ok)) throw std::runtime_error(peer + " failed: " + reply);
    tag = unhex(m[2]);
    return std::stod(m[1]) * 1e-9;
}

// The backends of our WebAssembly module, as it lists them.
std::vector<std::string> wasm_backends(child_process& node) {
    const std::string reply = node.request(R"({"peer":"ours-wasm","backends":true})");
    static const std::regex ok(R"re(\{"backends":"([a-z0-9 _-]*)"\})re");
    std::smatch m;
    if (!std::regex_match(reply, m, ok)) throw std::runtime_error("ours-wasm backends: " + reply);
    std::vector<std::string> names;
    std::istringstream words(m[1].str());
    for (std::string word; words >> word;) names.push_back(word);
    return names;
}

}  // namespace

std::vector<arm> node_peer_arms(const arm_options& options, std::vector<std::string>& notes) {
    namespace fs = std::filesystem;
    if (!fs::exists(fs::path(options.node_directory) / "node_modules" / "@node-rs" / "argon2")) {
        notes.push_back("argon2-rust and hash-wasm: " + options.node_directory +
                        "/node_modules missing (run npm ci there), rows left out");
        return {};
    }
    const bool have_wasm = !options.wasm_module.empty() && fs::exists(options.wasm_module);
    if (!have_wasm) {
        notes.push_back("ours (WebAssembly SIMD128): " +
                        (options.wasm_module.empty() ? std::string("no module given")
                                                     : options.wasm_module + " not built") +
                        " (tools/bench.sh builds it with cross/wasm32-wasi.ini), row left out");
    }
    auto node = std::make_shared<child_process>(
        std::vector<std::string>{"node", "--no-warnings", "peer.mjs",
                                 have_wasm ? fs::absolute(options.wasm_module).string() : ""},
        options.node_directory);
    auto always = [](const config&) { return true; };
    std::vector<arm> arms = {
        {"argon2-rust", "argon2-rust 1.1.0 via @node-rs/argon2 2.2.1 hashRawSync", false, always,
         [node](const config& c, std::vector<std::uint8_t>& tag) {
             return ask(*node, "argon2-rust", c, tag);
         }},
        {"hash-wasm", "hash-wasm 4.13.0 (WebAssembly, single-threaded) under node", false, always,
         [node](const config& c, std::vector<std::uint8_t>& tag) {
             return ask(*node, "hash-wasm", c, tag);
         }},
    };
    if (have_wasm) {
        // wasm32: 4 GiB of linear memory at most, and the 1 GiB sweep point is too close.
        auto fits = [](const config& c) { return c.memory_kib <= 256u * 1024; };
        arms.push_back({"ours-wasm",
                        "ours, wasm32-wasi build with SIMD128 (as dispatched there, "
                        "single-threaded) under node",
                        true, fits, [node](const config& c, std::vector<std::uint8_t>& tag) {
                            return ask(*node, "ours-wasm", c, tag);
                        }});
        if (options.per_backend) {
            for (const std::string& backend : wasm_backends(*node)) {
                const std::string name = "ours-wasm-" + backend;
                arms.push_back({name,
                                "ours, the same wasm32-wasi module, backend " + backend +
                                    " (forced) under node",
                                true, fits,
                                [node, name](const config& c, std::vector<std::uint8_t>& tag) {
                                    return ask(*node, name, c, tag);
                                }});
            }
        }
    }
    return arms;
}

}  // namespace bench
