import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ORDER_PDF_MESSAGES } from '@laydown/domain';
import { checkScreen } from '../support/axe';
import { demoUserPage } from '../support/accounts';
import { launchBrowser } from '../support/browser';

/**
 * Issue 12, the vendor portal (decision 0087): vendor@supplier.test finds a demo RFQ sent to them,
 * answers one line with a substitution and another with a changed price, saves, submits the quote
 * with its expiry date; the purchaser then sees the answers in the order form's vendor response
 * column. The list and the document at 1440 and 375 px, axe-clean, without sideways scroll. The
 * vendor's Download PDF is made in the background and linked when it is ready (decision 0111).
 */

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/vendor-shots';
const RFQ = 'Light fixtures';
let browser: Browser;

async function shotAndCheck(p: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const report = await checkScreen(p);
  expect(report.violations, name).toEqual([]);
  expect(report.h1, name).toBe(1);
  expect(report.overflow, name).toBe(0);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the vendor portal', () => {
  let orderId = 0;

  it('lists the RFQs and orders sent to the vendor, searchable, with cards on a phone', async () => {
    const phone = await demoUserPage(browser, 'vendor@supplier.test', 375, 'VENDOR');
    await phone.goto('/vendor/orders');
    await phone.getByRole('heading', { level: 1, name: 'RFQs and Orders' }).waitFor();
    await phone.getByTestId('vendor-order-card').first().waitFor();
    await shotAndCheck(phone, 'vendor-orders-375');
    await phone.context().close();

    const page = await demoUserPage(browser, 'vendor@supplier.test', 1440, 'VENDOR');
    await page.goto('/vendor/home');
    await page.getByRole('link', { name: /Quotes/ }).click();
    await page.waitForURL(/\/vendor\/orders\?state=QUOTED/);
    const search = page.getByPlaceholder('Search here...');
    await search.fill(RFQ);
    await search.press('Enter');
    const row = page.locator('[data-testid="vendor-orders-table"] tbody tr.ant-table-row');
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.first().getByTestId('order-badge').innerText()).toBe('Quote Requested');
    await shotAndCheck(page, 'vendor-orders-1440');
    await row.first().getByTestId('vendor-order-open').click();
    await page.waitForURL(/\/vendor\/orders\/\d+$/);
    orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByTestId('vendor-order-page').waitFor();
    await page.context().close();
  });

  it("downloads the vendor's PDF, made in the background, at 1440 and 375 px", async () => {
    for (const width of [1440, 375]) {
      const page = await demoUserPage(browser, 'vendor@supplier.test', width, 'VENDOR');
      await page.goto(`/vendor/orders/${orderId}`);
      await page.getByTestId('vendor-order-page').waitFor();
      await page.getByTestId('order-pdf').click();
      const link = page.getByTestId('order-pdf-link');
      await link.waitFor({ timeout: 30_000 });
      expect(await link.innerText()).toMatch(/^Download .+ PDF$/);
      expect(await page.getByText(ORDER_PDF_MESSAGES.ready).count()).toBe(1);
      await page.mouse.move(0, 600);
      await page.waitForTimeout(400); // the notification's animation
      await shotAndCheck(page, `vendor-pdf-ready-${width}`);
      const file = await page.request.get((await link.getAttribute('href'))!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      await page.context().close();
    }
  }, 120_000);

  it('answers with a substitution and a changed price, saves and submits the quote', async () => {
    const page = await demoUserPage(browser, 'vendor@supplier.test', 1440, 'VENDOR');
    await page.goto(`/vendor/orders/${orderId}`);
    const editors = page.getByTestId('vendor-response-editor');
    await editors.first().waitFor();
    const first = editors.nth(0);
    await first.getByTestId('response-SUBSTITUTION').click();
    await first.getByTestId('vendor-note').fill('Equivalent LED fixture, same size');
    const second = editors.nth(1);
    await second.getByTestId('response-CHANGED_PRICE').click();
    await second.getByRole('spinbutton').fill('9.75');
    await shotAndCheck(page, 'vendor-order-1440');
    await page.getByTestId('vendor-save').click();
    await page.getByText('Responses saved').waitFor();

    await page.getByTestId('vendor-submit-quote').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Quote expiry date').fill('12/31/2026');
    await dialog.getByLabel('Quote expiry date').press('Enter');
    await dialog.getByRole('button', { name: 'Submit Quote' }).click();
    await page.getByText('Quote submitted').waitFor();
    await expect
      .poll(() => page.getByTestId('order-badge').first().innerText())
      .toBe('Quote Provided');
    await page.context().close();

    const phone = await demoUserPage(browser, 'vendor@supplier.test', 375, 'VENDOR');
    await phone.goto(`/vendor/orders/${orderId}`);
    await phone.getByTestId('vendor-response-editor').first().waitFor();
    await shotAndCheck(phone, 'vendor-order-375');
    await phone.context().close();
  });

  it('shows the purchaser the answers in the order form’s vendor response column', async () => {
    const page = await demoUserPage(browser, 'admin@demo.test', 1440);
    const res = await page.request.get(`/api/order/${orderId}`);
    const order = (await res.json()).order as {
      sub_state: string;
      deliveries: { order_materials: { vendor_response: string[]; unit_cost?: string }[] }[];
    };
    expect(order.sub_state).toBe('QUOTED_RECEIVED');
    const lines = order.deliveries.flatMap((d) => d.order_materials);
    expect(lines[0]!.vendor_response).toEqual(['SUBSTITUTION']);
    expect(lines[1]).toMatchObject({ vendor_response: ['CHANGED_PRICE'], unit_cost: '9.75' });
    await page.goto(`/order/${orderId}`);
    await page.getByText('Equivalent LED fixture, same size').first().waitFor();
    await page.getByText('Substitution', { exact: true }).first().waitFor();
    await page.getByText('Changed Price', { exact: true }).first().waitFor();
    await page.context().close();
  });
});
