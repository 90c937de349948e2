// The wipe audit. This program interposes free() and munmap() (our library, linked statically,
// calls them through these definitions) and inspects every buffer the library gives back while
// a hash runs or a cache is emptied:
//   - working memory (a region the size of the blocks) must be all zeros;
//   - no buffer may hold the password, the secret or the pre-hash digest H0 (any 16-byte
//     window of them);
// and after each call the dead part of the stack must not hold them either. The C ABI's
// allocator callbacks are checked the same way. (ASan and TSan bring their own free(), so this
// test stays out of the sanitizer setups.)
#include "tests/support/boost_main.hpp"

#include <argon2.h>
#include <argon2/argon2.hpp>

#include "src/engine/engine.hpp"

#include <malloc.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <string>

extern "C" void __libc_free(void*);

namespace audit {

constexpr std::size_t window = 16;

std::atomic<bool> active{false};
std::size_t memory_bytes = 0;  // the blocks of the hash under audit
std::array<std::uint8_t, 32> password{};
std::array<std::uint8_t, 32> secret{};
std::array<std::uint8_t, 64> h0{};

std::atomic<int> unwiped_memory{0};   // block regions given back with a non-zero byte
std::atomic<int> secret_copies{0};    // buffers given back holding a secret window
std::atomic<int> regions_checked{0};  // block regions seen (the audit saw the memory at all)

bool holds(const std::uint8_t* p, std::size_t n, const std::uint8_t* pattern, std::size_t size) {
    for (std::size_t at = 0; at + window <= size; at += window) {
        if (memmem(p, n, pattern + at, window) != nullptr) return true;
    }
    return false;
}

bool holds_a_secret(const std::uint8_t* p, std::size_t n) {
    return holds(p, n, password.data(), password.size()) ||
           holds(p, n, secret.data(), secret.size()) || holds(p, n, h0.data(), h0.size());
}

void inspect(const void* data, std::size_t n) {
    const auto* p = static_cast<const std::uint8_t*>(data);
    if (memory_bytes != 0 && n >= memory_bytes) {
        // The blocks are the first memory_bytes (an allocator may round the region up, and
        // MALLOC_PERTURB_ fills that slack, which the library never touched).
        ++regions_checked;
        for (std::size_t i = 0; i < memory_bytes; ++i) {
            if (p[i] != 0) {
                ++unwiped_memory;
                break;
            }
        }
    }
    if (holds_a_secret(p, n)) ++secret_copies;
}

}  // namespace audit

extern "C" void free(void* p) {
    if (p != nullptr && audit::active.load(std::memory_order_relaxed)) {
        audit::inspect(p, malloc_usable_size(p));
    }
    __libc_free(p);
}

extern "C" int munmap(void* addr, std::size_t length) noexcept {
    if (audit::active.load(std::memory_order_relaxed)) audit::inspect(addr, length);
    return static_cast<int>(syscall(SYS_munmap, addr, length));
}

namespace {

const std::string salt16 = "saltsaltsaltsalt";

// Stack below the caller's frame that the audited call may have used: painted first so that
// it is mapped, scanned afterwards.
constexpr std::size_t stack_span = 192 * 1024;

[[gnu::noinline]] void paint_stack() {
    std::uint8_t area[stack_span];
    std::memset(area, 0x5A, sizeof area);
    __asm__ __volatile__("" : : "r"(area) : "memory");  // keep the stores
}

[[gnu::noinline]] bool dead_stack_holds_a_secret() {
    // The region below this frame, as an address: the compiler cannot see it as an object.
    const auto top = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    // Copied out first: the scan's own frame and memmem's stay above `top - 1024`.
    static std::uint8_t copy[stack_span - 2048];
    std::memcpy(copy, reinterpret_cast<const void*>(top - stack_span + 1024), sizeof copy);
    return audit::holds_a_secret(copy, sizeof copy);
}

argon2::params costs(std::uint32_t memory_kib, std::uint32_t lanes) {
    return {argon2::algorithm::argon2id, argon2::version::v13, 2, memory_kib, lanes, lanes, 32};
}

// Sets the secrets for `p` (fresh random password and secret each time) and computes H0.
void prepare(const argon2::params& p) {
    BOOST_REQUIRE(!argon2::generate_salt(audit::password));
    BOOST_REQUIRE(!argon2::generate_salt(audit::secret));
    std::array<std::uint8_t, 32> out{};
    argon2::detail::request r;
    r.out = out.data();
    r.outlen = p.tag_length;
    r.pwd = audit::password.data();
    r.pwdlen = audit::password.size();
    r.salt = reinterpret_cast<const std::uint8_t*>(salt16.data());
    r.saltlen = salt16.size();
    r.secret = audit::secret.data();
    r.secretlen = audit::secret.size();
    r.t_cost = p.passes;
    r.m_cost = p.memory_kib;
    r.lanes = p.lanes;
    r.threads = p.threads;
    r.version = static_cast<std::uint32_t>(p.ver);
    argon2::detail::initial_hash(audit::h0.data(), r, static_cast<std::uint32_t>(p.algo));
    audit::memory_bytes =
        std::size_t{argon2::detail::memory_blocks_for(p.memory_kib, p.lanes)} * 1024;
    audit::unwiped_memory = 0;
    audit::secret_copies = 0;
    audit::regions_checked = 0;
}

template <class Call>
void audited(Call call) {
    paint_stack();
    audit::active = true;
    call();
    audit::active = false;
    BOOST_TEST(!dead_stack_holds_a_secret());
    BOOST_TEST(audit::unwiped_memory == 0);
    BOOST_TEST(audit::secret_copies == 0);
}

argon2::bytes_view pw() { return {audit::password.data(), audit::password.size()}; }
argon2::bytes_view sec() { return {audit::secret.data(), audit::secret.size()}; }

}  // namespace

