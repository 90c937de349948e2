#include "usage.hpp"

#include "defaults.hpp"

#include <argon2.h>

#include <cstdio>

namespace argon2_cli {

void print_reference_usage(const char* cmd) {
    std::printf(
        "Usage:  %s [-h] salt [-i|-d|-id] [-t iterations] "
        "[-m log2(memory in KiB) | -k memory in KiB] [-p parallelism] "
        "[-l hash length] [-e|-r] [-v (10|13)]\n",
        cmd);
    std::printf("\tPassword is read from stdin\n");
    std::printf("Parameters:\n");
    std::printf("\tsalt\t\tThe salt to use, at least 8 characters\n");
    std::printf("\t-i\t\tUse Argon2i (this is the default)\n");
    std::printf("\t-d\t\tUse Argon2d instead of Argon2i\n");
    std::printf("\t-id\t\tUse Argon2id instead of Argon2i\n");
    std::printf("\t-t N\t\tSets the number of iterations to N (default = %u)\n", default_t_cost);
    std::printf("\t-m N\t\tSets the memory usage of 2^N KiB (default %u)\n", default_log_m_cost);
    std::printf("\t-k N\t\tSets the memory usage of N KiB (default %u)\n",
                1u << default_log_m_cost);
    std::printf("\t-p N\t\tSets parallelism to N threads (default %u)\n", default_threads);
    std::printf("\t-l N\t\tSets hash output length to N bytes (default %u)\n", default_outlen);
    std::printf("\t-e\t\tOutput only encoded hash\n");
    std::printf("\t-r\t\tOutput only the raw bytes of the hash\n");
    std::printf(
        "\t-v (10|13)\tArgon2 version (defaults to the most recent version, currently %x)\n",
        ARGON2_VERSION_NUMBER);
    std::printf("\t-h\t\tPrint %s usage\n", cmd);
}

// The man page (cli/argon2.1) says the same in more words; test cli_help holds both to the
// options the parser knows.
void print_help() {
    std::printf(
        "argon2: Argon2 (RFC 9106) and scrypt from the command line. The password is read\n"
        "from stdin.\n"
        "\n"
        "Usage:\n"
        "  argon2 salt [-i|-d|-id] [-t N] [-m N | -k N] [-p N] [-l N] [-e|-r] [-v 10|13]\n"
        "         [--profile NAME] [--info]\n"
        "  argon2 --verify ENCODED\n"
        "  argon2 --scrypt LOG2N R P [phc|libsodium]\n"
        "  argon2 --calibrate TIME [--max-memory SIZE] [--lanes N] [--concurrency N] [-i|-d|-id]\n"
        "  argon2 --profile NAME\n"
        "  argon2 --backends | --version | -h | --help\n"
        "\n"
        "Hashing, as the reference's argon2 (the same output, byte for byte):\n"
        "  salt              the salt, at least 8 bytes\n"
        "  -i | -d | -id     Argon2i (the default), Argon2d or Argon2id\n"
        "  -t N              passes (default %u)\n"
        "  -m N              memory of 2^N KiB (default %u)\n"
        "  -k N              memory of N KiB\n"
        "  -p N              lanes, and as many threads (default %u)\n"
        "  -l N              tag length in bytes (default %u)\n"
        "  -e                print only the PHC string\n"
        "  -r                print only the tag, in hex\n"
        "  -v 10|13          Argon2's version (default %x)\n"
        "  --profile NAME    a preset's type, -t, -m and -p: rfc9106-first, rfc9106-second,\n"
        "                    owasp\n"
        "  --info            afterwards the CPU features, the backend that ran, the OS layer\n"
        "                    and the target Highway's own dispatch picks\n"
        "\n"
        "Other modes:\n"
        "  --verify ENCODED  the password against an Argon2 or scrypt string ($scrypt$ or\n"
        "                    libsodium's $7$): \"Verification ok\" and exit 0, or an error\n"
        "  --scrypt LOG2N R P [phc|libsodium]\n"
        "                    scrypt with a fresh salt from the OS; prints its string\n"
        "  --calibrate TIME  the costs that take TIME (250ms, 1.5s) per hash on this machine,\n"
        "                    Argon2id unless -i or -d; a progress line on a terminal\n"
        "    --max-memory SIZE  the cap: bytes, or with K, M, G, T (default 1G)\n"
        "    --lanes N          lanes and threads (default 1)\n"
        "    --concurrency N    hashes expected at once: each gets the memory available / N\n"
        "  --profile NAME    a preset's costs and PHC prefix\n"
        "  --backends        the compiled backends: supported or not, and the chosen one\n"
        "  --version         the library's release\n"
        "  -h                the reference's usage text (exit status 1, as there)\n"
        "  --help            this text\n"
        "\n"
        "Environment:\n"
        "  ARGON2_BACKEND=NAME           hash with this backend (one --backends lists);\n"
        "                                one this CPU cannot run is an error, never replaced\n"
        "  ARGON2_MEMORY_BUDGET=SIZE[,N] admit hashes only while their memory (and their\n"
        "                                number, N) stays within; a malformed value refuses\n"
        "                                every hash\n"
        "\n"
        "Exit status: 0 on success; on an error, the reason on stderr after \"Error: \" and a\n"
        "status other than 0. See argon2(1).\n",
        default_t_cost, default_log_m_cost, default_threads, default_outlen, ARGON2_VERSION_NUMBER);
}

}  // namespace argon2_cli
