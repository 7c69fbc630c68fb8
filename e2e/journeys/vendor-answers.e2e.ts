import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { checkScreen } from '../support/axe';
import { demoUserPage } from '../support/accounts';
import { launchBrowser } from '../support/browser';

/**
 * Issue 12, the purchaser's side (decision 0093): an RFQ like the demo's 'Light fixtures' goes to
 * vendor@supplier.test, who answers one line with a price and the other with a substitution; the
 * purchaser sees both in the order form's vendor response column, accepts the price as the
 * preferred vendor price and the substitution, and the form shows the decisions and the new
 * material. Another purchaser opening the order appears in the header. 1440 and 375 px, axe-clean.
 */

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/vendor-answer-shots';
let browser: Browser;

async function shotAndCheck(p: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await p.waitForTimeout(300); // fade-ins before axe
  await p.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const report = await checkScreen(p);
  expect(report.violations, name).toEqual([]);
  expect(report.h1, name).toBe(1);
  expect(report.overflow, name).toBe(0);
}

interface Line {
  id: number;
  description: string;
}

interface SourceLine extends Line {
  quantity: string;
  unit_id: number | null;
  cost_code_id: number | null;
}

/**
 * An RFQ like the demo's 'Light fixtures' (its project, vendor, contacts and cost codes): one line
 * of a company catalogue material, one of the demo's text, sent to the vendor; its two lines.
 */
