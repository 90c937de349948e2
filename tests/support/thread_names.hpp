// The threads of this process by id, with the names the library gave them: Linux from
// /proc/self/task, Windows from a thread snapshot and GetThreadDescription (Windows 10 1607 and
// later, and wine; looked up at run time as the library's OS layer does).
#pragma once

#include <map>
#include <string>

#ifdef _WIN32
#include <windows.h>
#include <tlhelp32.h>
#else
#include <filesystem>
#include <fstream>
#endif

namespace test_support {

inline std::map<std::string, std::string> thread_names() {
    std::map<std::string, std::string> names;
#ifdef _WIN32
    using describe = HRESULT(WINAPI*)(HANDLE, PWSTR*);
    const auto get_description = reinterpret_cast<describe>(reinterpret_cast<void*>(
        GetProcAddress(GetModuleHandleW(L"kernel32.dll"), "GetThreadDescription")));
    const HANDLE snapshot = CreateToolhelp32Snapshot(TH32CS_SNAPTHREAD, 0);
    if (snapshot == INVALID_HANDLE_VALUE) return names;
    THREADENTRY32 entry{};
    entry.dwSize = sizeof entry;
    for (BOOL more = Thread32First(snapshot, &entry); more; more = Thread32Next(snapshot, &entry)) {
        if (entry.th32OwnerProcessID != GetCurrentProcessId()) continue;
        std::string name;
        const HANDLE thread =
            OpenThread(THREAD_QUERY_LIMITED_INFORMATION, FALSE, entry.th32ThreadID);
        PWSTR wide = nullptr;
        if (thread != nullptr && get_description != nullptr &&
            SUCCEEDED(get_description(thread, &wide)) && wide != nullptr) {
            for (const wchar_t* c = wide; *c != L'\0'; ++c) name += static_cast<char>(*c);
            LocalFree(wide);
        }
        if (thread != nullptr) CloseHandle(thread);
        names[std::to_string(entry.th32ThreadID)] = name;
    }
    CloseHandle(snapshot);
#else
    for (const auto& entry : std::filesystem::directory_iterator("/proc/self/task")) {
        std::string name;
        std::getline(std::ifstream(entry.path() / "comm"), name);
        names[entry.path().filename().string()] = name;
    }
#endif
    return names;
}

}  // namespace test_support
