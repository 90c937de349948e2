// A thread that joins when it goes out of scope, so that a test stopped by a failed
// BOOST_TEST_REQUIRE ends instead of terminating. std::jthread does this, but libc++ 19 keeps
// it behind -fexperimental-library, and the libcxx phase builds what macOS users build.
#pragma once

#include <thread>
#include <utility>

namespace test_support {

class joining_thread {
public:
    joining_thread() = default;
    template <class Function>
    explicit joining_thread(Function&& f) : thread_(std::forward<Function>(f)) {}
    joining_thread(joining_thread&&) noexcept = default;
    joining_thread& operator=(joining_thread&& other) noexcept {
        join();
        thread_ = std::move(other.thread_);
        return *this;
    }
    joining_thread(const joining_thread&) = delete;
    joining_thread& operator=(const joining_thread&) = delete;
    ~joining_thread() { join(); }

    void join() {
        if (thread_.joinable()) thread_.join();
    }

private:
    std::thread thread_;
};

}  // namespace test_support
