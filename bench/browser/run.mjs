// The browser benchmark's runner: the harness (harness.mjs) over the same arms (arms.mjs) under
// node and in Debian's Chromium and Firefox ESR (a cross-origin isolated page on 127.0.0.1,
// tests/npm/browser/launch.mjs), then results.json, summary.md, readme.md and chart.svg in
// OUT, each naming the date, the commit and the command. tools/bench-browser.sh builds the
// package and calls this.
//   node run.mjs --package DIR --tools DIR --reps N --out DIR [--command TEXT]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { makeArms } from './arms.mjs';
import { runBenchmark, settleMs, startupMs } from './harness.mjs';
import { launch } from '../../tests/npm/browser/launch.mjs';
import { serve } from '../../tests/npm/browser/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, a, i, all) =>
  (a.startsWith('--') ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []));
const reps = Number(args.reps ?? 7);
const out = path.resolve(args.out);
// The commit as every benchmark of this repository names it (bench/source_commit.py: "-dirty"
// for a changed tracked file, bench/results/ aside, so a run after a run stays clean).
const commit = execFileSync('python3', [path.join(root, 'bench/source_commit.py'), root], { encoding: 'utf8' }).trim();
const now = new Date();
const provenance = {
  date: now.toISOString().replace(/\.\d+Z$/, 'Z'),
  commit,
  command: args.command ?? `node bench/browser/run.mjs --reps ${reps}`,
  cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, reps, settle_ms: settleMs, startup_ms: startupMs,
};
console.log(`browser benchmark: ${JSON.stringify(provenance)}`);

const engines = [];
const report = (name, version, run) => {
  engines.push({ engine: name, version, ...run });
  for (const r of run.results) {
    const cells = Object.entries(r.arms).map(([arm, a]) => `${arm} ${a.ns_per_block.toFixed(0)}`).join('  ');
    console.log(`${name} ${r.case.name}: ns/block ${cells}; first call on Workers ${r.first_call_on_workers_ms.toFixed(0)} ms`
      + (Object.keys(r.errors).length ? `; errors ${JSON.stringify(r.errors)}` : ''));
  }
};

// node, in this process.
{
  const ours = await import(pathToFileURL(path.join(args.package, 'index.js')).href);
  const load = async (file) => new Uint8Array(readFileSync(path.join(here, file)));
  const arms = await makeArms({ ours, load, inPage: false });
  const results = await runBenchmark({ arms, ours, reps });
  report('node', process.version, { crossOriginIsolated: null, features: await ours.features(), results });
  await ours.release();
}

// Each browser, a cross-origin isolated page.
for (const which of ['chromium', 'firefox']) {
  const server = await serve({ pkg: args.package, bench: here });
  const browser = await launch(which, args.tools, () => {});
  try {
    const page = await browser.open(`${server.origin}/isolated/bench/page.html`);
    await page.waitFor(() => globalThis.benchReady === true, 60000);
    report(which, browser.version, await page.evaluate((n) => globalThis.runBench(n), reps));
  } finally {
    await browser.close();
    await server.close();
  }
}

// Every arm's tag equal, or the run says which was not.
const mismatched = engines.flatMap((e) => e.results.flatMap((r) =>
  Object.keys(r.mismatches).map((arm) => `${e.engine} ${r.case.name} ${arm}`)));

mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'results.json'), JSON.stringify({ provenance, engines, mismatched }, null, 2) + '\n');

// summary.md: per engine and case, each arm's median (min-max) and per block, and the ratios.
const fmt = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
// The first line as every benchmark summary of this repository has it (bench/provenance.hpp).
const measured = `Measured ${now.toISOString().slice(0, 10)} ${now.toISOString().slice(11, 16)} UTC at commit `
  + `${provenance.commit}: \`${provenance.command}\``;
const machine = `${provenance.cpu}, ${provenance.cores} cores; median of ${reps} interleaved rounds after an untimed one, `
  + `each call after ${settleMs} ms idle, the first after ${startupMs / 1000} s`;
