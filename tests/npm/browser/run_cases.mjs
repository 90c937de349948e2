// What a test page runs (tests/npm/browser/browser.mjs drives it): counts the Workers the package
// starts (imported before the package, it wraps Worker first), then hashes what the runner asks
// and reports what the page offers.
const Original = globalThis.Worker;
let workersStarted = 0;
if (Original) {
  globalThis.Worker = class extends Original {
    constructor(...args) { super(...args); workersStarted += 1; }
  };
}

// argon2: the package's module. Sets globalThis.runCases(cases: [{type, options}]) ->
// {crossOriginIsolated, features, workersStarted, results: [string]}, then pageReady.
export function installPage(argon2) {
  globalThis.runCases = async (cases) => {
    const results = [];
    for (const { type, options } of cases) {
      try {
        results.push(await argon2[type](options));
      } catch (error) {
        results.push(`error: ${error.name} ${error.code ?? ''} ${error.message}`);
      }
    }
    return {
      crossOriginIsolated: globalThis.crossOriginIsolated === true,
      features: await argon2.features(),
      workersStarted,
      results,
    };
  };
  globalThis.pageReady = true;
}
