// login-service: a password login over HTTP, the way a small server runs one.
//   POST /register  user=NAME&password=PASSWORD   201 created, 409 taken, 400, 503
//   POST /login     user=NAME&password=PASSWORD   200 (a scrypt or outdated row migrated on the
//                                                 way), 401, 400, 503
//   GET  /stats                                   the memory governor's counters, the policy,
//                                                 peak and current RSS (JSON)
// A hash the memory governor refuses, or that waits past --max-wait, answers 503 with
// Retry-After; a failure inside answers 500; neither ends the process.
//
//   login-service --db PATH [--port N] [--profile NAME | --calibrate TIME [--max-memory SIZE]]
//                 [--memory-budget SIZE | --no-governor] [--max-wait TIME] [--threads N]
// --port 0 (the default) takes a free port; the first line on stdout says which:
// "listening on http://127.0.0.1:PORT". It listens on 127.0.0.1 only. SIGINT or SIGTERM stops it.
#include "accounts.hpp"
#include "user_store.hpp"

#include <argon2/argon2.hpp>

#include <httplib.h>

#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fstream>
#include <memory>
#include <optional>
#include <pthread.h>
#include <string>
#include <sys/socket.h>
#include <thread>

namespace {

using namespace login_service;

struct options {
    std::string db;
    int port = 0;
    std::string profile = "rfc9106-second";
    std::optional<std::chrono::milliseconds> calibrate;
    std::uint64_t max_memory = std::uint64_t{64} << 20;  // --calibrate's cap
    std::uint64_t memory_budget = std::uint64_t{512} << 20;
    bool governor = true;
    std::chrono::milliseconds max_wait{5000};
    int threads = 64;
};

[[noreturn]] void usage_error(const std::string& why) {
    std::fprintf(stderr, "login-service: %s\n", why.c_str());
    std::exit(2);
}

std::chrono::milliseconds parse_time(const std::string& text) {
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    const std::string unit = end;
    if (end == text.c_str() || value < 0 || (unit != "ms" && unit != "s"))
        usage_error("a time is written 250ms or 1.5s: " + text);
    return std::chrono::milliseconds(static_cast<std::int64_t>(unit == "s" ? value * 1000 : value));
}

std::uint64_t parse_size(const std::string& text) {
    char* end = nullptr;
    const unsigned long long value = std::strtoull(text.c_str(), &end, 10);
    const std::string unit = end;
    const int shift = unit == "" ? 0 : unit == "K" ? 10 : unit == "M" ? 20 : unit == "G" ? 30 : -1;
    if (end == text.c_str() || shift < 0 || value > (UINT64_MAX >> shift))
        usage_error("a size is written 512M or 1G: " + text);
    return static_cast<std::uint64_t>(value) << shift;
}

options parse(int argc, char* argv[]) {
    options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage_error(a + " needs a value");
            return argv[++i];
        };
        if (a == "--db")
            o.db = value();
        else if (a == "--port")
            o.port = std::atoi(value().c_str());
        else if (a == "--profile")
            o.profile = value();
        else if (a == "--calibrate")
            o.calibrate = parse_time(value());
        else if (a == "--max-memory")
            o.max_memory = parse_size(value());
        else if (a == "--memory-budget")
            o.memory_budget = parse_size(value());
        else if (a == "--no-governor")
            o.governor = false;
        else if (a == "--max-wait")
            o.max_wait = parse_time(value());
        else if (a == "--threads")
            o.threads = std::atoi(value().c_str());
        else
            usage_error("unknown argument " + a);
    }
    if (o.db.empty()) usage_error("--db PATH is required");
    if (o.threads < 1 || o.threads > 1024) usage_error("--threads is 1 .. 1024");
    return o;
}

argon2::params policy_for(const options& o) {
    if (!o.calibrate) {
        const std::optional<argon2::params> p = argon2::profile(o.profile);
        if (!p)
            usage_error("unknown profile " + o.profile + " (rfc9106-first, rfc9106-second, owasp)");
        return *p;
    }
    argon2::calibration c;
    const std::uint32_t concurrent =
        o.governor
            ? static_cast<std::uint32_t>(std::max<std::uint64_t>(1, o.memory_budget / o.max_memory))
            : 1;
    if (const std::error_code ec = argon2::calibrate({.time = *o.calibrate,
                                                      .max_memory_bytes = o.max_memory,
                                                      .lanes = 1,
                                                      .concurrency = concurrent},
                                                     c))
        usage_error("calibration failed: " + ec.message());
    return c.chosen;
}

// A field of /proc/self/status in KiB ("VmHWM", "VmRSS"); 0 where there is none.
std::uint64_t status_kib(const char* field) {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);) {
        if (line.rfind(field, 0) == 0 && line.size() > std::strlen(field) &&
            line[std::strlen(field)] == ':')
            return std::strtoull(line.c_str() + std::strlen(field) + 1, nullptr, 10);
    }
    return 0;
}

