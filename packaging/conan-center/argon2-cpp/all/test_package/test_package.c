#include <argon2.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    const char* password = "password";
    const char* salt = "somesalt";
    char encoded[128];
    int rc = argon2id_hash_encoded(2, 1 << 10, 1, password, strlen(password), salt, strlen(salt),
                                   32, encoded, sizeof encoded);
    if (rc != ARGON2_OK) {
        printf("argon2id_hash_encoded: %s\n", argon2_error_message(rc));
        return 1;
    }
    rc = argon2id_verify(encoded, password, strlen(password));
    printf("%s: %s\n", encoded, rc == ARGON2_OK ? "verified" : argon2_error_message(rc));
    return rc == ARGON2_OK ? 0 : 1;
}
