// The benchmark's page: our package (served at ../pkg/) and the peers (./node_modules/), the
// harness run on request from the runner (bench/browser/run.mjs).
import { makeArms } from './arms.mjs';
import { runBenchmark } from './harness.mjs';

const ours = await import('../pkg/index.js');
const load = async (file) => new Uint8Array(await (await fetch(new URL(file, import.meta.url))).arrayBuffer());
const arms = await makeArms({ ours, load, inPage: true });

globalThis.runBench = async (reps) => ({
  crossOriginIsolated: globalThis.crossOriginIsolated === true,
  features: await ours.features(),
  userAgent: navigator.userAgent,
  results: await runBenchmark({ arms, ours, reps, log: (r) => console.log(JSON.stringify(r)) }),
});
globalThis.benchReady = true;