let md = `${measured}\n(${machine}; chart: bench/results/browser/chart.svg)\n\n`;
md += '| engine | case | arm | median ms (min-max) | ns per block | hash-wasm\'s time / this |\n| --- | --- | --- | --- | --- | --- |\n';
for (const e of engines) {
  for (const r of e.results) {
    const base = r.arms['hash-wasm']?.median_ms;
    for (const [arm, a] of Object.entries(r.arms)) {
      md += `| ${e.engine} ${e.version} | ${r.case.name} | ${arm} | ${fmt(a.median_ms)} (${fmt(a.min_ms)}-${fmt(a.max_ms)}) | ${a.ns_per_block.toFixed(0)} | ${base ? (base / a.median_ms).toFixed(2) + 'x' : ''} |\n`;
    }
    md += `| ${e.engine} ${e.version} | ${r.case.name} | ours-workers, first call | ${fmt(r.first_call_on_workers_ms)} | | |\n`;
    for (const [arm, error] of Object.entries(r.errors)) md += `| ${e.engine} ${e.version} | ${r.case.name} | ${arm} | failed: ${error} | | |\n`;
  }
}
md += mismatched.length ? `\nTags that differ: ${mismatched.join('; ')}\n` : '\nEvery arm gave the same tag in every round.\n';
writeFileSync(path.join(out, 'summary.md'), md);

// readme.md: the README's rows, Chromium only: per case, one thread and Workers against
// hash-wasm and the fastest other peer.
let readme = `${measured}\n(${machine}; Chromium ${engines.find((e) => e.engine === 'chromium').version}, `
  + 'a cross-origin isolated page; docs/wasm.md has node and every peer)\n\n';
readme += '| Chromium, Argon2id | ours, one thread | ours, Workers | hash-wasm 4.13 | fastest other peer |\n| --- | --- | --- | --- | --- |\n';
for (const r of engines.find((e) => e.engine === 'chromium').results) {
  const cell = (arm) => (r.arms[arm] ? `${fmt(r.arms[arm].median_ms)} ms` : 'failed');
  const base = r.arms['hash-wasm']?.median_ms;
  const vs = (arm) => (base && r.arms[arm] ? ` (${(base / r.arms[arm].median_ms).toFixed(2)}x)` : '');
  const others = Object.entries(r.arms).filter(([arm]) => !arm.startsWith('ours') && arm !== 'hash-wasm')
    .sort((x, y) => x[1].median_ms - y[1].median_ms);
  const other = others.length ? `${others[0][0]} ${fmt(others[0][1].median_ms)} ms` : '';
  readme += `| ${r.case.name} | ${cell('ours-thread')}${vs('ours-thread')} | ${cell('ours-workers')}${vs('ours-workers')} | ${cell('hash-wasm')} | ${other} |\n`;
}
writeFileSync(path.join(out, 'readme.md'), readme);

// chart.svg: ns per block, one group of bars per engine and case.
const groups = engines.flatMap((e) => e.results.map((r) => ({ label: `${e.engine}: ${r.case.name}`, arms: r.arms })));
const armNames = [...new Set(groups.flatMap((g) => Object.keys(g.arms)))];
const colors = ['#1b6ca8', '#5fa8d3', '#c0392b', '#8e44ad', '#27ae60'];
const most = Math.max(...groups.flatMap((g) => Object.values(g.arms).map((a) => a.ns_per_block)));
const rowHeight = 14;
const groupHeight = rowHeight * armNames.length + 26;
const width = 760;
const barLeft = 250;
let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${groups.length * groupHeight + 40}" font-family="sans-serif" font-size="11">\n`;
svg += `<text x="10" y="16" font-size="13">ns per block, lower is faster (${provenance.date}, ${provenance.commit})</text>\n`;
groups.forEach((g, gi) => {
  const y0 = 34 + gi * groupHeight;
  svg += `<text x="10" y="${y0 + 10}" font-weight="bold">${g.label}</text>\n`;
  armNames.forEach((arm, ai) => {
    const a = g.arms[arm];
    if (!a) return;
    const y = y0 + 16 + ai * rowHeight;
    const w = ((width - barLeft - 60) * a.ns_per_block) / most;
    svg += `<text x="${barLeft - 6}" y="${y + 10}" text-anchor="end">${arm}</text>`;
    svg += `<rect x="${barLeft}" y="${y}" width="${w.toFixed(1)}" height="${rowHeight - 3}" fill="${colors[ai % colors.length]}"/>`;
    svg += `<text x="${barLeft + w + 4}" y="${y + 10}">${a.ns_per_block.toFixed(0)}</text>\n`;
  });
});
svg += '</svg>\n';
writeFileSync(path.join(out, 'chart.svg'), svg);
console.log(md);
if (mismatched.length) process.exitCode = 1;
