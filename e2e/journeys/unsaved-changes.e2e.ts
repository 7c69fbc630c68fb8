import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { apiSignIn } from '../support/accounts';

/**
 * Nothing typed is lost (issue 9): the one unsaved-changes guard on a drawer (Escape, a click
 * outside), a page (the Roles page, in-app navigation, closing the tab) and the browser's Back;
 * a record opened by its URL in a new tab; an offline save that says so.
 */
const QUESTION = 'You may have unsaved changes, are you sure you want to leave?';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, { width: 1440, height: 900 });
  await apiSignIn(page, 'admin@demo.test', inject('demoPassword'));
});
afterAll(() => browser?.close());

const modal = () => page.getByTestId('unsaved-changes-modal');
/** The modal has closed, its fade-out included (it covers the page until then). */
const closed = () => page.locator('.ant-modal-wrap').waitFor({ state: 'hidden' });

describe('the unsaved-changes guard', () => {
  it('keeps a drawer open on Escape and on a click outside until Leave', async () => {
    await page.goto('/settings/units');
    await page.getByTestId('units-page-new').click();
    await page.waitForURL(/unit_id=new/);
    await page.getByTestId('unit-name').fill('CRATE');

    await page.keyboard.press('Escape');
    await modal().getByText(QUESTION).waitFor();
    await modal().getByTestId('unsaved-cancel').click();
    await closed();
    expect(await page.getByTestId('unit-name').inputValue()).toBe('CRATE');

    // A click on the mask, left of the 736 px drawer.
    await page.mouse.click(100, 450);
    await modal().getByText(QUESTION).waitFor();
    await modal().getByTestId('unsaved-leave').click();
    await page.getByTestId('unit-drawer').waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
  });

  it("asks on the browser's Back and saves with Save and Leave", async () => {
    // A unit of this journey's own (seeded units have synonyms that other searches would meet).
    const name = `JRNY${Date.now() % 100_000}`;
    const created = await page.request.post('/api/common/units', {
      data: { unit: { name, synonyms: [] } },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/settings/units?search=${name}`);
    await page.getByTestId('units-table').getByTestId('unit-open').first().click();
    await page.waitForURL(/unit_id=\d+/);
    const drawer = page.getByTestId('unit-drawer');
    await drawer.getByTestId('unit-override-label').fill('Bundle of 10');

    await page.goBack();
    await modal().getByText(QUESTION).waitFor();
    expect(page.url()).toMatch(/unit_id=\d+/);
    await modal().getByTestId('unsaved-save-and-leave').click();
    await page.getByText(`Unit ${name} was saved.`).waitFor();
    await drawer.waitFor({ state: 'detached' });
    expect(page.url()).not.toMatch(/unit_id=/);
    await page.getByTestId('units-table').getByText('Bundle of 10').first().waitFor();
  });

  it('guards a page: the Roles page asks before in-app navigation and before the tab closes', async () => {
    await page.goto('/company_settings/roles');
    const box = page.getByTestId('perm-PURCHASER-can_create_quick_po');
    const before = await box.isChecked();
    await box.click();
    // The save bar stays in view at the bottom of the window.
    const bar = page.getByTestId('roles-save-bar');
    await bar.waitFor();
    const box2 = await bar.boundingBox();
    expect(box2 && box2.y + box2.height).toBeLessThanOrEqual(900);

    await page.getByTestId('nav-projects').click();
    await modal().getByText(QUESTION).waitFor();
    await modal().getByTestId('unsaved-cancel').click();
    await closed();
    expect(new URL(page.url()).pathname).toBe('/company_settings/roles');
    expect(await box.isChecked()).toBe(!before);

    // Closing the tab (or reloading) gets the browser's own prompt.
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const prompt = await dialog;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.dismiss();
    expect(page.isClosed()).toBe(false);

    await page.getByTestId('nav-projects').click();
    await modal().getByTestId('unsaved-leave').click();
    await page.waitForURL(/\/projects$/);
  });

  it('opens a record by its URL in a new tab with Ctrl-click, and Back closes its drawer', async () => {
    await page.goto('/vendors');
    const link = page.getByTestId('vendors-table').getByTestId('vendor-open').first();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      link.click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/vendors\?vendor_id=\d+$/);
    await tab.getByTestId('vendor-drawer').getByTestId('vendor-name').waitFor();
    expect(await tab.title()).toMatch(/ · Laydown$/);
    await tab.close();

    // In the same tab the link opens the drawer, and Back closes it.
    await link.click();
    await page.waitForURL(/vendor_id=\d+/);
    await page.getByTestId('vendor-drawer').waitFor();
    await page.goBack();
    await page.getByTestId('vendor-drawer').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/vendors');
  });

  it('says at once that a save failed offline, keeping what was typed', async () => {
    await page.goto('/settings/units?unit_id=new');
    await page.getByTestId('unit-name').fill('PALLET');
    await page.context().setOffline(true);
    try {
      await page.getByTestId('unit-drawer-submit').click();
      await page
        .getByTestId('unit-drawer-error')
        .getByText(/You are offline/)
        .waitFor();
      expect(await page.getByTestId('unit-name').inputValue()).toBe('PALLET');
    } finally {
      await page.context().setOffline(false);
    }
  });
});
