// The arms of the browser benchmark, the same in a page and under node: each a function of one
// Argon2id request (hash-wasm's option names, password and salt as strings) to the tag in hex.
// `load(path)` gives the bytes of a file of this folder (peers' .wasm): fetch in a page, the
// file system under node. Ours comes as its package's module (`ours`).
//
//   ours-thread      our package on the calling thread (threads: 1)
//   ours-workers     our package, the lanes on Workers (threads: the hardware's)
//   hash-wasm        hash-wasm 4.13: scalar, lanes one after another
//   openpgp-argon2id openpgp's argon2id 1.0.1: SIMD128 where the engine has it
//   argon2-browser   argon2-browser 1.18, its SIMD build (pages only: under node it loads its
//                    scalar build through require)
const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (s) => new TextEncoder().encode(s);

export async function makeArms({ ours, load, inPage }) {
  const arms = {
    'ours-thread': (o) => ours.argon2id({ ...o, threads: 1 }),
    'ours-workers': (o) => ours.argon2id(o),
  };

  // Its ES module in a page; under node its UMD build, as require loads the package (the ES
  // file has no "type" that tells node 18 what it is).
  const hashWasm = inPage
    ? await import('./node_modules/hash-wasm/dist/index.esm.js')
    : (await import('node:module')).createRequire(import.meta.url)('./node_modules/hash-wasm/dist/index.umd.js');
  arms['hash-wasm'] = (o) => hashWasm.argon2id({ ...o, outputType: 'hex' });

  // openpgp's package imports its .wasm files as modules (a bundler's job): its setup takes
  // the two loaders instead.
  const { default: setupWasm } = await import('./node_modules/argon2id/lib/setup.js');
  const simd = await load('node_modules/argon2id/dist/simd.wasm');
  const noSimd = await load('node_modules/argon2id/dist/no-simd.wasm');
  const openpgp = await setupWasm((imports) => WebAssembly.instantiate(simd, imports),
    (imports) => WebAssembly.instantiate(noSimd, imports));
  arms['openpgp-argon2id'] = async (o) => toHex(openpgp({
    password: utf8(o.password), salt: utf8(o.salt), parallelism: o.parallelism,
    passes: o.iterations, memorySize: o.memorySize, tagLength: o.hashLength,
  }));

  if (inPage) {
    // Its documented hook for the SIMD build; the script sets globalThis.argon2.
    const simdBuild = await load('node_modules/argon2-browser/dist/argon2-simd.wasm');
    globalThis.loadArgon2WasmBinary = async () => new Uint8Array(simdBuild);
    await new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = new URL('./node_modules/argon2-browser/lib/argon2.js', import.meta.url).href;
      script.onload = resolve;
      script.onerror = () => reject(new Error('argon2-browser did not load'));
      document.head.append(script);
    });
    arms['argon2-browser'] = async (o) => (await globalThis.argon2.hash({
      pass: o.password, salt: o.salt, time: o.iterations, mem: o.memorySize,
      hashLen: o.hashLength, parallelism: o.parallelism, type: globalThis.argon2.ArgonType.Argon2id,
    })).hashHex;
  }
  return arms;
}
