#include "user_store.hpp"

#include <stdexcept>

namespace login_service {

namespace {

// A prepared statement, finalized when it goes out of scope.
class statement {
public:
    statement(sqlite3* db, const char* sql) : db_(db) {
        if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK)
            throw std::runtime_error(std::string("sqlite: ") + sqlite3_errmsg(db));
    }
    ~statement() { sqlite3_finalize(stmt_); }
    statement(const statement&) = delete;
    statement& operator=(const statement&) = delete;

    statement& bind(int index, std::string_view text) {
        sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()),
                          SQLITE_TRANSIENT);
        return *this;
    }
    // The step's result: SQLITE_ROW, SQLITE_DONE, or an error code.
    int step() { return sqlite3_step(stmt_); }
    std::string column_text(int index) {
        const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, index));
        return text != nullptr
                   ? std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, index)))
                   : std::string();
    }
    [[noreturn]] void fail() const {
        throw std::runtime_error(std::string("sqlite: ") + sqlite3_errmsg(db_));
    }

private:
    sqlite3* db_;
    sqlite3_stmt* stmt_ = nullptr;
};

}  // namespace

user_store::user_store(const std::string& path) : path_(path) {
    if (sqlite3_open(path.c_str(), &db_) != SQLITE_OK) {
        const std::string why = db_ != nullptr ? sqlite3_errmsg(db_) : "out of memory";
        sqlite3_close(db_);
        throw std::runtime_error("cannot open " + path + ": " + why);
    }
    sqlite3_busy_timeout(db_, 10000);  // writers queue for each other instead of failing
    exec("PRAGMA journal_mode=WAL");
    exec("PRAGMA synchronous=NORMAL");
    exec("CREATE TABLE IF NOT EXISTS users (name TEXT PRIMARY KEY, password TEXT NOT NULL)");
}

user_store::~user_store() { sqlite3_close(db_); }

void user_store::exec(const char* sql) {
    char* error = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        const std::string why = error != nullptr ? error : "?";
        sqlite3_free(error);
        throw std::runtime_error(std::string("sqlite: ") + sql + ": " + why);
    }
}

bool user_store::add(std::string_view name, std::string_view password_string) {
    statement insert(db_, "INSERT INTO users (name, password) VALUES (?1, ?2)");
    insert.bind(1, name).bind(2, password_string);
    const int result = insert.step();
    if (result == SQLITE_CONSTRAINT) return false;
    if (result != SQLITE_DONE) insert.fail();
    return true;
}

std::optional<std::string> user_store::password_of(std::string_view name) {
    statement select(db_, "SELECT password FROM users WHERE name = ?1");
    select.bind(1, name);
    const int result = select.step();
    if (result == SQLITE_ROW) return select.column_text(0);
    if (result != SQLITE_DONE) select.fail();
    return std::nullopt;
}

bool user_store::replace(std::string_view name, std::string_view verified, std::string_view fresh) {
    statement update(db_, "UPDATE users SET password = ?1 WHERE name = ?2 AND password = ?3");
    update.bind(1, fresh).bind(2, name).bind(3, verified);
    if (update.step() != SQLITE_DONE) update.fail();
    return sqlite3_changes(db_) == 1;
}

}  // namespace login_service
