// The package on engines that lack what it prefers, as node's flags make them:
//   node --no-expose-wasm node_engines.mjs PACKAGE_DIR no-webassembly
//     no WebAssembly at all: every entry rejects with an Error that says so;
//   node --no-experimental-wasm-simd node_engines.mjs PACKAGE_DIR no-simd128   (node 18)
//     no SIMD128 (as Safari before 16.4): feature detection picks the scalar module, the tag is
//     the reference's, and asking for SIMD128 is refused.
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [packageDir, mode] = process.argv.slice(2);
const argon2 = await import(pathToFileURL(path.join(packageDir, 'index.js')).href);
// The reference's vector: argon2id, t=2, m=256 KiB, p=2, "password", "somesalt".
const options = { password: 'password', salt: 'somesalt', iterations: 2, memorySize: 256, parallelism: 2, hashLength: 32 };
const expected = '$argon2id$v=19$m=256,t=2,p=2$c29tZXNhbHQ$bQk8UB/VmZZF4Oo79iDXuL5/0ttZwg2f/5U52iv1cDc';

if (mode === 'no-webassembly') {
  assert.equal(typeof WebAssembly, 'undefined');
  const refusal = (e) => e instanceof Error && /no WebAssembly/.test(e.message);
  await assert.rejects(argon2.features(), refusal);
  await assert.rejects(argon2.argon2id(options), refusal);
  await assert.rejects(argon2.argon2Verify({ password: 'password', hash: expected }), refusal);
  console.log('ok   without WebAssembly: every entry rejects, saying so');
} else if (mode === 'no-simd128') {
  const offered = await argon2.features();
  assert.equal(offered.simd128, false);
  assert.equal(await argon2.argon2id({ ...options, outputType: 'encoded' }), expected);
  assert.equal(await argon2.argon2id({ ...options, outputType: 'encoded', threads: 1 }), expected);
  assert.equal(await argon2.argon2Verify({ password: 'password', hash: expected }), true);
  await assert.rejects(argon2.argon2id({ ...options, simd128: true }), /no SIMD128/);
  await argon2.release();
  console.log(`ok   without SIMD128 (node ${process.version}): the scalar module, the reference's tag, on Workers and on one thread`);
} else {
  throw new Error(`unknown mode ${mode}`);
}
