import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { PRICE_MESSAGES } from '@laydown/domain';
import { launchBrowser, newPage } from '../support/browser';
import { signInAsContractor } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('preferred vendor prices', () => {
  it('an admin gives a material a preferred vendor price, and filters the list by that vendor', async () => {
    const page = await newPage(browser);
    await signInAsContractor(page, 'admin@demo.test', inject('demoPassword'));
    await page.getByTestId('home-page').waitFor();
    await page.goto('/materials?search=CUL-TEE-12');
    const link = page
      .locator('[data-testid="materials-page"] .data-table__row a[data-testid="material-open"]')
      .first();
    await link.click();
    const drawer = page.getByTestId('material-drawer');
    await drawer.getByTestId('vendor-price-add').click();

    // Required fields first, with the §5 messages.
    await page.getByTestId('material-drawer-submit').click();
    await drawer.getByText(PRICE_MESSAGES.vendorRequired).waitFor();
    await drawer.getByText(PRICE_MESSAGES.priceRequired).waitFor();

    await drawer.getByTestId('vendor-price-vendor').click();
    await page
      .locator('.ant-select-dropdown .ant-select-item-option', { hasText: 'Demo Supply Co.' })
      .click();
    await drawer.getByTestId('vendor-price-price').fill('8.75');
    await page.getByTestId('material-drawer-submit').click();
    await drawer.waitFor({ state: 'detached' });

    await link.click();
    const reopened = page.getByTestId('material-drawer');
    await expect.poll(() => reopened.getByTestId('vendor-price-price').inputValue()).toBe('8.75');
    await page.keyboard.press('Escape');
    // Closing goes back in history: let it land before the next address.
    await reopened.waitFor({ state: 'detached' });
    await page.waitForURL(/search=CUL-TEE-12$/);

    // Other journeys give the vendor prices too: the filter is read among the copper tees, of which
    // only this one has a price of Demo Supply Co.
    await page.goto('/materials?preferred_vendor_names=Demo%20Supply%20Co.&search=CUL-TEE');
    await expect
      .poll(() => page.locator('[data-testid="materials-page"] .data-table__row').allTextContents())
      .toEqual([expect.stringContaining('CUL-TEE-12')]);
    await page.context().close();
  });
});
