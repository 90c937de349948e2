// The listing order of a dispatcher's entries: the dispatch preference first, in its order,
// then whatever it does not name, in table order. So a list reads best first and its first
// entry this CPU runs is the one automatic selection picks.
#pragma once

#include <cstddef>
#include <span>
#include <string_view>

namespace argon2::detail {

// Stable insertion sort (a few dozen entries, run once, and no allocation inside noexcept
// static initialisation). Entry has a `const char* name`.
template <class Entry>
void order_by_preference(std::span<Entry> entries,
                         std::span<const std::string_view> preference) noexcept {
    const auto rank = [&](const Entry& e) noexcept {
        std::size_t r = 0;
        while (r < preference.size() && preference[r] != e.name) ++r;
        return r;
    };
    for (std::size_t i = 1; i < entries.size(); ++i) {
        const Entry moving = entries[i];
        const std::size_t moving_rank = rank(moving);
        std::size_t j = i;
        for (; j > 0 && rank(entries[j - 1]) > moving_rank; --j) entries[j] = entries[j - 1];
        entries[j] = moving;
    }
}

}  // namespace argon2::detail
