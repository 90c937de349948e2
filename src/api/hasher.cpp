#include <argon2/hasher.hpp>

#include "src/engine/memory_sources.hpp"
#include "operations.hpp"

#include <utility>

ARGON2_BEGIN_NAMESPACE

// The hasher keeps its arena in three plain members so the public header stays free of
// internal types; this adapter lends them to the engine as a pooled memory source.
struct hasher_access {
    class lease {
    public:
        explicit lease(hasher& h) noexcept
            : h_(h), arena_{h.memory_, h.memory_bytes_, h.memory_mapped_}, memory_(arena_) {}
        ~lease() {
            h_.memory_ = arena_.data;
            h_.memory_bytes_ = arena_.bytes;
            h_.memory_mapped_ = arena_.mapped;
        }
        lease(const lease&) = delete;
        lease& operator=(const lease&) = delete;
        detail::memory_source& memory() noexcept { return memory_; }

    private:
        hasher& h_;
        detail::arena arena_;
        detail::pooled_memory memory_;
    };
};

hasher::~hasher() { release(); }

hasher::hasher(hasher&& other) noexcept
    : policy_(other.policy_),
      memory_(std::exchange(other.memory_, nullptr)),
      memory_bytes_(std::exchange(other.memory_bytes_, 0)),
      memory_mapped_(std::exchange(other.memory_mapped_, false)) {}

hasher& hasher::operator=(hasher&& other) noexcept {
    if (this != &other) {
        release();
        policy_ = other.policy_;
        memory_ = std::exchange(other.memory_, nullptr);
        memory_bytes_ = std::exchange(other.memory_bytes_, 0);
        memory_mapped_ = std::exchange(other.memory_mapped_, false);
    }
    return *this;
}

void hasher::release() noexcept {
    // Already wiped: the engine wipes the blocks after every hash.
    detail::arena a{memory_, memory_bytes_, memory_mapped_};
    detail::arena_release(a);
    memory_ = nullptr;
    memory_bytes_ = 0;
    memory_mapped_ = false;
}

std::error_code hasher::hash_raw(bytes_view password, bytes_view salt, std::span<std::uint8_t> out,
                                 bytes_view secret, bytes_view associated_data) noexcept {
    hasher_access::lease lease(*this);
    return detail::hash_raw_with(lease.memory(), policy_, password, salt, out, secret,
                                 associated_data);
}

std::error_code hasher::hash_encoded(bytes_view password, bytes_view salt, std::string& out,
                                     bytes_view secret, bytes_view associated_data) noexcept {
    hasher_access::lease lease(*this);
    return detail::hash_encoded_with(lease.memory(), policy_, password, salt, out, secret,
                                     associated_data);
}

std::error_code hasher::hash_password(bytes_view password, std::string& out) noexcept {
    hasher_access::lease lease(*this);
    return detail::hash_password_with(lease.memory(), policy_, password, out);
}

std::error_code hasher::verify(std::string_view encoded, bytes_view password) noexcept {
    return verify(encoded, password, limits::at_most(policy_));
}

std::error_code hasher::verify(std::string_view encoded, bytes_view password, const limits& ceiling,
                               bytes_view secret, bytes_view associated_data) noexcept {
    hasher_access::lease lease(*this);
    return detail::verify_with(lease.memory(), encoded, password, ceiling, secret, associated_data);
}

std::error_code hasher::verify_accepting_scrypt(std::string_view encoded, bytes_view password,
                                                const scrypt_limits& scrypt_ceiling) noexcept {
    if (is_scrypt_string(encoded)) return scrypt_verify(encoded, password, scrypt_ceiling);
    return verify(encoded, password);
}

ARGON2_END_NAMESPACE
