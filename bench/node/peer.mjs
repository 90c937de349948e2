// The JavaScript-side peers of the benchmark, kept running for a whole run so process start-up
// is never timed. One JSON request per stdin line, one JSON reply per stdout line:
//   {"peer": "argon2-rust" | "hash-wasm", "type": 0|1|2, "t", "m", "p", "len",
//    "password": hex, "salt": hex}
//   -> {"ns": "<elapsed nanoseconds, measured here around the hash call>", "tag": hex}
import { hashRawSync } from '@node-rs/argon2';
import { argon2d, argon2i, argon2id } from 'hash-wasm';
import readline from 'node:readline';

const wasmVariants = [argon2d, argon2i, argon2id];

async function hashOnce(req) {
  const password = Buffer.from(req.password, 'hex');
  const salt = Buffer.from(req.salt, 'hex');
  if (req.peer === 'argon2-rust') {
    // @node-rs/argon2 wraps argon2-rust 1.1.0; hashRawSync runs on this thread, no promise.
    const start = process.hrtime.bigint();
    const tag = hashRawSync(password, {
      salt, memoryCost: req.m, timeCost: req.t, parallelism: req.p, outputLen: req.len,
      algorithm: req.type, version: 1 /* 0x13 */,
    });
    return { ns: process.hrtime.bigint() - start, tag };
  }
  if (req.peer === 'hash-wasm') {
    const start = process.hrtime.bigint();
    const tag = await wasmVariants[req.type]({
      password, salt, parallelism: req.p, iterations: req.t, memorySize: req.m,
      hashLength: req.len, outputType: 'binary',
    });
    return { ns: process.hrtime.bigint() - start, tag };
  }
  throw new Error(`unknown peer ${req.peer}`);
}

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  try {
    const { ns, tag } = await hashOnce(JSON.parse(line));
    process.stdout.write(JSON.stringify({ ns: ns.toString(), tag: Buffer.from(tag).toString('hex') }) + '\n');
  } catch (e) {
    process.stdout.write(JSON.stringify({ error: String(e) }) + '\n');
  }
}
