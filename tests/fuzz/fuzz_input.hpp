// Reads a fuzzer's bytes as a sequence of small fields: numbers taken from the front, the rest
// as a byte string. Running out of bytes yields zeros and empty strings, never an error.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace harness {
struct libargon2;
}

namespace fuzz {

class input {
public:
    input(const std::uint8_t* data, std::size_t size) noexcept : data_(data), size_(size) {}

    std::uint8_t byte() noexcept { return size_ > 0 ? (--size_, *data_++) : 0; }

    std::uint32_t u32() noexcept {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i) v = v << 8 | byte();
        return v;
    }

    // A value in [low, high].
    std::uint32_t in(std::uint32_t low, std::uint32_t high) noexcept {
        return low + u32() % (high - low + 1);
    }

    // Up to `limit` bytes, length first.
    std::string_view bytes(std::size_t limit) noexcept {
        std::size_t n = byte();
        if (n > limit) n = limit;
        if (n > size_) n = size_;
        const std::string_view s(reinterpret_cast<const char*>(data_), n);
        data_ += n;
        size_ -= n;
        return s;
    }

    std::string_view rest() noexcept {
        const std::string_view s(reinterpret_cast<const char*>(data_), size_);
        data_ += size_;
        size_ = 0;
        return s;
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
};

// Aborts (a finding for libFuzzer) with a message when a property fails.
[[noreturn]] void fail(const char* what) noexcept;

// The reference C library (harness/libargon2_loader.hpp), the oracle of the differential
// targets; a missing one aborts the run with the reason.
const harness::libargon2& reference() noexcept;

inline std::vector<std::uint8_t> bytes_of(std::string_view s) { return {s.begin(), s.end()}; }

// For one input, the kernel set `pick` names among those this CPU runs (0: the best, the one
// the dispatcher chooses); the dispatcher chooses again on every way out of the target.
class forced_kernel_set {
public:
    explicit forced_kernel_set(std::uint8_t pick);
    forced_kernel_set(const forced_kernel_set&) = delete;
    forced_kernel_set& operator=(const forced_kernel_set&) = delete;
    ~forced_kernel_set();
};

// A pointer for libsodium, which declares its pointers nonnull even beside a zero length.
inline const std::uint8_t* nonnull(const std::vector<std::uint8_t>& b) {
    static const std::uint8_t none = 0;
    return b.empty() ? &none : b.data();
}

#define FUZZ_CHECK(condition)                       \
    do {                                            \
        if (!(condition)) ::fuzz::fail(#condition); \
    } while (0)

}  // namespace fuzz
