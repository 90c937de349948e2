// Our library: as dispatched (C++ one-shot, C ABI one-shot, pooled hasher) and, for each other
// compiled backend the CPU runs, forced.
#include "arms.hpp"

#include <argon2.h>
#include <argon2/argon2.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>

namespace bench {

double now_seconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

namespace {

argon2::params params_of(const config& c) {
    return {static_cast<argon2::algorithm>(c.type),
            argon2::version::v13,
            c.passes,
            c.memory_kib,
            c.lanes,
            c.lanes,
            c.tag_length};
}

void check(std::error_code ec, const char* what) {
    if (ec) throw std::runtime_error(std::string(what) + ": " + ec.message());
}

// The same one-shot C++ hash with `backend` forced for its duration ("" = as dispatched).
double run_cpp(const config& c, std::vector<std::uint8_t>& tag, const std::string& backend) {
    check(argon2::force_backend(backend), "force_backend");
    tag.assign(c.tag_length, 0);
    const double start = now_seconds();
    check(argon2::hash_raw(params_of(c), bench_password, bench_salt, tag), "hash_raw");
    const double seconds = now_seconds() - start;
    check(argon2::force_backend(""), "force_backend");
    return seconds;
}

constexpr std::size_t batch_size = 8;

}  // namespace

std::vector<arm> our_arms(const arm_options& options) {
    std::vector<arm> arms;
    const std::string dispatched(argon2::active_backend());
    auto always = [](const config&) { return true; };

    arms.push_back(
        {"ours", "ours, one-shot C++ API (dispatched: " + dispatched + ")", true, always,
         [](const config& c, std::vector<std::uint8_t>& tag) { return run_cpp(c, tag, ""); }});

    arms.push_back(
        {"ours-c-abi", "ours, one-shot C ABI argon2_hash (dispatched: " + dispatched + ")", true,
         always, [](const config& c, std::vector<std::uint8_t>& tag) {
             tag.assign(c.tag_length, 0);
             const double start = now_seconds();
             const int rc = argon2_hash(c.passes, c.memory_kib, c.lanes, bench_password.data(),
                                        bench_password.size(), bench_salt.data(), bench_salt.size(),
                                        tag.data(), tag.size(), nullptr, 0,
                                        static_cast<argon2_type>(c.type), ARGON2_VERSION_13);
             const double seconds = now_seconds() - start;
             if (rc != ARGON2_OK) throw std::runtime_error(argon2_error_message(rc));
             return seconds;
         }});

    // One hasher per configuration, kept across repetitions: what a server does.
    auto pooled = std::make_shared<std::map<std::string, argon2::hasher>>();
    arms.push_back({"ours-pooled", "ours, pooled argon2::hasher (dispatched: " + dispatched + ")",
                    true, always, [pooled](const config& c, std::vector<std::uint8_t>& tag) {
                        auto it = pooled->try_emplace(c.name, params_of(c)).first;
                        tag.assign(c.tag_length, 0);
                        const double start = now_seconds();
                        check(it->second.hash_raw(bench_password, bench_salt, tag), "hasher");
                        return now_seconds() - start;
                    }});

    // Throughput: a login server verifying a queue of passwords, all cores vs one. Each arm
    // verifies batch_size copies of one PHC string (made once, untimed); the time is per
    // verify, the tag the raw hash that string holds.
    for (const std::uint32_t threads : {0u, 1u}) {
        auto encoded = std::make_shared<std::map<std::string, std::string>>();
        arms.push_back(
            {threads == 0 ? "ours-batch" : "ours-batch-1core",
             std::string("ours, verify_batch of ") + std::to_string(batch_size) +
                 (threads == 0 ? " (all cores), per verify" : " (one core), per verify"),
             true, [](const config& c) { return c.lanes == 1 && c.memory_kib <= 64u * 1024; },
             [encoded, threads](const config& c, std::vector<std::uint8_t>& tag) {
                 tag.assign(c.tag_length, 0);
                 check(argon2::hash_raw(params_of(c), bench_password, bench_salt, tag), "hash_raw");
                 auto it = encoded->find(c.name);
                 if (it == encoded->end()) {
                     std::string s;
                     check(argon2::hash_encoded(params_of(c), bench_password, bench_salt, s),
                           "hash_encoded");
                     it = encoded->emplace(c.name, s).first;
                 }
                 const std::vector<argon2::verify_request> requests(
                     batch_size, argon2::verify_request{it->second, bench_password});
                 std::vector<std::error_code> results(batch_size);
                 const double start = now_seconds();
                 check(argon2::verify_batch(requests, results,
                                            argon2::limits::at_most(params_of(c)), threads),
                       "verify_batch");
                 const double seconds = now_seconds() - start;
                 for (const std::error_code& ec : results) check(ec, "verify_batch item");
                 return seconds / batch_size;
             }});
    }

    if (options.per_backend) {
        for (const argon2::backend_info& b : argon2::backends()) {
            if (!b.supported || b.name == dispatched) continue;
            const std::string name(b.name);
            arms.push_back({"ours-" + name, "ours, one-shot C++ API, backend " + name + " (forced)",
                            true, always, [name](const config& c, std::vector<std::uint8_t>& tag) {
                                return run_cpp(c, tag, name);
                            }});
        }
    }
    return arms;
}

}  // namespace bench
