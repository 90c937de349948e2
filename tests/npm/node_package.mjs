// The npm package (packaging/npm/, built by tools/build-npm-package.sh) under node, through its
// public entry only:
//   node --expose-gc node_package.mjs PACKAGE_DIR SOURCE_ROOT TEST_DATA [HASH_WASM_DIR]
// the official traces (d/i/id, versions 0x13 and 0x10: secret and associated data too) on the
// SIMD128 and scalar modules, on this thread and on Workers; the reference's vectors with their
// PHC strings and argon2Verify, and its verification errors; hash-wasm's options (and, where
// hash-wasm is installed, its very results); errors with the reference's codes, thrown before
// any memory grows; Workers equal one thread on random costs; and what memory a 256 MiB hash
// leaves held, ten times in a row and after release().
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [packageDir, sourceRoot, testData, hashWasmDir] = process.argv.slice(2);
const argon2 = await import(pathToFileURL(path.join(packageDir, 'index.js')).href);
const { argon2d, argon2i, argon2id, argon2Verify, Argon2Error, features, memoryHeld, release } = argon2;
const byType = { argon2d, argon2i, argon2id };

let failures = 0;
async function check(name, body) {
  try {
    await body();
    console.log(`ok   ${name}`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL ${name}\n${error?.stack ?? error}`);
  }
}

const hexOf = (bytes) => Buffer.from(bytes).toString('hex');
const fromHexList = (text) => Buffer.from(text.trim().split(/\s+/).join(''), 'hex');

// The reference's codes by name, from argon2.h.
const codes = {};
for (const [, name, value] of readFileSync(path.join(sourceRoot, 'include/argon2.h'), 'utf8')
  .matchAll(/(ARGON2_[A-Z_]+) = (-?\d+)/g)) codes[name] = Number(value);

// The official traces: parameters, inputs and tag of each file under TEST_DATA/kats.
function trace(file) {
  const text = readFileSync(path.join(testData, 'kats', file), 'utf8');
  const field = (label) => text.match(new RegExp(`^${label}\\[\\d+\\]: (.*)$`, 'm'))[1];
  const costs = text.match(/Memory: (\d+) KiB, Iterations: (\d+), Parallelism: (\d+) lanes, Tag length: (\d+) bytes/);
  return {
    type: file.replace(/_v16$/, ''),
    version: file.endsWith('_v16') ? 0x10 : 0x13,
    memorySize: Number(costs[1]), iterations: Number(costs[2]), parallelism: Number(costs[3]),
    hashLength: Number(costs[4]),
    password: fromHexList(field('Password')), salt: fromHexList(field('Salt')),
    secret: fromHexList(field('Secret')), associatedData: fromHexList(field('Associated data')),
    tag: text.match(/^Tag: (.*)$/m)[1].trim().split(/\s+/).join(''),
  };
}

const available = await features();
console.log(`features: ${JSON.stringify(available)}`);
await check('node offers SIMD128 and threads (what the rest covers)', () => {
  assert.equal(available.simd128, true);
  assert.equal(available.threads, true);
});

for (const file of ['argon2d', 'argon2i', 'argon2id', 'argon2d_v16', 'argon2i_v16', 'argon2id_v16']) {
  const t = trace(file);
  for (const simd128 of [true, false]) {
    for (const threads of [1, 2, 4]) {
      await check(`trace ${file}: simd128=${simd128} threads=${threads}`, async () => {
        const { type, tag, ...options } = t;
        assert.equal(await byType[type]({ ...options, simd128, threads }), tag);
      });
    }
  }
}

// The reference's vectors: tags, PHC strings, verification (the 1 GiB rows too).
const vectorLines = readFileSync(path.join(testData, 'vectors-hash.tsv'), 'utf8').trim().split('\n').slice(1);
for (const line of vectorLines) {
  const [type, version, t, m, p, password, salt, tag, encoded, size] = line.split('\t');
  const options = {
    password, salt, iterations: Number(t), memorySize: Number(m), parallelism: Number(p),
    hashLength: tag.length / 2, version: Number(version),
  };
  await check(`vector ${type} v=${version} m=${m} t=${t} p=${p}`, async () => {
    assert.equal(await byType[type]({ ...options, outputType: 'hex' }), tag);
    // The reference writes "$v=16" for version 0x10; its vectors of that version are older
    // strings without the field, which verification still reads as 0x10.
    const written = Number(version) === 0x10 ? encoded.replace(/^(\$argon2\w+)\$/, '$1$v=16$') : encoded;
    assert.equal(await byType[type]({ ...options, outputType: 'encoded' }), written);
    if (size === 'large') return;  // 1 GiB: the tag and the string are enough
    assert.equal(hexOf(await byType[type]({ ...options, outputType: 'binary' })), tag);
    assert.equal(await argon2Verify({ password, hash: encoded }), true);
    assert.equal(await argon2Verify({ password: `${password}!`, hash: encoded }), false);
  });
}
await release();

const errorLines = readFileSync(path.join(testData, 'vectors-verify-errors.tsv'), 'utf8').trim().split('\n').slice(1);
for (const line of errorLines) {
  const [encoded, password, , expected] = line.split('\t');
  await check(`verify error ${expected}: ${encoded}`, async () => {
    if (expected === 'ARGON2_VERIFY_MISMATCH') {
      assert.equal(await argon2Verify({ password, hash: encoded }), false);
    } else if (expected === 'ARGON2_OK') {
      assert.equal(await argon2Verify({ password, hash: encoded }), true);
    } else {
      await assert.rejects(argon2Verify({ password, hash: encoded }),
        (e) => e instanceof Argon2Error && e.code === codes[expected]);
    }
  });
}

// Errors: the reference's code and message, and no memory grown for a request it refuses.
const good = { password: 'password', salt: 'somesalt', iterations: 2, memorySize: 64, parallelism: 1, hashLength: 32 };
const refused = [
  [{ salt: 'short' }, 'ARGON2_SALT_TOO_SHORT', 'Salt is too short'],
  [{ hashLength: 3 }, 'ARGON2_OUTPUT_TOO_SHORT', 'Output is too short'],
  [{ iterations: 0 }, 'ARGON2_TIME_TOO_SMALL', 'Time cost is too small'],
  [{ memorySize: 7 }, 'ARGON2_MEMORY_TOO_LITTLE', 'Memory cost is too small'],
  [{ memorySize: 15, parallelism: 2 }, 'ARGON2_MEMORY_TOO_LITTLE', 'Memory cost is too small'],
  [{ memorySize: 2 ** 21 + 1 }, 'ARGON2_MEMORY_TOO_MUCH', 'Memory cost is too large'],
  [{ parallelism: 0 }, 'ARGON2_LANES_TOO_FEW', 'Too few lanes'],
  [{ parallelism: 2 ** 24, memorySize: 2 ** 21 }, 'ARGON2_MEMORY_TOO_LITTLE', 'Memory cost is too small'],
  [{ version: 0x11 }, 'ARGON2_INCORRECT_TYPE', 'There is no such version of Argon2'],
];
await release();
for (const [change, name, message] of refused) {
  await check(`refused: ${JSON.stringify(change)} -> ${name}`, async () => {
    await assert.rejects(argon2id({ ...good, ...change }),
      (e) => e instanceof Argon2Error && e.code === codes[name] && e.message === message);
    // Only the stacks and the inputs have a place: not one block.
    assert.ok(memoryHeld() < 2 ** 20, `memory grew to ${memoryHeld()}`);
  });
}
await check('wrong argument types are TypeErrors', async () => {
  await assert.rejects(argon2id({ ...good, password: 42 }), TypeError);
  await assert.rejects(argon2id({ ...good, iterations: 2.5 }), TypeError);
  await assert.rejects(argon2id({ ...good, memorySize: -1 }), TypeError);
  await assert.rejects(argon2id({ ...good, outputType: 'base64' }), TypeError);
  await assert.rejects(argon2id(null), TypeError);
  await assert.rejects(argon2Verify({ password: 'x', hash: 42 }), TypeError);
});
await check('inputs: strings as UTF-8, any typed array or ArrayBuffer as bytes', async () => {
  const utf8 = await argon2id({ ...good, password: 'pässwörd' });
  assert.equal(await argon2id({ ...good, password: new TextEncoder().encode('pässwörd') }), utf8);
  assert.equal(await argon2id({ ...good, password: Buffer.from('pässwörd') }), utf8);
  assert.equal(await argon2id({ ...good, password: new TextEncoder().encode('pässwörd').buffer }), utf8);
  const bytes = new Uint8Array(new TextEncoder().encode('xxpässwördyy'));
  assert.equal(await argon2id({ ...good, password: bytes.subarray(2, bytes.length - 2) }), utf8);
});

// hash-wasm's options give hash-wasm's results.
if (hashWasmDir) {
  // Its UMD build, as node's require loads the package (its ESM file has no "type" to say so).
  const hashWasm = createRequire(import.meta.url)(path.join(path.resolve(hashWasmDir), 'dist/index.umd.js'));
  for (const type of ['argon2d', 'argon2i', 'argon2id']) {
    for (const outputType of ['hex', 'binary', 'encoded']) {
      await check(`as hash-wasm: ${type} outputType=${outputType}`, async () => {
        const options = { password: 'pass', salt: new Uint8Array(16).fill(7), secret: 'pepper',
          iterations: 3, parallelism: 3, memorySize: 1000, hashLength: 24, outputType };
        const ours = await byType[type](options);
        const theirs = await hashWasm[type](options);
        assert.deepEqual(outputType === 'binary' ? hexOf(ours) : ours,
          outputType === 'binary' ? hexOf(theirs) : theirs);
        if (outputType === 'encoded') {
          assert.equal(await argon2Verify({ password: 'pass', secret: 'pepper', hash: theirs }), true);
          assert.equal(await hashWasm.argon2Verify({ password: 'pass', secret: 'pepper', hash: ours }), true);
        }
      });
    }
  }
} else {
  console.log('(hash-wasm not given: its results are not compared)');
}

// Workers equal one thread, on costs drawn at random (seeded, so a failure repeats).
let seed = 20261206;
const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
for (let i = 0; i < 24; ++i) {
  const p = 1 + random(8);
  const options = {
    password: `pw${i}`, salt: `salt-${i}-xyz`, iterations: 1 + random(3),
    memorySize: 8 * p + random(300), parallelism: p, hashLength: 4 + random(60),
    version: random(2) ? 0x13 : 0x10,
  };
  const type = ['argon2d', 'argon2i', 'argon2id'][random(3)];
  await check(`workers equal one thread: ${type} ${JSON.stringify(options)}`, async () => {
    const one = await byType[type]({ ...options, threads: 1 });
    for (const threads of [2, 3, 8]) assert.equal(await byType[type]({ ...options, threads }), one);
    assert.equal(await byType[type]({ ...options, threads: 2, simd128: false }), one);
  });
}
await check('concurrent calls queue, each gets its own tag', async () => {
  const calls = [1, 2, 3, 4].map((p) => argon2id({ ...good, parallelism: p, memorySize: 64 * p }));
  const tags = await Promise.all(calls);
  for (const [i, p] of [1, 2, 3, 4].entries()) {
    assert.equal(tags[i], await argon2id({ ...good, parallelism: p, memorySize: 64 * p, threads: 1 }));
  }
});

// Wiping: once a hash returns, nothing it wrote is left in the memory past the module's own data
// (the stacks, the inputs, the blocks, the tag), on this thread and on Workers. White-box: the
// package's engine.js over each module.
await check('the memory holds nothing of a hash once it returns', async () => {
  const { Engine } = await import(pathToFileURL(path.join(packageDir, 'engine.js')).href);
  const utf8 = (text) => new TextEncoder().encode(text);
  for (const [file, shared] of [['argon2-simd128-shared.wasm', true], ['argon2-scalar.wasm', false]]) {
    const engine = new Engine(await WebAssembly.compile(readFileSync(path.join(packageDir, file))), shared);
    // p = 3 on two Workers: one wipes two lanes, the other one.
    for (const [threads, parallelism] of shared ? [[1, 2], [2, 2], [2, 3]] : [[1, 2]]) {
      const { tag } = await engine.hash({ type: 2, version: 0x13, password: utf8('a secret password'),
        salt: utf8('somesaltsomesalt'), secret: utf8('pepper'), associatedData: utf8('ad'),
        iterations: 2, memorySize: 256, parallelism, hashLength: 32, threads });
      assert.equal(tag.length, 32);
      const memory = new Uint8Array(engine.memory.buffer);
      const left = memory.subarray(engine.heapBase).findIndex((byte) => byte !== 0);
      assert.equal(left, -1, `${file}, threads ${threads}, p=${parallelism}: byte ${engine.heapBase + left} of ${memory.length} not wiped`);
    }
    engine.release();
  }
});

// Memory: a 256 MiB hash ten times: what is held after each, and after release().
await check('256 MiB ten times: one hash\'s memory held, none after release()', async () => {
  await release();
  const mib = (n) => `${(n / 2 ** 20).toFixed(1)} MiB`;
  const options = { password: 'password', salt: 'somesalt', iterations: 1, memorySize: 262144, parallelism: 4, hashLength: 32 };
  let first = null;
  for (let i = 1; i <= 10; ++i) {
    const tag = await argon2id(options);
    first ??= tag;
    assert.equal(tag, first);
    globalThis.gc?.();
    const held = memoryHeld();
    console.log(`     after hash ${i}: held ${mib(held)}, process RSS ${mib(process.memoryUsage().rss)}`);
    assert.ok(held >= 256 * 2 ** 20 && held <= 256 * 2 ** 20 + 2 ** 20, `held ${held}`);
  }
  await release();
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 100));
  globalThis.gc?.();
  console.log(`     after release(): held ${mib(memoryHeld())}, process RSS ${mib(process.memoryUsage().rss)}`);
  assert.equal(memoryHeld(), 0);
});

await release();
console.log(failures === 0 ? 'all passed' : `${failures} failed`);
process.exitCode = failures === 0 ? 0 : 1;
