// The JavaScript-side peers of the benchmark, kept running for a whole run so process start-up
// is never timed: argon2-rust, hash-wasm, and our own WebAssembly build (its path is the first
// argument, if built). One JSON request per stdin line, one JSON reply per stdout line:
//   {"peer": "argon2-rust" | "hash-wasm" | "ours-wasm" | "ours-wasm-<backend>", "type": 0|1|2, "t", "m", "p", "len",
//    "password": hex, "salt": hex}
//   -> {"ns": "<elapsed nanoseconds, measured here around the hash call>", "tag": hex}
//   {"peer": "ours-wasm", "backends": true} -> {"backends": "<the module's backends, space-separated>"}
import { hashRawSync } from '@node-rs/argon2';
import { argon2d, argon2i, argon2id } from 'hash-wasm';
import { readFile } from 'node:fs/promises';
import readline from 'node:readline';
import { WASI } from 'node:wasi';

const wasmVariants = [argon2d, argon2i, argon2id];

// Our library for wasm32-wasi with SIMD128 (the cross/wasm32-wasi.ini build), instantiated once per
// backend: "ours-wasm" as dispatched, "ours-wasm-<backend>" with ARGON2_BACKEND=<backend>.
const ours = new Map();
async function oursWasm(peer) {
  if (!ours.has(peer)) {
    const forced = peer.slice('ours-wasm-'.length);
    const env = forced ? { ARGON2_BACKEND: forced } : {};
    const wasi = new WASI({ version: 'preview1', args: [], env, returnOnExit: true });
    const module = await WebAssembly.compile(await readFile(process.argv[2]));
    const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
    wasi.initialize(instance);
    ours.set(peer, instance.exports);
  }
  return ours.get(peer);
}

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
  if (req.peer === 'ours-wasm' || req.peer.startsWith('ours-wasm-')) {
    const w = await oursWasm(req.peer);
    const pwd = w.alloc(password.length);
    const slt = w.alloc(salt.length);
    const out = w.alloc(req.len);
    new Uint8Array(w.memory.buffer, pwd, password.length).set(password);
    new Uint8Array(w.memory.buffer, slt, salt.length).set(salt);
    const start = process.hrtime.bigint();
    const rc = w.hash(req.type, req.t, req.m, req.p, pwd, password.length, slt, salt.length, out, req.len);
    const ns = process.hrtime.bigint() - start;
    // The hash may have grown memory: take the view afterwards.
    const tag = Buffer.from(new Uint8Array(w.memory.buffer, out, req.len));
    w.release(pwd);
    w.release(slt);
    w.release(out);
    if (rc !== 0) throw new Error(`argon2_hash returned ${rc}`);
    return { ns, tag };
  }
  throw new Error(`unknown peer ${req.peer}`);
}

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  try {
    const req = JSON.parse(line);
    if (req.backends) {
      const w = await oursWasm('ours-wasm');
      const bytes = new Uint8Array(w.memory.buffer, w.backends());
      const names = Buffer.from(bytes.subarray(0, bytes.indexOf(0))).toString();
      process.stdout.write(JSON.stringify({ backends: names }) + '\n');
      continue;
    }
    const { ns, tag } = await hashOnce(req);
    process.stdout.write(JSON.stringify({ ns: ns.toString(), tag: Buffer.from(tag).toString('hex') }) + '\n');
  } catch (e) {
    process.stdout.write(JSON.stringify({ error: String(e) }) + '\n');
  }
}
