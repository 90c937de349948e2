// What the JavaScript engine offers: node or a browser, SIMD128, threads over a shared memory.
export const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';

// A node built-in, loaded only where node runs: the name is computed, so that bundlers (Vite,
// webpack) neither resolve it for the browser nor warn about it.
export const nodeModule = (name) => import(/* webpackIgnore: true */ /* @vite-ignore */ `node:${name}`);

// A function of SIMD128 instructions (i8x16.splat, i8x16.popcnt): engines without SIMD128
// refuse to validate it (Safari before 16.4).
const simdProbe = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253,
  15, 253, 98, 11,
]);

export function hasWebAssembly() {
  return typeof WebAssembly === 'object' && typeof WebAssembly.Memory === 'function';
}

export function hasSimd128() {
  return WebAssembly.validate(simdProbe);
}

// Shared memory and Workers: node has both; a browser page only when cross-origin isolated
// (COOP and COEP), which is what makes SharedArrayBuffer available to it.
export function hasThreads() {
  if (typeof SharedArrayBuffer !== 'function') return false;
  if (isNode) return true;
  return globalThis.crossOriginIsolated === true && typeof Worker === 'function';
}

export async function hardwareThreads() {
  if (isNode) {
    const os = await nodeModule('os');
    return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  }
  return globalThis.navigator?.hardwareConcurrency || 1;
}
