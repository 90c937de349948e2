// One WebAssembly memory and the module's instance over it: the layout of a hash in that memory,
// and the hash itself on this thread or on a pool of Workers. The module (src/wasm/) keeps no
// state; everything it works on is laid out here.
import { Argon2Error, errorCode } from './errors.js';
import { hardwareThreads } from './runtime.js';
import { WorkerPool } from './workers.js';

const pageBytes = 65536;
// The pages the module's own data and first stack take: its link sets --initial-memory to this
// (src/wasm/meson.build).
const initialPages = 2;
// wasm32's limit, which the module's import declares as its maximum (--max-memory).
const maximumPages = 65536;
// Each instance's stack: the segment loop keeps a few blocks on it.
export const stackBytes = 64 * 1024;
// The module's `job` (src/wasm/argon2_wasm.cpp), as 32-bit words.
const job = {
  out: 0, outlen: 1, pwd: 2, pwdlen: 3, salt: 4, saltlen: 5, secret: 6, secretlen: 7,
  ad: 8, adlen: 9, t_cost: 10, m_cost: 11, lanes: 12, version: 13, type: 14, memory: 15,
  arrived: 16, round: 17, claims: 18, words: 19,
};

const alignUp = (n, a) => Math.ceil(n / a) * a;

// Lays out consecutive regions from `start`: place(bytes, alignment) -> address.
class Layout {
  constructor(start) { this.end = start; }
  place(bytes, alignment = 8) {
    const at = alignUp(this.end, alignment);
    this.end = at + bytes;
    return at;
  }
}

export class Engine {
  // module: the compiled WebAssembly.Module; shared: whether it was linked for a shared memory
  // (and so may run on Workers).
  constructor(module, shared) {
    this.module = module;
    this.shared = shared;
    this.memory = new WebAssembly.Memory({ initial: initialPages, maximum: maximumPages, shared });
    this.instance = new WebAssembly.Instance(module, { env: { memory: this.memory } });
    this.exports = this.instance.exports;
    this.heapBase = this.exports.__heap_base.value;
    this.pool = shared ? new WorkerPool(module, this.memory) : null;
    this.cores = undefined;  // the hardware's threads, learned at the first hash
  }

  // Bytes of memory this engine holds.
  heldBytes() { return this.memory.buffer.byteLength; }

  message(code) {
    const at = this.exports.argon2_error_message(code);
    const bytes = new Uint8Array(this.memory.buffer, at);
    return new TextDecoder().decode(bytes.subarray(0, bytes.indexOf(0)));
  }

  fail(code) { throw new Argon2Error(code, this.message(code)); }

  grow(end) {
    const pages = Math.ceil(end / pageBytes) - this.memory.buffer.byteLength / pageBytes;
    if (pages <= 0) return;
    try {
      this.memory.grow(pages);
    } catch {
      this.fail(errorCode.memoryAllocationError);
    }
  }