async function sentRfq(request: APIRequestContext): Promise<{ id: number; lines: Line[] }> {
  const found = await request.get('/api/orders?search=Light%20fixtures');
  const sourceId = (
    (await found.json()) as { records: { id: number; name: string }[] }
  ).records.find((r) => r.name === 'Light fixtures')!.id;
  const source = (await (await request.get(`/api/order/${sourceId}`)).json()).order as {
    project_id: number;
    company_vendor_id: number;
    vendor_contact_ids: number[];
    deliveries: { order_materials: SourceLine[] }[];
  };
  const [first, second] = source.deliveries[0]!.order_materials;
  // A material of the company's own catalogue, so its price can become a preferred one.
  const made = await request.post('/api/company_materials', {
    data: {
      company_material: {
        description: `Anchor bolt 5/8 in ${Date.now()}`,
        unit_id: first!.unit_id,
        cost_code_id: first!.cost_code_id,
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const material = (
    (await made.json()) as { company_material: { id: number; description: string } }
  ).company_material;
  const created = await request.post('/api/order', {
    data: {
      order: {
        kind: 'RFQ',
        name: 'Vendor answers journey',
        project_id: source.project_id,
        company_vendor_id: source.company_vendor_id,
        vendor_contact_ids: source.vendor_contact_ids,
        deliveries: [
          {
            order_materials: [
              {
                company_material_id: material.id,
                description: material.description,
                quantity: '10',
                unit_id: first!.unit_id,
                unit_cost: '64.8',
                cost_code_id: first!.cost_code_id,
              },
              {
                description: second!.description,
                quantity: second!.quantity,
                unit_id: second!.unit_id,
                unit_cost: '4.95',
                cost_code_id: second!.cost_code_id,
              },
            ],
          },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { order: { id: number } }).order.id;
  const sent = await request.post('/api/order/send_rfq', { data: { order_id: id } });
  expect(sent.status(), await sent.text()).toBe(200);
  const order = (await sent.json()).order as { deliveries: { order_materials: Line[] }[] };
  return { id, lines: order.deliveries.flatMap((d) => d.order_materials) };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the purchaser decides on the vendor’s answers', () => {
  let orderId = 0;
  let lines: Line[] = [];

  it('the vendor answers the RFQ with a price and a substitution', async () => {
    const admin = await demoUserPage(browser, 'admin@demo.test', 1280);
    ({ id: orderId, lines } = await sentRfq(admin.request));
    await admin.context().close();
    const vendor = await demoUserPage(browser, 'vendor@supplier.test', 1280, 'VENDOR');
    const res = await vendor.request.patch(`/api/vendor_orders/${orderId}/responses`, {
      data: {
        order: {
          order_materials: [
            { id: lines[0]!.id, vendor_response: [], unit_cost: '59.90' },
            {
              id: lines[1]!.id,
              vendor_response: ['SUBSTITUTION'],
              vendor_note: 'PVC conduit schedule 80 1 in, 10 ft',
            },
          ],
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    await vendor.context().close();
  });

  it('shows the answers with Accept and Reject, at 375 px too', async () => {
    const phone = await demoUserPage(browser, 'admin@demo.test', 375);
    await phone.goto(`/order/${orderId}`);
    await phone.getByTestId('vendor-answer-1').waitFor();
    await phone.getByText('Substitute: PVC conduit schedule 80 1 in, 10 ft').waitFor();
    await shotAndCheck(phone, 'vendor-answers-375');
    await phone.context().close();
  });

  it('accepts the price as the preferred vendor price and the substitution; a colleague appears', async () => {
    const page = await demoUserPage(browser, 'admin@demo.test', 1440);
    await page.goto(`/order/${orderId}`);
    const price = page.getByTestId('vendor-answer-1');
    await price.getByText(/Vendor price \$59\.90/).waitFor();
    // Another purchaser opens the same order: their initials appear in the header.
    const colleague = await demoUserPage(browser, 'purchaser@demo.test', 1280);
    await colleague.goto(`/order/${orderId}`);
    await colleague.getByTestId('order-form').waitFor();
    await page.getByTestId('order-presence').waitFor();
    expect(await page.getByTestId('order-presence').getAttribute('aria-label')).toMatch(
      /^Also viewing this order: /,
    );
    await shotAndCheck(page, 'vendor-answers-1440');

    await page
      .getByRole('checkbox', { name: 'Also set as preferred vendor price for line 1' })
      .check();
    await page.getByRole('button', { name: 'Accept the vendor response on line 1' }).click();
    await page.getByTestId('vendor-answer-status-1').getByText('Accepted').waitFor();
    await page.getByRole('button', { name: 'Accept the vendor response on line 2' }).click();
    await page.getByTestId('vendor-answer-status-2').getByText('Accepted').waitFor();
    await expect
      .poll(() => page.getByTestId('line-material-d0-l1').locator('input').inputValue())
      .toBe('PVC conduit schedule 80 1 in, 10 ft');
    await shotAndCheck(page, 'vendor-answers-decided-1440');

    // The history shows both materials; the catalogue keeps the accepted price.
    const history = await page.request.get(`/api/order/${orderId}/history`);
    const entry = ((await history.json()).records as { changes: unknown[] }[])[0]!;
    expect(entry.changes).toContainEqual(
      expect.objectContaining({
        old: lines[1]!.description,
        new: 'PVC conduit schedule 80 1 in, 10 ft',
      }),
    );
    const order = (await (await page.request.get(`/api/order/${orderId}`)).json()).order as {
      deliveries: { order_materials: { company_material_id: number | null }[] }[];
    };
    const materialId = order.deliveries[0]!.order_materials[0]!.company_material_id;
    const quotes = await page.request.get(
      `/api/company_materials/${materialId}/prices_history?kind=quote`,
    );
    expect((await quotes.json()).items[0]).toMatchObject({ order_id: orderId, unit_cost: '59.9' });
    const material = await page.request.get(`/api/company_materials/${materialId}`);
    expect(JSON.stringify(await material.json())).toContain('"59.9');
    await colleague.context().close();

    // The vendor answers again while the page is open: the bell counts it and lists it.
    const vendor = await demoUserPage(browser, 'vendor@supplier.test', 1280, 'VENDOR');
    const again = await vendor.request.patch(`/api/vendor_orders/${orderId}/responses`, {
      data: {
        order: {
          order_materials: [{ id: lines[0]!.id, vendor_response: [], vendor_note: 'Ships Monday' }],
        },
      },
    });
    expect(again.status(), await again.text()).toBe(200);
    await vendor.context().close();
    // The vendor's write also asks to reload the open order (decision 0085).
    await page.getByTestId('order-changed-reload').click();
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    await page
      .getByTestId('notification-list')
      .getByRole('link', { name: /answered RFQ/ })
      .waitFor();
    await shotAndCheck(page, 'notifications-1440');
    await page.context().close();
  });
});