std::string stats_json(const argon2::params& policy) {
    const argon2::governor_counters g = argon2::governor_stats();
    const argon2::memory_budget b = argon2::current_memory_budget();
    char text[768];
    std::snprintf(
        text, sizeof text,
        "{\"policy\": {\"m\": %u, \"t\": %u, \"p\": %u}, \"budget_bytes\": %llu, "
        "\"in_flight_bytes\": %llu, \"in_flight\": %u, \"waiting\": %u, \"peak_bytes\": %llu, "
        "\"admitted\": %llu, \"waits\": %llu, \"timeouts\": %llu, \"refusals\": %llu, "
        "\"vm_hwm_kib\": %llu, \"vm_rss_kib\": %llu}\n",
        policy.memory_kib, policy.passes, policy.lanes, static_cast<unsigned long long>(b.bytes),
        static_cast<unsigned long long>(g.in_flight_bytes), g.in_flight, g.waiting,
        static_cast<unsigned long long>(g.peak_bytes), static_cast<unsigned long long>(g.admitted),
        static_cast<unsigned long long>(g.waits), static_cast<unsigned long long>(g.timeouts),
        static_cast<unsigned long long>(g.refusals),
        static_cast<unsigned long long>(status_kib("VmHWM")),
        static_cast<unsigned long long>(status_kib("VmRSS")));
    return text;
}

struct reply {
    int status;
    const char* body;
};

reply reply_to(outcome o) {
    switch (o) {
        case outcome::created: return {201, "created\n"};
        case outcome::name_taken: return {409, "name taken\n"};
        case outcome::logged_in: return {200, "ok\n"};
        case outcome::logged_in_rehashed: return {200, "ok, rehashed\n"};
        case outcome::wrong_credentials: return {401, "wrong user or password\n"};
        case outcome::invalid_request: return {400, "user and password are required\n"};
        case outcome::busy: return {503, "busy, try again\n"};
    }
    return {500, "internal error\n"};
}

void answer(httplib::Response& res, outcome o) {
    const reply r = reply_to(o);
    res.status = r.status;
    if (o == outcome::busy) res.set_header("Retry-After", "1");
    res.set_content(r.body, "text/plain");
}

}  // namespace

int main(int argc, char* argv[]) {
    const options o = parse(argc, argv);

    // SIGINT and SIGTERM go to one thread, which stops the server; every other thread,
    // created after this, has them blocked.
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

    if (o.governor) argon2::set_memory_budget({.bytes = o.memory_budget, .max_wait = o.max_wait});
    try {
        const argon2::params policy = policy_for(o);
        if (o.governor && std::uint64_t{policy.memory_kib} * 1024 > o.memory_budget)
            usage_error("the memory budget (" + std::to_string(o.memory_budget >> 20) +
                        " MiB) is below one hash of the policy (" +
                        std::to_string(policy.memory_kib / 1024) +
                        " MiB): every hash would be refused");
        const accounts users(policy);
        {
            user_store schema(o.db);
        }  // creates the table before the first request

        // SQLite connections are not shared between threads: each worker opens its own.
        const auto store = [&]() -> user_store& {
            thread_local std::unique_ptr<user_store> mine;
            if (!mine) mine = std::make_unique<user_store>(o.db);
            return *mine;
        };
        httplib::Server server;
        server.new_task_queue = [&] {
            return new httplib::ThreadPool(static_cast<std::size_t>(o.threads));
        };
        server.set_payload_max_length(4096);
        server.set_exception_handler(
            [](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
                res.status = 500;
                try {
                    std::rethrow_exception(ep);
                } catch (const std::exception& e) {
                    std::fprintf(stderr, "login-service: %s\n", e.what());
                } catch (...) {
                    std::fprintf(stderr, "login-service: unknown exception\n");
                }
                res.set_content("internal error\n", "text/plain");
            });
        server.Post("/register", [&](const httplib::Request& req, httplib::Response& res) {
            answer(res, users.register_user(store(), req.get_param_value("user"),
                                            req.get_param_value("password")));
        });
        server.Post("/login", [&](const httplib::Request& req, httplib::Response& res) {
            answer(res, users.login(store(), req.get_param_value("user"),
                                    req.get_param_value("password")));
        });
        server.Get("/stats", [&](const httplib::Request&, httplib::Response& res) {
            res.set_content(stats_json(users.policy()), "application/json");
        });

        // cpp-httplib 0.11 listens with a backlog of 5: a burst of connections beyond it
        // (64 clients logging in at once) is reset by the kernel before the server sees it.
        // The listening socket is widened to the system's maximum once it is bound.
        socket_t listening = -1;
        server.set_socket_options([&listening](socket_t sock) {
            httplib::default_socket_options(sock);
            listening = sock;
        });
        const int port = o.port == 0 ? server.bind_to_any_port("127.0.0.1") : o.port;
        if (port <= 0 || (o.port != 0 && !server.bind_to_port("127.0.0.1", o.port)))
            usage_error("cannot listen on 127.0.0.1:" + std::to_string(o.port));
        if (listening < 0 || ::listen(listening, SOMAXCONN) != 0)
            usage_error("cannot widen the listening queue on 127.0.0.1:" + std::to_string(port));
        std::printf("listening on http://127.0.0.1:%d (policy m=%u KiB, t=%u, p=%u; governor %s)\n",
                    port, policy.memory_kib, policy.passes, policy.lanes,
                    o.governor ? (std::to_string(o.memory_budget >> 20) + " MiB").c_str() : "off");
        std::fflush(stdout);

        std::thread stopper([&] {
            int signal = 0;
            sigwait(&stop_signals, &signal);
            server.stop();
        });
        const auto end_stopper = [&stopper] {
            pthread_kill(stopper.native_handle(), SIGTERM);  // ends its wait if listen failed
            stopper.join();
        };
        bool listened = false;
        try {
            listened = server.listen_after_bind();  // throws where its threads cannot start
        } catch (...) {
            end_stopper();
            throw;
        }
        end_stopper();
        return listened ? 0 : 1;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "login-service: %s\n", e.what());
        return 1;
    }
}
