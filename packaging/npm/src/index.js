// Argon2 (RFC 9106) for browsers and node, in WebAssembly built from argon2-cpp's C++ sources,
// with hash-wasm's interface: argon2id/argon2i/argon2d and argon2Verify take the same options.
// Beyond it: the lanes run in parallel on Workers where a shared memory is possible, the
// reference's error codes, version 0x10, associated data, and release() to give the memory back.
import { Engine } from './engine.js';
import { Argon2Error } from './errors.js';
import { hardwareThreads, hasSimd128, hasThreads, hasWebAssembly, isNode, nodeModule } from './runtime.js';

export { Argon2Error };

// The four builds of the module (src/wasm/meson.build): SIMD128 or scalar, each linked for a
// shared memory (Workers) and for a plain one. Written out, so that bundlers emit each file.
const moduleUrls = {
  'simd128-shared': new URL('./argon2-simd128-shared.wasm', import.meta.url),
  'simd128-plain': new URL('./argon2-simd128.wasm', import.meta.url),
  'scalar-shared': new URL('./argon2-scalar-shared.wasm', import.meta.url),
  'scalar-plain': new URL('./argon2-scalar.wasm', import.meta.url),
};

const compiled = new Map();  // build name -> Promise<WebAssembly.Module>
let current = null;          // {build, engine}: the one engine, and so the one memory, kept

async function compile(build) {
  if (!compiled.has(build)) {
    const url = moduleUrls[build];
    const module = (async () => {
      if (isNode) {
        const { readFile } = await nodeModule('fs/promises');
        return WebAssembly.compile(await readFile(url));
      }
      const response = await fetch(url);
      if (!response.ok) throw new Error(`argon2: ${url} could not be loaded (HTTP ${response.status})`);
      return WebAssembly.compile(await response.arrayBuffer());
    })();
    compiled.set(build, module);
    module.catch(() => compiled.delete(build));
  }
  return compiled.get(build);
}

function requireWebAssembly() {
  if (!hasWebAssembly()) {
    throw new Error('argon2: this JavaScript engine has no WebAssembly, which this package needs');
  }
}

// What this engine offers, and so what a hash will use unless its options say less.
export async function features() {
  requireWebAssembly();
  return { simd128: hasSimd128(), threads: hasThreads(), hardwareThreads: await hardwareThreads() };
}

// Hashes and release(), one after another: there is one memory.
let queue = Promise.resolve();
function serially(work) {
  const run = queue.then(work);
  queue = run.then(() => {}, () => {});
  return run;
}

// The engine for this build: the current one, or a new one that replaces it (letting its
// memory go). Only inside serially().
async function engineFor(simd128, shared) {
  const build = `${simd128 ? 'simd128' : 'scalar'}-${shared ? 'shared' : 'plain'}`;
  if (current?.build === build) return current.engine;
  const module = await compile(build);
  current?.engine.release();
  current = { build, engine: new Engine(module, shared) };
  return current.engine;
}

// Gives back the memory the last hash grew (WebAssembly memory never shrinks: this drops it, and
// the Workers with it). The next hash starts afresh.
export function release() {
  return serially(() => {
    current?.engine.release();
    current = null;
  });
}

// Bytes of WebAssembly memory held between hashes.
export function memoryHeld() {
  return current ? current.engine.heldBytes() : 0;
}

function bytesOf(value, name) {
  if (typeof value === 'string') return new TextEncoder().encode(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  throw new TypeError(`argon2: ${name} must be a string, a typed array (Uint8Array, Buffer, ...) or an ArrayBuffer`);
}

function optionalBytes(value, name) {
  return value === undefined || value === null ? new Uint8Array(0) : bytesOf(value, name);
}

function word(value, name) {
  if (!Number.isInteger(value) || value < 0 || value > 0xFFFFFFFF) {
    throw new TypeError(`argon2: ${name} must be an integer from 0 to 4294967295 (got ${value})`);
  }
  return value;
}

async function settings(options) {
  requireWebAssembly();
  const simd128 = options.simd128 ?? hasSimd128();
  if (simd128 && !hasSimd128()) throw new Error('argon2: simd128 asked for, but this engine has no SIMD128');
  const shared = hasThreads();
  let threads = 1;
  if (shared) {
    threads = options.threads === undefined ? await hardwareThreads() : word(options.threads, 'threads');
    if (threads < 1) threads = 1;
  }
  return { simd128, shared, threads };
}

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

async function hash(type, options) {
  if (typeof options !== 'object' || options === null) throw new TypeError('argon2: options must be an object');
  const outputType = options.outputType ?? 'hex';
  if (!['hex', 'binary', 'encoded'].includes(outputType)) {
    throw new TypeError(`argon2: outputType must be 'hex', 'binary' or 'encoded' (got ${outputType})`);
  }
  const request = {
    type,
    version: word(options.version ?? 0x13, 'version'),
    password: bytesOf(options.password, 'password'),
    salt: bytesOf(options.salt, 'salt'),
    secret: optionalBytes(options.secret, 'secret'),
    associatedData: optionalBytes(options.associatedData, 'associatedData'),
    iterations: word(options.iterations, 'iterations'),
    memorySize: word(options.memorySize, 'memorySize'),
    parallelism: word(options.parallelism, 'parallelism'),
    hashLength: word(options.hashLength, 'hashLength'),
  };
  const s = await settings(options);
  const { tag, encoded } = await serially(async () =>
    (await engineFor(s.simd128, s.shared)).hash({ ...request, threads: s.threads }));
  if (outputType === 'binary') return tag;
  if (outputType === 'encoded') return encoded;
  return hex(tag);
}

// Argon2id, Argon2i, Argon2d: {password, salt, secret?, associatedData?, iterations,
// parallelism, memorySize (KiB), hashLength, outputType?: 'hex' | 'binary' | 'encoded',
// version?: 0x13 | 0x10, threads?, simd128?}.
export const argon2id = (options) => hash(2, options);
export const argon2i = (options) => hash(1, options);
export const argon2d = (options) => hash(0, options);

// Whether `password` (and `secret`, `associatedData`) give the PHC string `hash`; the tags are
// compared in constant time. A malformed string throws, with the reference's code.
export async function argon2Verify(options) {
  if (typeof options !== 'object' || options === null) throw new TypeError('argon2: options must be an object');
  if (typeof options.hash !== 'string') throw new TypeError('argon2: hash must be a PHC string');
  const request = {
    password: bytesOf(options.password, 'password'),
    secret: optionalBytes(options.secret, 'secret'),
    associatedData: optionalBytes(options.associatedData, 'associatedData'),
    expectedEncoded: options.hash,
  };
  const s = await settings(options);
  const { equal } = await serially(async () =>
    (await engineFor(s.simd128, s.shared)).hash({ ...request, threads: s.threads }));
  return equal;
}
