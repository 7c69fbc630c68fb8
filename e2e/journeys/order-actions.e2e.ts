import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { checkScreen } from '../support/axe';
import { apiSignIn } from '../support/accounts';
import { launchBrowser, newPage } from '../support/browser';

/**
 * The order form's actions menu and receiving (issue 11): two drafts of one project merged from
 * the form, a line split into a new order that opens at its address, a placed order's delivery
 * received line by line (its delivered state shown), and the order converted to a commitment; the
 * screens at 1440 and 375 px without an axe violation.
 */
const SHOTS = process.env.ORDER_ACTIONS_SHOTS ?? path.join(os.tmpdir(), 'order-actions-shots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

interface Order {
  id: number;
  order_number: string;
  state: string;
  commitment_id: number | null;
  deliveries: {
    id: number;
    state: string;
    order_materials: { id: number; description: string; quantity_delivered: string }[];
  }[];
}

async function purchaser(width: number): Promise<Page> {
  const page = await newPage(browser, { width, height: 900 });
  await apiSignIn(page, 'purchaser@demo.test', inject('demoPassword'));
  return page;
}

async function get<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** What a line needs in the demo company: a unit, a unit cost, and a cost and tax code if used. */
async function lineMaker(request: APIRequestContext) {
  type Rows = { records: { id: number; name?: string }[] };
  const [units, costCodes, taxCodes, projects, vendors] = await Promise.all([
    get<Rows>(request, '/api/common/units?per_page=100'),
    get<Rows>(request, '/api/cost_codes?per_page=1'),
    get<Rows>(request, '/api/tax_codes?per_page=1'),
    get<Rows>(request, '/api/projects?per_page=1'),
    get<Rows>(request, '/api/company_vendors?per_page=1'),
  ]);
  const unit = units.records.find((u) => u.name === 'EA') ?? units.records[0];
  return {
    projectId: projects.records[0]!.id,
    vendorId: vendors.records[0]!.id,
    line: (description: string, quantity = '4') => ({
      description,
      quantity,
      unit_id: unit!.id,
      unit_cost: '2.5',
      ...(costCodes.records[0] ? { cost_code_id: costCodes.records[0].id } : {}),
      ...(taxCodes.records[0] ? { tax_code_id: taxCodes.records[0].id } : {}),
    }),
  };
}

async function createOrder(
  request: APIRequestContext,
  path: '/api/order' | '/api/order/quick_po',
  order: Record<string, unknown>,
): Promise<Order> {
  const res = await request.post(path, { data: { order } });
  if (res.status() !== 201) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { order: Order }).order;
}

async function menuItem(page: Page, label: string) {
  await page.getByTestId('order-more-actions').click();
  await page.getByRole('menuitem', { name: label }).click();
}

async function noViolations(page: Page) {
  // Dialogs and messages fade in: axe reads the colours once they are drawn in full, with the
  // pointer off the page (a button that moved under it after a click is drawn in its hover colour).
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  const report = await checkScreen(page);
  expect(report.violations, JSON.stringify(report.violations)).toEqual([]);
  expect(report.overflow).toBe(0);
}

