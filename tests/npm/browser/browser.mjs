// The npm package in real browsers, Debian's Chromium and Firefox ESR (launch.mjs): a page
// served from 127.0.0.1 with COOP and COEP, where it must be cross-origin isolated and hash the
// lanes on Workers, the same page without them, where it must run on one thread, and a page
// that Vite bundled (VITE_DIST) and the one webpack bundled (WEBPACK_DIST), isolated; all give
// the reference CLI's PHC strings, on Workers, on one thread and on the scalar module.
//   node browser.mjs PACKAGE_DIR TOOLS_DIR CASES_JSON VITE_DIST WEBPACK_DIST BROWSER...
// CASES_JSON: [{type, options, expected}] (options as hash-wasm's, outputType 'encoded').
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './launch.mjs';
import { serve } from './server.mjs';

const [packageDir, toolsDir, casesFile, viteDist, webpackDist, ...browsers] = process.argv.slice(2);
const cases = JSON.parse(readFileSync(casesFile, 'utf8'));
const here = path.dirname(fileURLToPath(import.meta.url));
const server = await serve({ pkg: packageDir, page: here, vite: viteDist, webpack: webpackDist });

let failures = 0;
try {
  for (const which of browsers) {
    const browser = await launch(which, toolsDir);
    const expect = (ok, what) => {
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${browser.name} ${browser.version}: ${what}`);
      if (!ok) failures += 1;
    };
    try {
      const pages = [['isolated', 'page/page.html', 'package'], ['plain', 'page/page.html', 'package'],
        ['isolated', 'vite/index.html', 'Vite-bundled'], ['isolated', 'webpack/index.html', 'webpack-bundled']];
      for (const [mode, file, kind] of pages) {
        const name = `${mode} ${kind} page`;
        const page = await browser.open(`${server.origin}/${mode}/${file}`);
        await page.waitFor(() => globalThis.pageReady === true, 60000);
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
    }
  }
} finally {
  await server.close();
}
console.log(failures === 0 ? 'all passed' : `${failures} failed`);
process.exitCode = failures === 0 ? 0 : 1;
