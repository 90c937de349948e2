// Hashes a password for storage, then verifies it, with the package's hash-wasm interface.
import { argon2id, argon2Verify } from 'argon2-cpp-wasm';

const stored = await argon2id({
  password: 'correct horse battery staple',
  salt: crypto.getRandomValues(new Uint8Array(16)),
  iterations: 3,
  parallelism: 4,
  memorySize: 65536, // KiB: 64 MiB
  hashLength: 32,
  outputType: 'encoded',
});
console.log(stored);
console.log(await argon2Verify({ password: 'correct horse battery staple', hash: stored }));
