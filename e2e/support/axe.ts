import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs in the page (a string: this package has no DOM types). */
const IN_PAGE = `(async () => {
  const result = await window.axe.run(document, { resultTypes: ['violations'] });
  const violations = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      count: v.nodes.length,
      example: v.nodes[0] ? v.nodes[0].target.join(' ') : '',
    }));
  const root = document.documentElement;
  return {
    title: document.title,
    h1: document.querySelectorAll('h1').length,
    overflow: Math.max(0, root.scrollWidth - root.clientWidth),
    violations,
  };
})()`;

export interface ScreenFinding {
  rule: string;
  impact: string;
  count: number;
  example: string;
}

export interface ScreenReport {
  title: string;
  h1: number;
  /** How far the page scrolls sideways, in px (0 when it fits the window). */
  overflow: number;
  violations: ScreenFinding[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA plus best practices) on the page as it is and answers its
 * serious and critical violations, with the page's title, H1 count and sideways overflow. axe is
 * evaluated through the DevTools protocol, so the app's Content-Security-Policy stays as it is.
 */
export async function checkScreen(page: Page): Promise<ScreenReport> {
  await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(IN_PAGE)) as ScreenReport;
}
