// Types of argon2-cpp-wasm (packaging/npm/src/index.js; docs/wasm.md).

/** Bytes: a string is taken as UTF-8; any typed array (Uint8Array, Buffer, ...), DataView or
 *  ArrayBuffer as its bytes. */
export type Bytes = string | ArrayBufferView | ArrayBuffer;

/** What this JavaScript engine offers. */
export interface Features {
  /** WebAssembly SIMD128: the faster module; without it, the scalar one. */
  simd128: boolean;
  /** A shared memory and Workers: node, or a cross-origin isolated page (COOP and COEP). */
  threads: boolean;
  /** navigator.hardwareConcurrency, or node's available parallelism. */
  hardwareThreads: number;
}

interface Common {
  password: Bytes;
  /** Argon2's secret K (a pepper). */
  secret?: Bytes;
  /** Argon2's associated data X. */
  associatedData?: Bytes;
  /** Workers to run the lanes on (at most one per lane); 1 runs on this thread. Default: the
   *  hardware's threads where `features().threads`, else 1. */
  threads?: number;
  /** false forces the scalar module; true requires SIMD128. Default: SIMD128 where available. */
  simd128?: boolean;
}

export interface Argon2Options extends Common {
  salt: Bytes;
  /** t: passes over the memory. */
  iterations: number;
  /** p: lanes. */
  parallelism: number;
  /** m: KiB of memory (at least 8 per lane; at most 2 GiB, wasm32's limit in the reference). */
  memorySize: number;
  /** Tag bytes, at least 4. */
  hashLength: number;
  /** 'hex' (default), 'binary' (Uint8Array) or 'encoded' (the PHC string). */
  outputType?: 'hex' | 'binary' | 'encoded';
  /** 0x13 (default) or 0x10. */
  version?: number;
}

export interface Argon2VerifyOptions extends Common {
  /** The PHC string: $argon2id$v=19$m=...,t=...,p=...$salt$tag */
  hash: string;
}

/** An error the reference reports: `code` is its ARGON2_* value (negative), `message` its text. */
export class Argon2Error extends Error {
  readonly code: number;
}

export function argon2id(options: Argon2Options & { outputType: 'binary' }): Promise<Uint8Array>;
export function argon2id(options: Argon2Options & { outputType?: 'hex' | 'encoded' }): Promise<string>;
export function argon2id(options: Argon2Options): Promise<string | Uint8Array>;
export function argon2i(options: Argon2Options & { outputType: 'binary' }): Promise<Uint8Array>;
export function argon2i(options: Argon2Options & { outputType?: 'hex' | 'encoded' }): Promise<string>;
export function argon2i(options: Argon2Options): Promise<string | Uint8Array>;
export function argon2d(options: Argon2Options & { outputType: 'binary' }): Promise<Uint8Array>;
export function argon2d(options: Argon2Options & { outputType?: 'hex' | 'encoded' }): Promise<string>;
export function argon2d(options: Argon2Options): Promise<string | Uint8Array>;

/** Whether the password gives the PHC string's tag (compared in constant time). */
export function argon2Verify(options: Argon2VerifyOptions): Promise<boolean>;

export function features(): Promise<Features>;

/** Bytes of WebAssembly memory held between hashes (at most one hash's). */
export function memoryHeld(): number;

/** Gives that memory back, and ends the Workers; the next hash starts afresh. */
export function release(): Promise<void>;
