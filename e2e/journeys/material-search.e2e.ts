import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInAsContractor } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const rows = (page: Page) =>
  page.locator('[data-testid="materials-page"] tbody tr.data-table__row');

async function search(page: Page, text: string) {
  const input = page.getByTestId('materials-search').locator('input');
  await input.fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

describe('material search', () => {
  it('a purchaser finds materials by a typo, by product identifier and by facet', async () => {
    const page = await newPage(browser);
    await signInAsContractor(page, 'purchaser@demo.test', inject('demoPassword'));
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('nav-material-database').click();
    await page.getByTestId('materials-page').waitFor();

    // A typo: 'coper pipe' finds copper pipe from the provider catalogue.
    await search(page, 'coper pipe');
    await expect.poll(() => rows(page).first().textContent()).toMatch(/Copper .*Pipe/);
    expect(await rows(page).first().getByTestId('material-catalog-badge').count()).toBe(1);

    // An exact product identifier ranks first.
    await search(page, 'CUL-PIPE-12');
    await expect.poll(() => rows(page).first().textContent()).toContain('CUL-PIPE-12');

    // A facet: only drywall remains (the unfiltered list starts with rebar).
    await page.getByTestId('materials-search').locator('input').fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.getByTestId('materials-filters').click();
    await page.getByTestId('materials-facet-group').click();
    await page.getByTestId('materials-facet-group').locator('input').fill('Drywall');
    await page
      .locator('.ant-select-dropdown .ant-select-item-option', { hasText: /^Drywall \(/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('group') === 'Drywall');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    // Group starts hidden so the default columns fit 1440 px: show it with the columns picker.
    const filters = page.getByTestId('materials-filters-drawer');
    if (await filters.isVisible()) await filters.getByRole('button', { name: 'Close' }).click();
    await filters.waitFor({ state: 'hidden' });
    await page.getByTestId('materials-table-columns').click();
    await page.getByRole('checkbox', { name: 'Group', exact: true }).check();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => {
        const texts = await rows(page).allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('Drywall'));
      })
      .toBe(true);
    await page.context().close();
  });
});
