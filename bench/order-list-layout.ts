// `npm run bench:order-list-layout` (builds first): a long order in the order form's list layout
// (not Spreadsheet Mode), decision 0110. Orders of 201 and 2,000 priced lines are made through
// POST /order on the compiled server; each run is a fresh browser context of the purchaser at
// 1440x900 going to /order/{id}, times in the page's own clock from the navigation's start:
//
// - first line: the frame after the first line is in the page;
// - click answers: right after that, a click in the order's Name field and a typed letter, each
//   from its event's time stamp to the frame after it (the worse of the two): how long the page
//   keeps a person waiting while the rest of the lines are drawn;
// - last line: then the window is scrolled to its end, and the frame after the last line is in the
//   page (every line drawn, or the last one reachable), from the navigation and from the scroll.
//
// Nothing asserts: the figures go into the decision (median, p95, max).
import type { Browser, Page } from 'playwright-core';
import { paintedWatch, report, signedInContext, startChromiumBench } from './chromium-bench';
import { signIn } from './http';
import { benchOrderBody, benchOrderIds, jsonCaller } from './order-body';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '201,2000').split(',').map(Number);

/** Resolves with the page's clock at the frame after `selector` is in the page, from now on. */
const waitPainted = (selector: string) => `new Promise((resolve) => {
  const seen = () => {
    if (!document.querySelector(${JSON.stringify(selector)})) return false;
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    return true;
  };
  if (seen()) return;
  const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
  observer.observe(document.documentElement, { childList: true, subtree: true });
})`;

/** Event time stamp -> the frame after it, for every click and key from now on. */
const WATCH_INPUT = `(() => {
  window.__answers = [];
  for (const type of ['mousedown', 'keydown']) {
    document.addEventListener(type, (event) => {
      const started = event.timeStamp;
      requestAnimationFrame(() =>
        setTimeout(() => window.__answers.push(performance.now() - started), 0),
      );
    }, true);
  }
})()`;

async function open(browser: Browser, baseURL: string, cookie: string, id: number, lines: number) {
  const context = await signedInContext(browser, baseURL, cookie);
  await context.addInitScript(`localStorage.setItem('laydown.order-form.spreadsheet-mode', '0');`);
  await context.addInitScript(paintedWatch('__firstLine', '[data-testid="order-line-d0-l0"]'));
  const page: Page = await context.newPage();
  await page.goto(`/order/${id}`, { waitUntil: 'commit' });
  const firstLine = (await page.evaluate('window.__firstLine')) as number;
  await page.evaluate(WATCH_INPUT);
  // A page busy drawing lines answers late: the click waits for it (for minutes, under load).
  await page.getByTestId('order-name').click({ timeout: 300_000 });
  await page.keyboard.press('x');
  const answers = (await page.evaluate(`new Promise((resolve) => {
    const poll = () => (window.__answers.length >= 2 ? resolve(window.__answers) : setTimeout(poll, 5));
    poll();
  })`)) as number[];
  const last = `[data-testid="order-line-d0-l${lines - 1}"]`;
  const [lastLine, fromScroll] = (await page.evaluate(`(async () => {
    const started = performance.now();
    const painted = ${waitPainted(last)};
    const toEnd = () => window.scrollTo(0, document.documentElement.scrollHeight);
    toEnd();
    // The page grows as lines are drawn: go to its end again until the last line is there (not
    // more often: each scroll lays out the page, which slows the drawing it waits for).
    const timer = setInterval(toEnd, 500);
    const at = await painted;
    clearInterval(timer);
    return [at, at - started];
  })()`)) as [number, number];
  await context.close();
  return { firstLine, answer: Math.max(...answers), lastLine, fromScroll };
}

const { server, browser } = await startChromiumBench();
try {
  const baseURL = server.baseUrl;
  const cookie = await signIn(baseURL);
  const call = jsonCaller(baseURL, cookie);
  const ids = await benchOrderIds(call);
  console.log(
    `Order form, list layout (${baseURL}, web ${process.env.WEB_DIST_DIR ?? 'apps/web/dist'})`,
  );
  for (const lines of SIZES) {
    const created = await call<{ order: { id: number } }>(
      'POST',
      '/order',
      benchOrderBody(ids, lines),
    );
    const id = created.order.id;
    await open(browser, baseURL, cookie, id, lines); // chunks compiled, the server's first read
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await open(browser, baseURL, cookie, id, lines));
    report(
      `${lines} lines: navigation -> first line`,
      runs.map((r) => r.firstLine),
    );
    report(
      `${lines} lines: click, key -> painted`,
      runs.map((r) => r.answer),
    );
    report(
      `${lines} lines: navigation -> last line`,
      runs.map((r) => r.lastLine),
    );
    report(
      `${lines} lines: scroll to the end -> last line`,
      runs.map((r) => r.fromScroll),
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
