// `npm run bench:web`: builds, starts the compiled server (`npm start`'s) with the demo company on
// a fresh database, and measures in Chromium what a person waits for:
//   - JavaScript on the wire at a cold load (empty cache) of the sign-in page and of the materials
//     page: the sum of CDP Network.loadingFinished encodedDataLength over the Script responses;
//   - for the purchaser who signs in and opens the Material Database from the page they land on:
//     click on "Sign in" -> landing page shown, and click on "Material Database" (once the landing
//     page has settled, as a person reads it first) -> first material row on screen; their sum is
//     the time spent waiting between signing in and the first row (median of BENCH_RUNS runs).
// Numbers go into the issue notes; nothing here asserts them (goals: sign-in <= 150 kB, materials
// <= 300 kB, first row <= 0.8 s).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findChromium } from '../e2e/chromium.mjs';
import { CHROMIUM_FLAGS } from '../e2e/support/browser-flags';
import { COMPILED_SERVER, startServer } from '../e2e/support/server';
import { BENCH_PASSWORD, percentile, signIn } from './http';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PURCHASER = 'purchaser@demo.test';
const SIGN_IN_PATH = '/?access-type=CONTRACTOR';
const FIRST_ROW = '[data-testid="materials-page"] tbody tr.data-table__row';

interface Transfer {
  files: number;
  wire: number;
  decoded: number;
}

/** Opens `path` in a new page with the cache disabled and sums the scripts it downloaded. */
async function coldScripts(
  context: BrowserContext,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<Transfer> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const scripts = new Map<string, string>();
  const wire = new Map<string, number>();
  const decoded = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    const encoding = String(
      e.response.headers['content-encoding'] ??
        e.response.headers['Content-Encoding'] ??
        'identity',
    );
    if (e.type === 'Script')
      scripts.set(e.requestId, `${new URL(e.response.url).pathname} (${encoding})`);
  });
  cdp.on('Network.dataReceived', (e) =>
    decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength),
  );
  cdp.on('Network.loadingFinished', (e) => wire.set(e.requestId, e.encodedDataLength));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const ids = [...scripts.keys()];
  if (process.env.BENCH_VERBOSE) {
    for (const id of ids) console.log(`  ${kB(wire.get(id) ?? 0).padStart(9)}  ${scripts.get(id)}`);
  }
  const sum = (m: Map<string, number>) => ids.reduce((total, id) => total + (m.get(id) ?? 0), 0);
  await page.close();
  return { files: ids.length, wire: sum(wire), decoded: sum(decoded) };
}

/** Click on "Sign in" -> landing page; click on "Material Database" -> first row; in ms. */
async function signInToFirstRow(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(SIGN_IN_PATH);
  await page.getByTestId('login-email').fill(PURCHASER);
  await page.getByTestId('login-password').fill(BENCH_PASSWORD);
  const start = performance.now();
  await page.getByTestId('login-submit').click();
  const materials = page.getByRole('link', { name: 'Material Database' }).first();
  await materials.waitFor();
  const landed = performance.now() - start;
  await page.waitForLoadState('networkidle');
  const opened = performance.now();
  await materials.click();
  await page.locator(FIRST_ROW).first().waitFor();
  const firstRow = performance.now() - opened;
  await context.close();
  return { landed, firstRow, waited: landed + firstRow };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const line = (title: string, t: Transfer) =>
  console.log(
    `${title.padEnd(38)} ${kB(t.wire).padStart(10)} on the wire   ${kB(t.decoded).padStart(10)} uncompressed   ${t.files} files`,
  );

const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium not found: install chromium or set CHROMIUM_PATH');
const server = await startServer(
  { DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'warn' },
  COMPILED_SERVER,
);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
try {
  const baseURL = server.baseUrl;
  const cookie = (await signIn(baseURL)).split('=');
  const signedOut = await browser.newContext({ baseURL });
  const signedIn = await browser.newContext({ baseURL });
  await signedIn.addCookies([{ name: cookie[0] ?? '', value: cookie[1] ?? '', url: baseURL }]);

  console.log(`JavaScript at a cold load (${baseURL}, compiled server, compressed responses)`);
  line(
    'sign-in page',
    await coldScripts(signedOut, SIGN_IN_PATH, (p) => p.getByTestId('login-email').waitFor()),
  );
  line(
    'materials page (signed in)',
    await coldScripts(signedIn, '/materials', (p) => p.locator(FIRST_ROW).first().waitFor()),
  );

  await signInToFirstRow(browser, baseURL); // warm-up: the server's first queries
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await signInToFirstRow(browser, baseURL));
  const report = (title: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${title.padEnd(38)} median ${percentile(sorted, 50).toFixed(0)} ms   min ${sorted[0]?.toFixed(0)} ms   max ${sorted.at(-1)?.toFixed(0)} ms   (${RUNS} runs)`,
    );
  };
  report(
    'sign-in click -> landing page',
    runs.map((r) => r.landed),
  );
  report(
    'Material Database click -> first row',
    runs.map((r) => r.firstRow),
  );
  report(
    'sign-in -> first row (both waits)',
    runs.map((r) => r.waited),
  );
} finally {
  await browser.close();
  await server.stop();
}
