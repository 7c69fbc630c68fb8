import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BACKGROUND_PDF_MIN_LINES, ORDER_PDF_MESSAGES } from '@laydown/domain';
import { checkScreen } from '../support/axe';
import { apiSignIn } from '../support/accounts';
import { launchBrowser, newPage } from '../support/browser';

/**
 * The PDF of a large order made in the background (decision 0096): Download PDF says "Preparing
 * the PDF…"; the job renders it and the user channel's message turns that into a link, which
 * opens the PDF. At 1440 and 375 px.
 */
const SHOTS = process.env.PDF_SHOTS ?? path.join(os.tmpdir(), 'background-pdf-shots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const firstId = async (page: Page, url: string) => {
  const res = await page.request.get(url);
  expect(res.ok(), url).toBe(true);
  return ((await res.json()) as { records: { id: number }[] }).records[0]!.id;
};

/** An order with more lines than the direct download takes. */
async function largeOrder(page: Page, name: string) {
  const [projectId, unitId, costCodeId] = await Promise.all([
    firstId(page, '/api/projects'),
    firstId(page, '/api/common/units'),
    firstId(page, '/api/cost_codes'),
  ]);
  const lines = Array.from({ length: BACKGROUND_PDF_MIN_LINES + 1 }, (_, i) => ({
    description: `Rebar #4 20ft, bundle ${i + 1}`,
    quantity: '2',
    unit_id: unitId,
    unit_cost: '12.5',
    cost_code_id: costCodeId,
  }));
  const res = await page.request.post('/api/order', {
    data: {
      order: {
        kind: 'ORDER',
        project_id: projectId,
        name,
        deliveries: [{ order_materials: lines }],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: number; order_number: string } }).order;
}

describe.each([1440, 375])('Download PDF of a large order at %i px', (width) => {
  it('prepares the PDF in the background and links it when it is ready', async () => {
    const page = await newPage(browser, { width, height: 900 });
    await apiSignIn(page, 'admin@demo.test', inject('demoPassword'));
    const order = await largeOrder(page, `Large slab ${width}`);
    // Whoever keeps orders this long works in Spreadsheet Mode (decision 0071): the list layout
    // of 201 lines is slow to paint on this shared machine.
    await page.addInitScript({
      content: "localStorage.setItem('laydown.order-form.spreadsheet-mode', '1')",
    });
    await page.goto(`/order/${order.id}`);
    await page.getByTestId('order-form').waitFor();
    await page.getByTestId('order-pdf').click();
    await page.getByText(ORDER_PDF_MESSAGES.preparing).waitFor();
    await page.screenshot({ path: path.join(SHOTS, `pdf-preparing-${width}.png`) });

    const link = page.getByRole('link', { name: ORDER_PDF_MESSAGES.download(order.order_number) });
    await link.waitFor({ timeout: 30_000 });
    // The pointer off the button: its hover colour is not what the page looks like at rest.
    await page.mouse.move(0, 600);
    await page.waitForTimeout(400); // the notification's animation
    await page.screenshot({ path: path.join(SHOTS, `pdf-ready-${width}.png`) });
    const report = await checkScreen(page);
    expect(report.violations).toEqual([]);
    expect(report.overflow).toBe(0);

    const href = await link.getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    await page.context().close();
  }, 120_000);
});
