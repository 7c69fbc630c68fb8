import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkScreen } from '../support/axe';
import { apiSignIn } from '../support/accounts';
import { launchBrowser, newPage } from '../support/browser';

/**
 * The company's private order form (procurement-core §2 /new_order/{privateFormUrl}, decision
 * 0094): the demo requester opens the demo form's link signed out, signs in and is back on it,
 * writes a request in Spreadsheet Mode with the material search of the Material cell (Enter
 * picks), saves it as a drafted request and submits it; an unknown extension is not found. Both at 1440 and
 * 375 px with axe; the order page's JavaScript at first, gzipped, is logged and held to 400 kB.
 */
const SHOTS = process.env.PRIVATE_FORM_SHOTS ?? path.join(os.tmpdir(), 'private-order-form-shots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
const cell = (page: Page, row: number, key: string) => page.getByTestId(`sheet-cell-${row}-${key}`);

let MATERIAL = '';

/**
 * What the admin sets up: the requester in the project groups (orders are written in the
 * projects of one's groups, decision 0084), and a material of the company's own with a unit
 * (a requester orders the company's materials; picking one of the provider catalogue's opens
 * the request drawer instead, since a requester may not create materials).
 */
async function adminSetUp() {
  MATERIAL = `Journey anchor bolt ${Date.now()}`;
  const admin = await newPage(browser);
  await apiSignIn(admin, 'admin@demo.test', inject('demoPassword'));
  const users = (await (
    await admin.request.get('/api/company_users?search=requester%40demo.test')
  ).json()) as { records: { id: number; email: string }[] };
  const requester = users.records.find((u) => u.email === 'requester@demo.test');
  const groups = (await (await admin.request.get('/api/project_groups?per_page=1000')).json()) as {
    records: { id: number }[];
  };
  const member = await admin.request.patch(`/api/company_users/${requester?.id}`, {
    data: { company_user: { project_group_ids: groups.records.map((g) => g.id) } },
  });
  expect(member.status(), await member.text()).toBe(200);
  const units = (await (await admin.request.get('/api/common/units?search=EA')).json()) as {
    records: { id: number }[];
  };
  const material = await admin.request.post('/api/company_materials', {
    data: { company_material: { description: MATERIAL, unit_id: units.records[0]?.id } },
  });
  expect(material.status(), await material.text()).toBe(201);
  await admin.context().close();
}

/** The JavaScript the page downloaded, as sent (compressed), in kB. */
async function javascriptKb(page: Page): Promise<number> {
  const bytes = (await page.evaluate(`performance
    .getEntriesByType('resource')
    .concat(performance.getEntriesByType('navigation'))
    .filter((e) => new URL(e.name).pathname.endsWith('.js'))
    .reduce((sum, e) => sum + e.encodedBodySize, 0)`)) as number;
  return bytes / 1024;
}

describe('the private order form', () => {
  it('signs a requester in and back to the form, who saves a drafted request written in the spreadsheet', async () => {
    await adminSetUp();
    const page = await newPage(browser, { width: 1440, height: 900 });
    await page.goto('/new_order/DEMO');
    await page.waitForURL(/access-type=CONTRACTOR&redirect_to=/);
    await page.getByTestId('login-email').fill('requester@demo.test');
    await page.getByTestId('login-password').fill(inject('demoPassword'));
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/new_order/DEMO');
    await page.getByTestId('order-form').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('New Request');
    await page.waitForLoadState('networkidle');
    const wide = await checkScreen(page);
    expect(wide.violations).toEqual([]);
    expect(wide.h1).toBe(1);
    await shot(page, 'private-order-form-1440');

    // The project, by keyboard.
    await page.getByTestId('order-project').locator('input').first().focus();
    await page.keyboard.type('Riverside');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    await page.keyboard.press('Enter');

    // The Material cell searches the catalogue; Enter picks the highlighted material.
    await page.getByTestId('spreadsheet-toggle').click();
    await cell(page, 0, 'description').click();
    await page.keyboard.type('anchor bolt');
    expect(await page.getByPlaceholder('Search Material...').inputValue()).toBe('anchor bolt');
    const option = page.locator('.ant-select-dropdown:visible [data-testid="material-option"]', {
      hasText: MATERIAL,
    });
    await option.first().waitFor();
    const picked = MATERIAL;
    // The company's material comes first or further down: the arrows reach it.
    const options = page.locator('.ant-select-dropdown:visible [data-testid="material-option"]');
    const index = (await options.allTextContents()).findIndex((t) => t.startsWith(MATERIAL));
    await shot(page, 'private-order-form-material-search-1440');
    // The first suggestion is highlighted; the arrows move to the company's material.
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => cell(page, 0, 'description').textContent()).toBe(picked);
    await expect
      .poll(() => page.evaluate('document.activeElement.dataset.testid'))
      .toBe('sheet-cell-1-description');
    expect(await cell(page, 0, 'unit').textContent()).not.toBe('');
    // Escape leaves a cell as it was.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('zzz');
    await page.keyboard.press('Escape');
    expect(await cell(page, 0, 'description').textContent()).toBe(picked);
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    if (await cell(page, 0, 'cost_code').count()) {
      const codes = (await (await page.request.get('/api/cost_codes?per_page=1000')).json()) as {
        records: { code: string }[];
      };
      await cell(page, 0, 'cost_code').click();
      await page.keyboard.type(codes.records[0]?.code ?? '');
      await page.keyboard.press('Enter');
    }

    await page.getByTestId('order-save').click();
    await page.waitForURL(/\/order\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = (await (await page.request.get(`/api/order/${orderId}`)).json()) as {
      order: {
        state: string;
        badge: string;
        deliveries: { order_materials: { description: string; quantity: string }[] }[];
      };
    };
    expect(saved.order.state).toBe('DRAFTED_REQUEST');
    expect(saved.order.badge).toBe('Draft Request');
    expect(saved.order.deliveries[0]?.order_materials.map((l) => l.description)).toEqual([picked]);
    expect(Number(saved.order.deliveries[0]?.order_materials[0]?.quantity)).toBe(3);

    // The saved request opened directly: its JavaScript at first, gzipped.
    const fresh = await newPage(browser, { width: 1440, height: 900 });
    await apiSignIn(fresh, 'requester@demo.test', inject('demoPassword'));
    await fresh.goto(`/order/${orderId}`);
    await fresh.getByTestId('order-form').waitFor();
    await fresh.waitForLoadState('networkidle');
    const kb = await javascriptKb(fresh);
    console.info(`order page JavaScript at first: ${kb.toFixed(0)} kB compressed`);
    expect(kb).toBeLessThanOrEqual(400);
    // The drafted request offers Submit Request, at 1440 and 375 px.
    const submit = fresh.getByRole('button', { name: 'Submit Request' });
    await submit.waitFor();
    const drafted = await checkScreen(fresh);
    expect(drafted.violations).toEqual([]);
    await shot(fresh, 'private-order-form-drafted-request-1440');
    const small = await newPage(browser, { width: 375, height: 800 });
    await apiSignIn(small, 'requester@demo.test', inject('demoPassword'));
    await small.goto(`/order/${orderId}`);
    await small.getByRole('button', { name: 'Submit Request' }).waitFor();
    await small.waitForLoadState('networkidle');
    const draftedSmall = await checkScreen(small);
    expect(draftedSmall.violations).toEqual([]);
    expect(draftedSmall.overflow).toBe(0);
    await shot(small, 'private-order-form-drafted-request-375');
    await small.context().close();
    // Submitted, it is a requested order awaiting approval.
    await submit.click();
    await expect
      .poll(async () => {
        const res = await fresh.request.get(`/api/order/${orderId}`);
        return ((await res.json()) as { order: { sub_state: string } }).order.sub_state;
      })
      .toBe('REQUESTED_ORDER');
    await fresh.getByText('Requested', { exact: true }).first().waitFor();
    await fresh.context().close();

    // On a phone.
    const phone = await newPage(browser, { width: 375, height: 800 });
    await apiSignIn(phone, 'requester@demo.test', inject('demoPassword'));
    await phone.goto('/new_order/demo');
    await phone.getByTestId('order-form').waitFor();
    await phone.waitForLoadState('networkidle');
    const narrow = await checkScreen(phone);
    expect(narrow.violations).toEqual([]);
    expect(narrow.overflow).toBe(0);
    await shot(phone, 'private-order-form-375');
    // The Material cell's search on a phone: the suggestions open over the grid, the page does
    // not scroll sideways.
    await phone.getByTestId('spreadsheet-toggle').click();
    await cell(phone, 0, 'description').click();
    await phone.keyboard.type('anchor bolt');
    await phone
      .locator('.ant-select-dropdown:visible [data-testid="material-option"]')
      .first()
      .waitFor();
    const searching = await checkScreen(phone);
    expect(searching.violations).toEqual([]);
    expect(searching.overflow).toBe(0);
    await phone.screenshot({
      path: path.join(SHOTS, 'private-order-form-material-search-375.png'),
    });
    await phone.keyboard.press('Escape');
    await phone.context().close();
    await page.context().close();
  }, 240_000);

  it('answers an extension that is not the company form with a not-found page', async () => {
    for (const width of [1440, 375]) {
      const page = await newPage(browser, { width, height: 900 });
      await apiSignIn(page, 'requester@demo.test', inject('demoPassword'));
      await page.goto('/new_order/no-such-form');
      await page.getByTestId('order-form-not-found').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'This order form does not exist.',
      );
      const report = await checkScreen(page);
      expect(report.violations).toEqual([]);
      expect(report.overflow).toBe(0);
      await shot(page, `private-order-form-not-found-${width}`);
      await page.context().close();
    }
  }, 120_000);
});