describe('order actions', () => {
  it('merges two drafts, splits a line into a new order, receives a placed order and converts it to a commitment', async () => {
    const page = await purchaser(1440);
    // Catalogue descriptions are unique: a retried journey names its material afresh.
    const run = Date.now().toString(36);
    const make = await lineMaker(page.request);
    const header = {
      kind: 'ORDER',
      project_id: make.projectId,
      company_vendor_id: make.vendorId,
      deliveries: [{ order_materials: [] as unknown[] }],
    };
    const target = await createOrder(page.request, '/api/order', {
      ...header,
      name: 'Journey merge target',
      deliveries: [
        { order_materials: [make.line('Journey rebar'), make.line('Journey sand', '2')] },
      ],
    });
    const merged = await createOrder(page.request, '/api/order', {
      ...header,
      name: 'Journey merged draft',
      deliveries: [{ order_materials: [make.line('Journey gravel', '3')] }],
    });

    // Merge: the other draft of the project is offered, chosen, and its line joins this order.
    await page.goto(`/order/${target.id}`);
    await page.getByTestId('order-form').waitFor();
    await menuItem(page, 'Merge');
    const mergeDialog = page.getByRole('dialog');
    await mergeDialog
      .getByText(new RegExp(`${merged.order_number} — Journey merged draft`))
      .click();
    await noViolations(page);
    await page.screenshot({ path: path.join(SHOTS, 'merge-dialog-1440.png') });
    await page.getByTestId('merge-confirm').click();
    await page.getByText(`Merged 1 order into Ref Number ${target.order_number}`).waitFor();
    const afterMerge = await get<{ order: Order }>(page.request, `/api/order/${target.id}`);
    expect(afterMerge.order.deliveries[0]!.order_materials.map((l) => l.description)).toEqual([
      'Journey rebar',
      'Journey sand',
      'Journey gravel',
    ]);
    const source = await get<{ order: Order & { badge: string } }>(
      page.request,
      `/api/order/${merged.id}`,
    );
    expect(source.order.badge).toBe('Cancelled: Merged');

    // Split: the sand leaves for a new order, which opens at its own address.
    await menuItem(page, 'Split');
    await page
      .getByRole('dialog')
      .getByText(/^Journey sand/)
      .click();
    await page.screenshot({ path: path.join(SHOTS, 'split-dialog-1440.png') });
    await page.getByTestId('split-confirm').click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/order/${target.id}`));
    const splitId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText(/Split 1 material into Ref Number/).waitFor();
    const split = await get<{ order: Order & { splitted_from_id: number } }>(
      page.request,
      `/api/order/${splitId}`,
    );
    expect(split.order.splitted_from_id).toBe(target.id);
    expect(split.order.deliveries[0]!.order_materials.map((l) => l.description)).toEqual([
      'Journey sand',
    ]);

    // Receiving: a placed order's delivery, 3 of 4 received; its delivered state shows.
    const placed = await createOrder(page.request, '/api/order/quick_po', {
      project_id: make.projectId,
      company_vendor_id: make.vendorId,
      name: 'Journey received PO',
      deliveries: [{ order_materials: [make.line('Journey studs'), make.line('Journey tape')] }],
    });
    const delivery = placed.deliveries[0]!;
    const studs = delivery.order_materials[0]!;
    await page.goto(`/order/${placed.id}`);
    const receiving = page.getByTestId(`delivery-receiving-${delivery.id}`);
    await receiving.waitFor();
    await receiving.getByTestId(`receive-quantity-${studs.id}`).fill('3');
    await page.getByTestId(`receive-delivery-${delivery.id}`).click();
    await page.getByText('Received', { exact: true }).waitFor();
    await expect
      .poll(() => receiving.getByTestId('delivery-state').textContent())
      .toBe('Delivered');
    expect(await receiving.getByTestId(`received-${studs.id}`).textContent()).toMatch(/^3(\.0+)?$/);
    const received = await get<{ order: Order }>(page.request, `/api/order/${placed.id}`);
    expect(received.order.deliveries[0]!.order_materials[0]!.quantity_delivered).toMatch(
      /^3(\.0+)?$/,
    );
    await noViolations(page);
    await page.screenshot({ path: path.join(SHOTS, 'receiving-1440.png'), fullPage: true });

    // Convert to Commitment, after its confirmation; the menu no longer offers it.
    await menuItem(page, 'Convert to Commitment');
    await page.getByRole('dialog').getByRole('button', { name: 'Convert to Commitment' }).click();
    await page.getByText('Converted to commitment Journey received PO').waitFor();
    const converted = await get<{ order: Order }>(page.request, `/api/order/${placed.id}`);
    expect(converted.order.commitment_id).not.toBeNull();

    // A placed order's catalogue line edited: the §2 modal; Update for all Orders changes the
    // catalogue and the open draft's linked line, not another placed order.
    const created = await page.request.post('/api/company_materials', {
      data: { company_material: { description: `Journey anchor bolt ${run}` } },
    });
    const materialId = ((await created.json()) as { company_material: { id: number } })
      .company_material.id;
    const linked = { ...make.line(`Journey anchor bolt ${run}`), company_material_id: materialId };
    const openDraft = await createOrder(page.request, '/api/order', {
      ...header,
      name: 'Journey open draft',
      deliveries: [{ order_materials: [linked] }],
    });
    const ordered = await createOrder(page.request, '/api/order/quick_po', {
      project_id: make.projectId,
      company_vendor_id: make.vendorId,
      name: 'Journey ordered anchors',
      deliveries: [{ order_materials: [linked] }],
    });
    await page.goto(`/order/${ordered.id}`);
    const material = page.getByRole('combobox', { name: 'Material of line 1' });
    await material.fill(`Journey anchor bolt ${run} 5/8`);
    await page.keyboard.press('Escape');
    await page.getByTestId('order-save').click();
    const warning = page.getByRole('dialog').filter({ hasText: 'previously ordered' });
    await warning.waitFor();
    await noViolations(page);
    await page.screenshot({ path: path.join(SHOTS, 'ordered-material-1440.png') });
    await page.getByTestId('ordered-material-all-orders').click();
    const answered = page
      .getByText(/Material updated for all Orders/)
      .or(page.getByTestId('order-save-error'));
    await answered.first().waitFor();
    expect(await answered.first().textContent()).toBe(
      'Material updated for all Orders (1 open order changed)',
    );
    const draftAfter = await get<{ order: Order }>(page.request, `/api/order/${openDraft.id}`);
    expect(draftAfter.order.deliveries[0]!.order_materials[0]!.description).toBe(
      `Journey anchor bolt ${run} 5/8`,
    );
    await expect.poll(() => material.inputValue()).toBe(`Journey anchor bolt ${run} 5/8`);

    // The same screens at 375 px: nothing scrolls sideways, no axe violation.
    const phone = await purchaser(375);
    await phone.goto(`/order/${placed.id}`);
    await phone.getByTestId(`delivery-receiving-${delivery.id}`).waitFor();
    await phone.waitForLoadState('networkidle');
    await noViolations(phone);
    await phone.screenshot({ path: path.join(SHOTS, 'receiving-375.png'), fullPage: true });
    await phone.goto(`/order/${target.id}`);
    await phone.getByTestId('order-form').waitFor();
    await menuItem(phone, 'Split');
    await phone.getByRole('dialog').waitFor();
    await noViolations(phone);
    await phone.screenshot({ path: path.join(SHOTS, 'split-dialog-375.png') });
    await phone.goto(`/order/${ordered.id}`);
    await phone.getByRole('combobox', { name: 'Material of line 1' }).fill(`Journey anchor ${run}`);
    await phone.keyboard.press('Escape');
    await phone.getByTestId('order-save').click();
    await phone.getByRole('dialog').filter({ hasText: 'previously ordered' }).waitFor();
    await noViolations(phone);
    await phone.screenshot({ path: path.join(SHOTS, 'ordered-material-375.png') });
    await phone.context().close();
    await page.context().close();
  }, 300_000);
});
