/* A consumer of the reference C ABI (<argon2.h>): hashes, prints the PHC string, verifies it. */
#include <argon2.h>

#include <stdio.h>
#include <string.h>

int main(void) {
    char encoded[128];
    int rc =
        argon2id_hash_encoded(1, 64, 1, "password", 8, "somesalt", 8, 32, encoded, sizeof encoded);
    if (rc != ARGON2_OK) {
        fprintf(stderr, "%s\n", argon2_error_message(rc));
        return 1;
    }
    printf("%s\n", encoded);
    return argon2id_verify(encoded, "password", 8) == ARGON2_OK ? 0 : 1;
}
