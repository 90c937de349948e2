/// \file
/// Vocabulary types: the Argon2 variants, the versions, and a non-owning view of input bytes.
#pragma once

#include <argon2/config.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <ranges>
#include <span>
#include <string_view>
#include <type_traits>

ARGON2_BEGIN_NAMESPACE

/// The numeric values are the ones hashed into H0 (RFC 9106 section 3.2).
ARGON2_EXPORT enum class algorithm : std::uint32_t { argon2d = 0, argon2i = 1, argon2id = 2 };

/// 0x10 overwrites blocks in later passes; 0x13 (RFC 9106) xors into them.
ARGON2_EXPORT enum class version : std::uint32_t { v10 = 0x10, v13 = 0x13 };

/// "argon2d", "argon2i", "argon2id": the PHC identifiers. Empty for an out-of-range value.
ARGON2_EXPORT constexpr std::string_view to_string(algorithm a) noexcept {
    switch (a) {
        case algorithm::argon2d: return "argon2d";
        case algorithm::argon2i: return "argon2i";
        case algorithm::argon2id: return "argon2id";
    }
    return {};
}

/// A read-only view of bytes: passwords, salts, secrets, associated data.
///
/// It converts implicitly from anything byte-sized and contiguous (std::string,
/// std::string_view, std::vector<std::uint8_t>, std::span<const std::byte>, arrays of bytes)
/// and from a NUL-terminated C string. Character arrays go through the C-string overload so
/// that a string literal never drags its terminating NUL into a hash.
ARGON2_EXPORT class bytes_view {
public:
    /// Empty.
    constexpr bytes_view() noexcept = default;
    /// `size` bytes at `data` (which may be null when size is 0).
    bytes_view(const void* data, std::size_t size) noexcept
        : data_(static_cast<const unsigned char*>(data)), size_(size) {}
    /// A NUL-terminated string without its NUL; null is empty.
    bytes_view(const char* c_string) noexcept
        : data_(reinterpret_cast<const unsigned char*>(c_string)),
          size_(c_string ? std::strlen(c_string) : 0) {}

    /// Any contiguous, sized range of byte-sized trivially copyable elements, except a char
    /// array (which goes through the C-string constructor).
    template <class Range>
        requires std::ranges::contiguous_range<const Range&> &&
                     std::ranges::sized_range<const Range&> &&
                     (sizeof(std::ranges::range_value_t<const Range&>) == 1) &&
                     std::is_trivially_copyable_v<std::ranges::range_value_t<const Range&>> &&
                     (!std::is_array_v<Range> ||
                      !std::is_same_v<std::remove_cv_t<std::remove_extent_t<Range>>, char>)
    bytes_view(const Range& range) noexcept
        : data_(reinterpret_cast<const unsigned char*>(std::ranges::data(range))),
          size_(std::ranges::size(range)) {}

    const unsigned char* data() const noexcept { return data_; }  ///< the first byte
    std::size_t size() const noexcept { return size_; }           ///< bytes viewed
    bool empty() const noexcept { return size_ == 0; }            ///< no bytes

private:
    const unsigned char* data_ = nullptr;
    std::size_t size_ = 0;
};

ARGON2_END_NAMESPACE
