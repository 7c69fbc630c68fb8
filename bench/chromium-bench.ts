// What the Chromium benchmarks share: the compiled server (as `npm start` runs it) on a database
// of its own, signed in with the bench password, and Debian's Chromium with the project's flags.
import { chromium } from 'playwright-core';
import { findChromium } from '../e2e/chromium.mjs';
import { CHROMIUM_FLAGS } from '../e2e/support/browser-flags';
import { COMPILED_SERVER, startServer } from '../e2e/support/server';
import { BENCH_PASSWORD } from './http';

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