BOOST_AUTO_TEST_CASE(the_audit_can_see_an_unwiped_secret) {
    // The control: a buffer holding the password, freed unwiped, is caught, and so is memory
    // of the blocks' size with a byte left.
    prepare(costs(64, 1));
    audit::active = true;
    auto* leak = static_cast<std::uint8_t*>(std::malloc(100));
    std::memcpy(leak + 7, audit::password.data(), 32);
    std::free(leak);
    auto* blocks = static_cast<std::uint8_t*>(std::calloc(audit::memory_bytes, 1));
    blocks[12345] = 1;
    std::free(blocks);
    audit::active = false;
    BOOST_TEST(audit::secret_copies == 1);
    BOOST_TEST(audit::unwiped_memory == 1);
}

BOOST_AUTO_TEST_CASE(one_shot_hashes_wipe_blocks_and_copies) {
    for (const auto& [memory_kib, lanes] : {std::pair{64u, 1u}, {4096u, 1u}, {4096u, 4u}}) {
        BOOST_TEST_CONTEXT("m=" << memory_kib << " p=" << lanes) {
            const auto p = costs(memory_kib, lanes);
            prepare(p);
            std::array<std::uint8_t, 32> tag{};
            std::string encoded;
            audited([&] {
                BOOST_TEST(!argon2::hash_raw(p, pw(), salt16, tag, sec()));
                BOOST_TEST(!argon2::hash_encoded(p, pw(), salt16, encoded, sec()));
                BOOST_TEST(!argon2::verify(encoded, pw(), {}, sec()));
                BOOST_TEST(argon2::verify(encoded, "wrong", {}, sec()) ==
                           argon2::errc::verify_mismatch);
                // Cached working memory goes back to the OS here: still all zeros.
                argon2::release_cached_memory();
            });
            BOOST_TEST(audit::regions_checked > 0);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_hasher_and_a_batch_wipe_their_memory) {
    const auto p = costs(4096, 2);
    prepare(p);
    audited([&] {
        argon2::hasher h(p);
        std::array<std::uint8_t, 32> tag{};
        BOOST_TEST(!h.hash_raw(pw(), salt16, tag, sec()));
        BOOST_TEST(!h.hash_raw(pw(), salt16, tag, sec()));
        h.release();
        std::array<std::array<std::uint8_t, 32>, 3> tags{};
        std::vector<argon2::hash_request> requests;
        for (auto& t : tags) requests.push_back({pw(), salt16, t});
        std::vector<std::error_code> results(requests.size());
        // (The batch API takes no secret: H0 differs, the password and blocks are audited.)
        BOOST_TEST(!argon2::hash_raw_batch(p, requests, results));
        argon2::release_cached_memory();
    });
    BOOST_TEST(audit::regions_checked >= 2);
}

namespace {

std::atomic<int> callback_frees{0};
std::atomic<int> callback_unwiped{0};

int allocate_cb(std::uint8_t** memory, std::size_t bytes) {
    *memory = static_cast<std::uint8_t*>(std::malloc(bytes));
    return *memory ? ARGON2_OK : ARGON2_MEMORY_ALLOCATION_ERROR;
}

void free_cb(std::uint8_t* memory, std::size_t bytes) {
    ++callback_frees;
    for (std::size_t i = 0; i < bytes; ++i) {
        if (memory[i] != 0) {
            ++callback_unwiped;
            break;
        }
    }
    std::free(memory);
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_c_abi_wipes_blocks_it_hands_to_the_free_callback_and_clears_on_request) {
    const auto p = costs(1024, 2);
    prepare(p);
    std::array<std::uint8_t, 32> password = audit::password;
    std::array<std::uint8_t, 32> secret = audit::secret;
    std::array<std::uint8_t, 32> out{};
    argon2_context ctx{};
    ctx.out = out.data();
    ctx.outlen = 32;
    ctx.pwd = password.data();
    ctx.pwdlen = 32;
    ctx.salt = reinterpret_cast<std::uint8_t*>(const_cast<char*>(salt16.data()));
    ctx.saltlen = 16;
    ctx.secret = secret.data();
    ctx.secretlen = 32;
    ctx.t_cost = p.passes;
    ctx.m_cost = p.memory_kib;
    ctx.lanes = p.lanes;
    ctx.threads = p.threads;
    ctx.version = ARGON2_VERSION_13;
    ctx.allocate_cbk = allocate_cb;
    ctx.free_cbk = free_cb;
    ctx.flags = ARGON2_FLAG_CLEAR_PASSWORD | ARGON2_FLAG_CLEAR_SECRET;
    audited([&] { BOOST_TEST(argon2_ctx(&ctx, Argon2_id) == ARGON2_OK); });
    BOOST_TEST(callback_frees == 1);
    BOOST_TEST(callback_unwiped == 0);
    BOOST_TEST((password == std::array<std::uint8_t, 32>{}));
    BOOST_TEST((secret == std::array<std::uint8_t, 32>{}));
    BOOST_TEST(ctx.pwdlen == 0u);
    BOOST_TEST(ctx.secretlen == 0u);
}

int main(int argc, char* argv[]) {
    return test_support::run_tests(argc, argv, test_support::always_ready,
                                   test_support::no_registration);
}
