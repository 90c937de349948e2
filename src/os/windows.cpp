// The OS layer on Windows (src/os/os.hpp): VirtualAlloc, with large pages when the process holds
// SeLockMemoryPrivilege (Windows grants it to no one by default; a service account can be given
// it) and ordinary pages otherwise; BCryptGenRandom; SetThreadDescription where the system has
// it (Windows 10 1607 and later, looked up at run time so older systems still load the DLL).
#include "os.hpp"

#include <atomic>
#include <cwchar>

#define WIN32_LEAN_AND_MEAN
#include <windows.h>
// After windows.h, which it needs.
#include <bcrypt.h>

namespace argon2::detail::os {

namespace {

// Whether this process may map large pages: asked once (enabling the privilege if the token
// holds it), remembered after.
bool large_pages_allowed() noexcept {
    static const bool allowed = [] {
        if (GetLargePageMinimum() == 0) return false;
        HANDLE token = nullptr;
        if (!OpenProcessToken(GetCurrentProcess(), TOKEN_ADJUST_PRIVILEGES | TOKEN_QUERY, &token))
            return false;
        TOKEN_PRIVILEGES privileges{};
        privileges.PrivilegeCount = 1;
        privileges.Privileges[0].Attributes = SE_PRIVILEGE_ENABLED;
        bool ok = LookupPrivilegeValueW(nullptr, L"SeLockMemoryPrivilege",
                                        &privileges.Privileges[0].Luid) != 0 &&
                  AdjustTokenPrivileges(token, FALSE, &privileges, 0, nullptr, nullptr) != 0 &&
                  GetLastError() == ERROR_SUCCESS;  // ERROR_NOT_ALL_ASSIGNED: not held
        CloseHandle(token);
        return ok;
    }();
    return allowed;
}

using set_thread_description_fn = HRESULT(WINAPI*)(HANDLE, PCWSTR);

}  // namespace

const char* name() noexcept { return "windows"; }

void* map_pages(std::size_t bytes) noexcept {
    const std::size_t large = GetLargePageMinimum();
    if (large != 0 && bytes >= large && large_pages_allowed()) {
        const std::size_t rounded = (bytes + large - 1) / large * large;
        if (rounded >= bytes) {
            void* p = VirtualAlloc(nullptr, rounded, MEM_RESERVE | MEM_COMMIT | MEM_LARGE_PAGES,
                                   PAGE_READWRITE);
            // Large pages need physically contiguous memory, which a fragmented system may not
            // have at the moment: ordinary pages then.
            if (p != nullptr) return p;
        }
    }
    return VirtualAlloc(nullptr, bytes, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
}

void unmap_pages(void* pages, std::size_t) noexcept { (void)VirtualFree(pages, 0, MEM_RELEASE); }

bool random_bytes(std::span<std::uint8_t> out) noexcept {
    // The system's preferred generator, in pieces its ULONG length can carry.
    for (std::size_t done = 0; done < out.size();) {
        const std::size_t left = out.size() - done;
        const ULONG n = left < 0x40000000u ? static_cast<ULONG>(left) : 0x40000000u;
        if (!BCRYPT_SUCCESS(
                BCryptGenRandom(nullptr, out.data() + done, n, BCRYPT_USE_SYSTEM_PREFERRED_RNG)))
            return false;
        done += n;
    }
    return true;
}

std::uint64_t available_memory() noexcept {
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    return GlobalMemoryStatusEx(&status) ? status.ullAvailPhys : 0;
}

void name_this_thread(const char* name) noexcept {
    static const auto set_description =
        reinterpret_cast<set_thread_description_fn>(reinterpret_cast<void*>(
            GetProcAddress(GetModuleHandleW(L"kernel32.dll"), "SetThreadDescription")));
    if (set_description == nullptr) return;
    wchar_t wide[64] = {};
    for (std::size_t i = 0; i + 1 < std::size(wide) && name[i] != '\0'; ++i)
        wide[i] = static_cast<unsigned char>(name[i]);  // the library's names are ASCII
    (void)set_description(GetCurrentThread(), wide);
}

// WaitOnAddress (Windows 8 and later): the futex of Windows. A std::atomic<std::uint32_t> is the
// plain 32-bit word it waits on.
void wait_while_equal(const std::atomic<std::uint32_t>& word, std::uint32_t old) noexcept {
    static_assert(sizeof(word) == sizeof(std::uint32_t));
    (void)WaitOnAddress(const_cast<std::atomic<std::uint32_t>*>(&word), &old, sizeof old, INFINITE);
}
void wake_one(std::atomic<std::uint32_t>& word) noexcept { WakeByAddressSingle(&word); }
void wake_all(std::atomic<std::uint32_t>& word) noexcept { WakeByAddressAll(&word); }
void wait_while_equal(std::uint32_t* word, std::uint32_t old) noexcept {
    (void)WaitOnAddress(word, &old, sizeof old, INFINITE);
}
void wake_all(std::uint32_t* word) noexcept { WakeByAddressAll(word); }

// Windows has no fork(): a new process starts with none of this one's threads or locks.
void at_fork(void (*)(), void (*)(), void (*)()) noexcept {}

}  // namespace argon2::detail::os
