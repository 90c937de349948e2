// Heap bytes that hold a secret (a tag, a decoded salt, a password read by the CLI): wiped
// before they are released. The one wipe-on-free type of the project.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>

namespace argon2::detail {

// Zeroes memory in a way the optimizer may not drop even if the memory is never read again.
inline void secure_wipe(void* data, std::size_t size) noexcept {
    if (size == 0) return;
    std::memset(data, 0, size);
    // The empty asm claims to read the memory, so the stores above are not dead.
    __asm__ __volatile__("" : : "r"(data) : "memory");
}

class wiped_bytes {
public:
    // data() is nullptr when the allocation fails; check before use.
    explicit wiped_bytes(std::size_t size) noexcept
        : data_(new(std::nothrow) std::uint8_t[size == 0 ? 1 : size]), size_(size) {}
    ~wiped_bytes() {
        if (data_) secure_wipe(data_.get(), size_);
    }
    wiped_bytes(const wiped_bytes&) = delete;
    wiped_bytes& operator=(const wiped_bytes&) = delete;

    std::uint8_t* data() const noexcept { return data_.get(); }
    std::size_t size() const noexcept { return size_; }

private:
    std::unique_ptr<std::uint8_t[]> data_;
    std::size_t size_;
};

}  // namespace argon2::detail
