// The npm package in real browsers: Debian's Chromium (through playwright-core, no browser
// download) loads a page served from 127.0.0.1 with COOP and COEP, where it must be cross-origin
// isolated and hash the lanes on Workers, and the same page without them, where it must run on
// one thread; both give the reference CLI's PHC strings. Then the same for a page that Vite
// bundled (VITE_DIST), isolated.
//   node browser.mjs PACKAGE_DIR TOOLS_DIR CASES_JSON VITE_DIST
// CASES_JSON: [{type, options, expected}] (options as hash-wasm's, outputType 'encoded').
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from './server.mjs';

const [packageDir, toolsDir, casesFile, viteDist] = process.argv.slice(2);
const { chromium } = await import(pathToFileURL(path.join(toolsDir, 'node_modules/playwright-core/index.mjs')).href);
const cases = JSON.parse(readFileSync(casesFile, 'utf8'));
const here = path.dirname(fileURLToPath(import.meta.url));

const server = await serve({ pkg: packageDir, page: here, vite: viteDist });
// Flags: no network beyond 127.0.0.1 (this machine has none), a fresh profile (playwright's).
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update',
         '--disable-sync', '--no-first-run'],
});
let failures = 0;
const expect = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} chromium ${browser.version()}: ${what}`);
  if (!ok) failures += 1;
};
try {
  const pages = [['isolated', 'page/page.html'], ['plain', 'page/page.html'], ['isolated', 'vite/index.html']];
  for (const [mode, file] of pages) {
    const name = `${mode} ${file.startsWith('vite/') ? 'Vite-bundled' : 'package'} page`;
    const page = await browser.newPage();
    page.on('console', (message) => console.log(`     [${name}] ${message.text()}`));
    page.on('pageerror', (error) => console.log(`     [${name} error] ${error.message}`));
    await page.goto(`${server.origin}/${mode}/${file}`);
    await page.waitForFunction(() => globalThis.pageReady === true, null, { timeout: 30000 });
    const variants = [{}, { threads: 1 }, { simd128: false }];
    const asked = cases.flatMap((c) => variants.map((v) => ({ type: c.type, options: { ...c.options, ...v } })));
    const report = await page.evaluate((list) => globalThis.runCases(list), asked);
    const isolated = mode === 'isolated';
    expect(report.crossOriginIsolated === isolated, `${name}: crossOriginIsolated is ${report.crossOriginIsolated}`);
    expect(report.features.simd128 === true, `${name}: SIMD128 detected`);
    expect(report.features.threads === isolated, `${name}: threads ${report.features.threads}`);
    const lanesOnWorkers = Math.min(report.features.hardwareThreads, Math.max(...cases.map((c) => c.options.parallelism)));
    // Each module (SIMD128, scalar) gets its own pool: at least one pool's worth.
    expect(isolated ? report.workersStarted >= lanesOnWorkers : report.workersStarted === 0,
      `${name}: ${report.workersStarted} Workers started (hardware threads ${report.features.hardwareThreads})`);
    asked.forEach((a, i) => {
      const expected = cases[Math.floor(i / variants.length)].expected;
      const variant = JSON.stringify(variants[i % variants.length]);
      expect(report.results[i] === expected,
        `${name}: ${a.type} t=${a.options.iterations} m=${a.options.memorySize} p=${a.options.parallelism} ${variant} -> ${report.results[i]}`);
    });
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(failures === 0 ? 'all passed' : `${failures} failed`);
process.exitCode = failures === 0 ? 0 : 1;