  // One hash. `request`: {type, version, password, salt, secret, associatedData (Uint8Arrays),
  // iterations, memorySize, parallelism, hashLength, threads, expectedEncoded?}. Returns
  // {tag: Uint8Array, encoded: string}, or for verification {equal: boolean}. Without
  // expectedEncoded, the costs and type are the request's; with it, the string's.
  // One at a time: the caller (index.js) queues them.
  async hash(r) {
    // Workers: at most one per lane (a verification learns the lanes from its string).
    const mostParties = this.pool ? Math.max(1, Math.min(r.threads, r.parallelism ?? r.threads)) : 1;
    const layout = new Layout(alignUp(this.heapBase, 16));
    // Stacks first: the instance on this thread, then one per Worker.
    const stacks = layout.place(stackBytes * (1 + (mostParties > 1 ? mostParties : 0)), 16);
    const at = layout.place(job.words * 4, 8);
    const put = (bytes) => (bytes.length === 0 ? 0 : layout.place(bytes.length, 1));
    const decoding = r.expectedEncoded !== undefined;
    const encodedText = decoding ? new TextEncoder().encode(r.expectedEncoded) : null;
    const pwd = put(r.password);
    const secret = put(r.secret);
    const ad = put(r.associatedData);
    let salt = 0;
    let expected = 0;
    let encodedAt = 0;
    let outlen = r.hashLength;
    if (decoding) {
      encodedAt = layout.place(encodedText.length, 1);
      salt = layout.place(encodedText.length, 1);
      expected = layout.place(encodedText.length, 1);
      outlen = encodedText.length;
    } else {
      salt = put(r.salt);
    }
    // The reference checks a null output before its length: the output always has a place.
    const out = layout.place(Math.max(outlen, 1), 1);
    // The PHC string: its fields' names and numbers, and the salt and tag in Base64.
    const encodedRoom = decoding ? 0 : layout.place(128 + Math.ceil((r.salt.length + outlen) * 4 / 3), 1);
    const inputsEnd = layout.end;
    let used = inputsEnd;
    this.grow(inputsEnd);
    this.setStack(this.instance, stacks + stackBytes);
    try {
      const bytes = () => new Uint8Array(this.memory.buffer);
      const words = () => new Uint32Array(this.memory.buffer, at, job.words);
      const w = words();
      w.fill(0);
      const copy = (address, data) => { if (data.length) bytes().set(data, address); };
      copy(pwd, r.password);
      copy(secret, r.secret);
      copy(ad, r.associatedData);
      w[job.pwd] = pwd; w[job.pwdlen] = r.password.length;
      w[job.secret] = secret; w[job.secretlen] = r.secret.length;
      w[job.ad] = ad; w[job.adlen] = r.associatedData.length;
      w[job.out] = out; w[job.outlen] = outlen;
      let trailing = 0;
      if (decoding) {
        copy(encodedAt, encodedText);
        trailing = this.exports.argon2_decode(at, encodedAt, encodedText.length, salt, expected);
        if (trailing < 0) this.fail(trailing);
      } else {
        copy(salt, r.salt);
        w[job.salt] = salt; w[job.saltlen] = r.salt.length;
        w[job.type] = r.type; w[job.version] = r.version;
        w[job.t_cost] = r.iterations; w[job.m_cost] = r.memorySize; w[job.lanes] = r.parallelism;
      }
      const checked = this.exports.argon2_check(at);
      if (checked !== 0) this.fail(checked);
      if (trailing) this.fail(errorCode.decodingFail);

      // Only now, the inputs checked, does the memory grow to the blocks.
      const blocks = alignUp(inputsEnd, 64);
      const claims = blocks + this.exports.argon2_memory_bytes(at);
      used = claims + 8 * words()[job.lanes];
      this.grow(used);
      words()[job.memory] = blocks;
      const parties = Math.min(mostParties, words()[job.lanes]);
      // Workers that finish their lanes early continue the others' (segment_claims.hpp), where each
      // has a core of its own; with more Workers than cores the system's scheduler shares the
      // cores out, and a Worker that asks for a segment would wait for its owner's turn.
      this.cores ??= await hardwareThreads();
      words()[job.claims] = parties > 1 && parties <= this.cores ? claims : 0;
      this.exports.argon2_start(at);
      if (parties > 1) {
        await this.pool.fill(at, parties, stacks + 2 * stackBytes, stackBytes);
      } else {
        this.exports.argon2_fill(at, 0, 1);
      }
      this.exports.argon2_finish(at);  // wipes the blocks
      used = blocks;
      if (decoding) return { equal: this.exports.argon2_equal(at, expected) === 1 };
      const tag = bytes().slice(out, out + outlen);
      const encodedLength = this.exports.argon2_encoded_length(at);
      this.exports.argon2_encode(at, encodedRoom);
      const encoded = new TextDecoder().decode(bytes().slice(encodedRoom, encodedRoom + encodedLength));
      return { tag, encoded };
    } finally {
      // Everything else the hash wrote: stacks, inputs and tag (and the blocks, when it
      // stopped before argon2_finish wiped them).
      new Uint8Array(this.memory.buffer).fill(0, this.heapBase, used);
    }
  }

  setStack(instance, top) { instance.exports.__stack_pointer.value = top; }

  // Gives the memory back: the Workers end, and nothing here refers to the memory any more.
  release() {
    if (this.pool) this.pool.terminate();
    this.pool = null;
    this.memory = null;
    this.instance = null;
    this.exports = null;
  }
}
