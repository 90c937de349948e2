// Runs a wasm32-wasi command module under node's built-in WASI, with the host folder given as
// the last argument visible inside as /shared.   node run_wasi.mjs MODULE.wasm HOST_SHARED_DIR
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';

const [modulePath, sharedDir] = process.argv.slice(2);
const wasi = new WASI({
  version: 'preview1',
  args: ['wasm_selftest', '/shared', '262144'],
  preopens: { '/shared': sharedDir },
  returnOnExit: true,
});
// wasiImport rather than getImportObject(): Debian 12's node 18 lacks the latter.
const module = await WebAssembly.compile(await readFile(modulePath));
const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
process.exitCode = wasi.start(instance);
