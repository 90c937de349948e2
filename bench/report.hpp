// Results of a run: per configuration, per arm, every sample; rendered as markdown and JSON.
#pragma once

#include "arms.hpp"
#include "provenance.hpp"

#include <string>
#include <vector>

namespace bench {

struct arm_result {
    std::string name;
    std::string label;
    bool ours;
    std::vector<double> samples;  // seconds, one per repetition

    double median() const;
    double min() const;
    double max() const;
};

struct config_result {
    config settings;
    std::vector<arm_result> arms;

    // Block computations in one hash: memory blocks (rounded as Argon2 does) times passes.
    double block_computations() const;
    const arm_result* find(const std::string& name) const;
};

struct report {
    provenance origin;  // when, at which commit, the command line, the machine
    int reps = 0;
    std::vector<std::string> notes;  // machine facts, ISA probes, missing peers
    std::vector<config_result> configs;
    std::vector<config_result> sweep;

    std::string markdown() const;
    void write(const std::string& directory) const;  // results.json, results.md
};

}  // namespace bench
