import { inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './browser-flags';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_FLAGS });
}

/** A fresh browser context (no cookies) at the app's base URL. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
  return context.newPage();
}
