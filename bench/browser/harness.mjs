// The browser benchmark's loop, the same in a page and under node: every case, `reps` rounds
// of every arm, interleaved (each round starts one arm further on), every tag equal to the
// first. Before a case, our package gives its memory and Workers back, and its first call on
// Workers is timed apart: the first call of a page, Workers starting and modules compiling.
// Then one untimed round of every arm: in Chromium the first hashes of a page ran slower for a
// second or so whatever the arm (tiering ruled out: the same with V8's tiering off), and the
// table is of warm hashes. Every call, timed or not, starts after `settleMs` with nothing to
// run: an arm leaves its engine work to do after it returns (collecting its garbage, freeing a
// 64 MiB memory), and on a machine of two cores that work took its time from the next arm,
// from Workers most, which meet at every slice (docs/wasm.md, "How fast"). And before the
// first case, `startupMs` for the engine's own start: a browser that has just loaded the page
// kept a core busy for about half a second more (its other processes, the first frames).
export const settleMs = 50;
export const startupMs = 2000;

export const cases = [
  { name: '64 MiB, t=3, p=4 (Bitwarden)', memorySize: 65536, iterations: 3, parallelism: 4 },
  { name: '19 MiB, t=2, p=1 (OWASP)', memorySize: 19456, iterations: 2, parallelism: 1 },
  { name: '1 MiB, t=64, p=1 (in cache)', memorySize: 1024, iterations: 64, parallelism: 1 },
];

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function runBenchmark({ arms, ours, reps, log = () => {} }) {
  const results = [];
  await pause(startupMs);
  for (const c of cases) {
    const options = { password: 'password', salt: 'somesalt', iterations: c.iterations,
      memorySize: c.memorySize, parallelism: c.parallelism, hashLength: 32 };
    const blocks = c.memorySize * c.iterations;
    await ours.release();
    await pause(settleMs);
    let start = performance.now();
    const tag = await arms['ours-workers'](options);
    const firstMs = performance.now() - start;
    const names = Object.keys(arms);
    const samples = Object.fromEntries(names.map((n) => [n, []]));
    const errors = {};
    const mismatches = {};
    for (let round = -1; round < reps; ++round) {  // round -1: the untimed one
      for (let k = 0; k < names.length; ++k) {
        const name = names[(round + names.length + k) % names.length];
        if (errors[name]) continue;
        try {
          await pause(settleMs);
          start = performance.now();
          const got = await arms[name](options);
          const ms = performance.now() - start;
          if (got !== tag) mismatches[name] = got;
          if (round >= 0) samples[name].push(ms);
        } catch (error) {
          errors[name] = String(error?.message ?? error);
        }
      }
    }
    const armsOut = {};
    for (const name of names) {
      const s = samples[name];
      if (s.length === 0) continue;
      armsOut[name] = { median_ms: median(s), min_ms: Math.min(...s), max_ms: Math.max(...s),
        ns_per_block: (median(s) * 1e6) / blocks, reps: s.length,
        samples_ms: s.map((ms) => Math.round(ms * 100) / 100) };  // round by round
    }
    const result = { case: c, blocks, tag, first_call_on_workers_ms: firstMs, arms: armsOut, errors, mismatches };
    log(result);
    results.push(result);
  }
  return results;
}
