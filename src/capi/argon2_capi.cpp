// The reference C API (argon2.h) on top of the engine: same functions, same codes, same
// quirks. Notably, like the reference, it accepts any version number (hashed into H0 as is;
// every value but 0x10 runs with 0x13 semantics) and any `$v=` value in a PHC string.
#include <argon2.h>

#include <argon2/errc.hpp>

#include "src/engine/engine.hpp"
#include "src/engine/memory_sources.hpp"
#include "src/core/phc.hpp"
#include "src/core/secure.hpp"
#include "src/engine/verify.hpp"
#include "src/core/wiped_bytes.hpp"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace {

using namespace argon2::detail;

// The caller's allocator pair. The block type needs 16-byte alignment, which the reference
// never asked of these callbacks; memory that lacks it is handed back and requested again
// with room to align.
class callback_memory final : public memory_source {
public:
    callback_memory(allocate_fptr allocate, deallocate_fptr deallocate) noexcept
        : allocate_(allocate), deallocate_(deallocate) {}

    block* acquire(std::size_t bytes) noexcept override {
        raw_ = nullptr;
        raw_bytes_ = bytes;
        allocate_(&raw_, bytes);
        if (raw_ != nullptr && reinterpret_cast<std::uintptr_t>(raw_) % alignof(block) != 0) {
            deallocate_(raw_, bytes);
            raw_ = nullptr;
            raw_bytes_ = bytes + alignof(block);
            if (raw_bytes_ < bytes) return nullptr;
            allocate_(&raw_, raw_bytes_);
        }
        if (raw_ == nullptr) return nullptr;
        // The caller's allocator need not align to a block: step to the next boundary.
        const std::size_t misaligned = reinterpret_cast<std::uintptr_t>(raw_) % alignof(block);
        std::uint8_t* const first = static_cast<std::uint8_t*>(raw_);
        return reinterpret_cast<block*>(first + (misaligned ? alignof(block) - misaligned : 0));
    }
    void give_back(block*, std::size_t) noexcept override { deallocate_(raw_, raw_bytes_); }

private:
    allocate_fptr allocate_;
    deallocate_fptr deallocate_;
    std::uint8_t* raw_ = nullptr;
    std::size_t raw_bytes_ = 0;
};

request request_from(const argon2_context* c) noexcept {
    request r;
    r.out = c->out;
    r.outlen = c->outlen;
    r.pwd = c->pwd;
    r.pwdlen = c->pwdlen;
    r.salt = c->salt;
    r.saltlen = c->saltlen;
    r.secret = c->secret;
    r.secretlen = c->secretlen;
    r.ad = c->ad;
    r.adlen = c->adlen;
    r.t_cost = c->t_cost;
    r.m_cost = c->m_cost;
    r.lanes = c->lanes;
    r.threads = c->threads;
    r.version = c->version;
    r.flags = c->flags;
    r.has_allocate_cbk = c->allocate_cbk != nullptr;
    r.has_free_cbk = c->free_cbk != nullptr;
    return r;
}

// The one place an errc becomes the reference's int.
int as_int(argon2::errc e) noexcept { return static_cast<int>(e); }

int hash_context(argon2_context* c, argon2_type type) noexcept {
    if (c == nullptr) return ARGON2_INCORRECT_PARAMETER;
    request r = request_from(c);
    // The reference's order: the context's checks, then the type.
    if (const argon2::errc e = validate(r); e != argon2::errc::ok) return as_int(e);
    if (static_cast<std::uint32_t>(type) > 2) return ARGON2_INCORRECT_TYPE;
    const auto algo = static_cast<argon2::algorithm>(type);
    argon2::errc e;
    if (c->allocate_cbk != nullptr && c->free_cbk != nullptr) {
        callback_memory memory(c->allocate_cbk, c->free_cbk);
        e = compute(r, algo, memory);
    } else {
        one_shot_memory memory;
        e = compute(r, algo, memory);
    }
    // ARGON2_FLAG_CLEAR_* zero these once the inputs are consumed, as the reference does.
    c->pwdlen = r.pwdlen;
    c->secretlen = r.secretlen;
    return as_int(e);
}

}  // namespace

