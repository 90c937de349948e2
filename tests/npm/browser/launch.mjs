// Debian's browsers under automation, one interface for the tests and the benchmark: Chromium
// through playwright-core (CDP), Firefox ESR through puppeteer-core over WebDriver BiDi (Debian
// has no geckodriver, and Playwright's Firefox is its own patched build). Neither downloads a
// browser; both start with a fresh profile and no network beyond 127.0.0.1.
//   const browser = await launch('chromium' | 'firefox', TOOLS_DIR)
//   browser.name, browser.version, await browser.open(url) -> page, await browser.close()
//   page.waitFor(fn, timeoutMs), page.evaluate(fn, arg), page.close()
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const executables = { chromium: '/usr/bin/chromium', firefox: '/usr/bin/firefox-esr' };
const tool = (toolsDir, file) => import(pathToFileURL(path.join(toolsDir, 'node_modules', file)).href);

// A new page at `url`, its console and errors logged. The two tools' pages differ only in how
// waitForFunction takes its timeout (`waitFor`).
async function opened(name, browser, url, log, waitFor) {
  const page = await browser.newPage();
  page.on('console', (m) => log(`     [${name} console] ${m.text()}`));
  page.on('pageerror', (e) => log(`     [${name} page error] ${e.message}`));
  await page.goto(url);
  return {
    waitFor: (fn, timeout) => waitFor(page, fn, timeout),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    close: () => page.close(),
  };
}

export async function launch(name, toolsDir, log = console.log) {
  if (name === 'chromium') {
    const { chromium } = await tool(toolsDir, 'playwright-core/index.mjs');
    const browser = await chromium.launch({
      executablePath: executables.chromium,
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update',
             '--disable-sync', '--no-first-run'],
    });
    return {
      name, version: browser.version(), executable: executables.chromium,
      open: (url) => opened(name, browser, url, log, (page, fn, timeout) => page.waitForFunction(fn, null, { timeout })),
      close: () => browser.close(),
    };
  }
  if (name === 'firefox') {
    const { default: puppeteer } = await tool(toolsDir, 'puppeteer-core/lib/puppeteer/puppeteer-core.js');
    const browser = await puppeteer.launch({
      browser: 'firefox', protocol: 'webDriverBiDi', executablePath: executables.firefox, headless: true,
      extraPrefsFirefox: { 'network.proxy.type': 0, 'app.update.enabled': false, 'browser.shell.checkDefaultBrowser': false },
    });
    return {
      name, version: (await browser.version()).replace(/^firefox\//i, ''), executable: executables.firefox,
      open: (url) => opened(name, browser, url, log, (page, fn, timeout) => page.waitForFunction(fn, { timeout })),
      close: () => browser.close(),
    };
  }
  throw new Error(`no such browser: ${name}`);
}

export const browserExecutable = (name) => executables[name];
