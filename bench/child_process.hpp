// A child process we talk to line by line over its stdin/stdout (the node peers).
#pragma once

#include <string>
#include <vector>

namespace bench {

class child_process {
public:
    // Starts argv[0] with argv in `directory`; throws std::runtime_error when it cannot.
    child_process(const std::vector<std::string>& argv, const std::string& directory);
    ~child_process();
    child_process(const child_process&) = delete;
    child_process& operator=(const child_process&) = delete;

    // Sends one line and waits for one line back; throws if the child went away.
    std::string request(const std::string& line);

private:
    int pid_ = -1;
    int to_child_ = -1;
    int from_child_ = -1;
    std::string pending_;
};

}  // namespace bench