extern "C" {

const char* argon2_type2string(argon2_type type, int uppercase) {
    switch (type) {
        case Argon2_d: return uppercase ? "Argon2d" : "argon2d";
        case Argon2_i: return uppercase ? "Argon2i" : "argon2i";
        case Argon2_id: return uppercase ? "Argon2id" : "argon2id";
    }
    return nullptr;
}

int argon2_ctx(argon2_context* context, argon2_type type) { return hash_context(context, type); }

int argon2_hash(const uint32_t t_cost, const uint32_t m_cost, const uint32_t parallelism,
                const void* pwd, const size_t pwdlen, const void* salt, const size_t saltlen,
                void* hash, const size_t hashlen, char* encoded, const size_t encodedlen,
                argon2_type type, const uint32_t version) {
    if (pwdlen > ARGON2_MAX_PWD_LENGTH) return ARGON2_PWD_TOO_LONG;
    if (saltlen > ARGON2_MAX_SALT_LENGTH) return ARGON2_SALT_TOO_LONG;
    if (hashlen > ARGON2_MAX_OUTLEN) return ARGON2_OUTPUT_TOO_LONG;
    if (hashlen < ARGON2_MIN_OUTLEN) return ARGON2_OUTPUT_TOO_SHORT;

    wiped_bytes out(hashlen);
    if (out.data() == nullptr) return ARGON2_MEMORY_ALLOCATION_ERROR;

    argon2_context c{};
    c.out = out.data();
    c.outlen = static_cast<uint32_t>(hashlen);
    c.pwd = static_cast<uint8_t*>(const_cast<void*>(pwd));
    c.pwdlen = static_cast<uint32_t>(pwdlen);
    c.salt = static_cast<uint8_t*>(const_cast<void*>(salt));
    c.saltlen = static_cast<uint32_t>(saltlen);
    c.t_cost = t_cost;
    c.m_cost = m_cost;
    c.lanes = parallelism;
    c.threads = parallelism;
    c.version = version;
    c.flags = ARGON2_DEFAULT_FLAGS;

    const int rc = argon2_ctx(&c, type);
    if (rc != ARGON2_OK) return rc;
    if (hash != nullptr) std::memcpy(hash, out.data(), hashlen);
    if (encoded != nullptr && encodedlen != 0) {
        const char* name = argon2_type2string(type, 0);
        const std::size_t length = phc_length(static_cast<std::uint32_t>(type), version, m_cost,
                                              t_cost, parallelism, saltlen, hashlen);
        // Room for the terminating NUL is required, as in the reference.
        if (name == nullptr || length >= encodedlen) {
            secure_wipe(encoded, encodedlen);
            return ARGON2_ENCODING_FAIL;
        }
        phc_encode(encoded, static_cast<std::uint32_t>(type), version, m_cost, t_cost, parallelism,
                   c.salt, saltlen, out.data(), hashlen);
        encoded[length] = '\0';
    }
    return ARGON2_OK;
}

int argon2i_hash_encoded(const uint32_t t_cost, const uint32_t m_cost, const uint32_t parallelism,
                         const void* pwd, const size_t pwdlen, const void* salt,
                         const size_t saltlen, const size_t hashlen, char* encoded,
                         const size_t encodedlen) {
    return argon2_hash(t_cost, m_cost, parallelism, pwd, pwdlen, salt, saltlen, nullptr, hashlen,
                       encoded, encodedlen, Argon2_i, ARGON2_VERSION_NUMBER);
}

int argon2d_hash_encoded(const uint32_t t_cost, const uint32_t m_cost, const uint32_t parallelism,
                         const void* pwd, const size_t pwdlen, const void* salt,
                         const size_t saltlen, const size_t hashlen, char* encoded,
                         const size_t encodedlen) {
    return argon2_hash(t_cost, m_cost, parallelism, pwd, pwdlen, salt, saltlen, nullptr, hashlen,
                       encoded, encodedlen, Argon2_d, ARGON2_VERSION_NUMBER);
}

int argon2id_hash_encoded(const uint32_t t_cost, const uint32_t m_cost, const uint32_t parallelism,
                          const void* pwd, const size_t pwdlen, const void* salt,
                          const size_t saltlen, const size_t hashlen, char* encoded,
                          const size_t encodedlen) {
    return argon2_hash(t_cost, m_cost, parallelism, pwd, pwdlen, salt, saltlen, nullptr, hashlen,
                       encoded, encodedlen, Argon2_id, ARGON2_VERSION_NUMBER);
}

int argon2i_hash_raw(const uint32_t t_cost, const uint32_t m_cost, const uint32_t parallelism,
                     const void* pwd, const size_t pwdlen, const void* salt, const size_t saltlen,
                     void* hash, const size_t hashlen) {
    return argon2_hash(t_cost, m_cost, parallelism, pwd, pwdlen, salt, saltlen, hash, hashlen,
                       nullptr, 0, Argon2_i, ARGON2_VERSION_NUMBER);
}

int argon2d_hash_raw(const uint32_t t_cost, const uint32_t m_cost, const uint32_t parallelism,
                     const void* pwd, const size_t pwdlen, const void* salt, const size_t saltlen,
                     void* hash, const size_t hashlen) {
    return argon2_hash(t_cost, m_cost, parallelism, pwd, pwdlen, salt, saltlen, hash, hashlen,
                       nullptr, 0, Argon2_d, ARGON2_VERSION_NUMBER);
}

int argon2id_hash_raw(const uint32_t t_cost, const uint32_t m_cost, const uint32_t parallelism,
                      const void* pwd, const size_t pwdlen, const void* salt, const size_t saltlen,
                      void* hash, const size_t hashlen) {
    return argon2_hash(t_cost, m_cost, parallelism, pwd, pwdlen, salt, saltlen, hash, hashlen,
                       nullptr, 0, Argon2_id, ARGON2_VERSION_NUMBER);
}

int argon2_verify(const char* encoded, const void* pwd, const size_t pwdlen, argon2_type type) {
    if (pwdlen > ARGON2_MAX_PWD_LENGTH) return ARGON2_PWD_TOO_LONG;
    if (encoded == nullptr) return ARGON2_DECODING_FAIL;
    const std::size_t encoded_len = std::strlen(encoded);
    if (encoded_len > UINT32_MAX) return ARGON2_DECODING_FAIL;

    if (argon2_type2string(type, 0) == nullptr) return ARGON2_INCORRECT_TYPE;
    // The reference's rules: the caller's type, any version number, no ceiling.
    verify_rules rules;
    rules.expected_type = static_cast<argon2::algorithm>(type);
    one_shot_memory memory;
    return as_int(verify_encoded(memory, std::string_view(encoded, encoded_len), rules,
                                 argon2::bytes_view(pwd, pwdlen), {}, {}));
}

int argon2i_verify(const char* encoded, const void* pwd, const size_t pwdlen) {
    return argon2_verify(encoded, pwd, pwdlen, Argon2_i);
}
int argon2d_verify(const char* encoded, const void* pwd, const size_t pwdlen) {
    return argon2_verify(encoded, pwd, pwdlen, Argon2_d);
}
int argon2id_verify(const char* encoded, const void* pwd, const size_t pwdlen) {
    return argon2_verify(encoded, pwd, pwdlen, Argon2_id);
}

int argon2d_ctx(argon2_context* context) { return argon2_ctx(context, Argon2_d); }
int argon2i_ctx(argon2_context* context) { return argon2_ctx(context, Argon2_i); }
int argon2id_ctx(argon2_context* context) { return argon2_ctx(context, Argon2_id); }

int argon2_verify_ctx(argon2_context* context, const char* hash, argon2_type type) {
    const int rc = argon2_ctx(context, type);
    if (rc != ARGON2_OK) return rc;
    const bool equal = constant_time_equal(reinterpret_cast<const std::uint8_t*>(hash),
                                           context->out, context->outlen);
    return equal ? ARGON2_OK : ARGON2_VERIFY_MISMATCH;
}

int argon2d_verify_ctx(argon2_context* context, const char* hash) {
    return argon2_verify_ctx(context, hash, Argon2_d);
}
int argon2i_verify_ctx(argon2_context* context, const char* hash) {
    return argon2_verify_ctx(context, hash, Argon2_i);
}
int argon2id_verify_ctx(argon2_context* context, const char* hash) {
    return argon2_verify_ctx(context, hash, Argon2_id);
}

const char* argon2_error_message(int error_code) { return argon2::error_message(error_code); }

size_t argon2_encodedlen(uint32_t t_cost, uint32_t m_cost, uint32_t parallelism, uint32_t saltlen,
                         uint32_t hashlen, argon2_type type) {
    // The reference dereferences NULL for an unknown type; we count its name as empty.
    return phc_length(static_cast<std::uint32_t>(type), ARGON2_VERSION_NUMBER, m_cost, t_cost,
                      parallelism, saltlen, hashlen) +
           1;
}

}  // extern "C"
