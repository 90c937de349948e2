// A TypeScript consumer of the package's declarations (index.d.ts), type-checked by tsc --noEmit.
import { argon2id, argon2i, argon2Verify, Argon2Error, features, memoryHeld, release } from 'argon2-cpp-wasm';
import type { Argon2Options, Features } from 'argon2-cpp-wasm';

const options: Argon2Options = {
  password: 'password',
  salt: new Uint8Array(16),
  secret: new TextEncoder().encode('pepper'),
  iterations: 3,
  parallelism: 4,
  memorySize: 65536,
  hashLength: 32,
  threads: 2,
};

export async function use(): Promise<boolean> {
  const hex: string = await argon2id({ ...options, outputType: 'hex' });
  const either: string | Uint8Array = await argon2id(options);
  const bytes: Uint8Array = await argon2i({ ...options, outputType: 'binary' });
  const encoded: string = await argon2id({ ...options, outputType: 'encoded' });
  const offered: Features = await features();
  const held: number = memoryHeld();
  await release();
  try {
    return await argon2Verify({ password: 'password', hash: encoded });
  } catch (error) {
    if (error instanceof Argon2Error) console.log(error.code, error.message, hex, either, bytes, offered, held);
    return false;
  }
}

// The declarations must refuse what the package refuses.
// @ts-expect-error: no such output type
void argon2id({ ...options, outputType: 'base64' });
// @ts-expect-error: iterations is required
void argon2id({ password: 'p', salt: 's', parallelism: 1, memorySize: 8, hashLength: 4 });
// @ts-expect-error: binary output is a Uint8Array, not a string
const wrong: string = await argon2id({ ...options, outputType: 'binary' });
void wrong;
