// What the tool says about itself: `-h`, the reference's usage text byte for byte (programs
// and tests compare it), and `--help`, every option of ours and of the reference's.
#pragma once

namespace argon2_cli {

void print_reference_usage(const char* cmd);
void print_help();

}  // namespace argon2_cli
