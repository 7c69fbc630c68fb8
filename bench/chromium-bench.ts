// What the Chromium benchmarks share: the compiled server (as `npm start` runs it) on a database
// of its own, signed in with the bench password, and Debian's Chromium with the project's flags.
import { chromium, type Browser } from 'playwright-core';
import { findChromium } from '../e2e/chromium.mjs';
import { CHROMIUM_FLAGS } from '../e2e/support/browser-flags';
import { COMPILED_SERVER, startServer } from '../e2e/support/server';
import { BENCH_PASSWORD, percentile } from './http';

export async function startChromiumBench() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: install chromium or set CHROMIUM_PATH');
  const server = await startServer(
    { DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'warn' },
    COMPILED_SERVER,
  );
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  return { server, browser };
}

/** A fresh browser context at 1440x900 carrying the signed-in session's cookie. */
export async function signedInContext(browser: Browser, baseURL: string, cookie: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name: name ?? '', value: value ?? '', url: baseURL }]);
  return context;
}

/**
 * A page's init script: `window[variable]` resolves with the page's clock at the frame after the
 * first element matching `selector` is in the page (requestAnimationFrame, then the next task).
 * Given as text: the benches are compiled without the DOM types.
 */
export const paintedWatch = (variable: string, selector: string) => `
    window.${variable} = new Promise((resolve) => {
      const seen = () => {
        if (!document.querySelector(${JSON.stringify(selector)})) return false;
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
        return true;
      };
      const start = () => {
        if (seen()) return;
        const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
        observer.observe(document.documentElement, { childList: true, subtree: true });
      };
      if (document.documentElement) start();
      else document.addEventListener('DOMContentLoaded', start);
    });
  `;

/** One line of figures: median, p95 and max in ms, and how many. */
export function report(title: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(
    `${title.padEnd(46)} median ${percentile(sorted, 50).toFixed(0).padStart(4)} ms   p95 ${percentile(sorted, 95).toFixed(0).padStart(4)} ms   max ${sorted.at(-1)?.toFixed(0).padStart(4)} ms   (${values.length})`,
  );
}
