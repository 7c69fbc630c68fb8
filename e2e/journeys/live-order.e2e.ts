import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { ORDER_LIVE_MESSAGES } from '@laydown/domain';
import { checkScreen } from '../support/axe';
import { apiSignIn } from '../support/accounts';
import { launchBrowser, newPage } from '../support/browser';

/**
 * Live messages for the open order (issue 12, decision 0085): a purchaser has an order open (and
 * holds its edit lock); the admin tags it elsewhere and the order-changed modal appears (Reload
 * shows their change); the purchaser saves it from another tab and the form simply reloads. At
 * 1440 and 375 px.
 */
const SHOTS = process.env.LIVE_SHOTS ?? path.join(os.tmpdir(), 'live-shots');

let browser: Browser;
let projectId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

interface ServerOrder {
  id: number;
  version: number;
  project_id: number;
  deliveries: { id: number }[];
}

async function signedIn(email: string, width: number): Promise<Page> {
  const page = await newPage(browser, { width, height: 900 });
  await apiSignIn(page, email, inject('demoPassword'));
  return page;
}

async function read(request: APIRequestContext, id: number): Promise<ServerOrder> {
  const res = await request.get(`/api/order/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { order: ServerOrder }).order;
}

async function rename(request: APIRequestContext, id: number, name: string) {
  const order = await read(request, id);
  const res = await request.patch(`/api/order/${id}`, {
    data: {
      order: {
        version: order.version,
        project_id: order.project_id,
        name,
        deliveries: order.deliveries.map((d) => ({ id: d.id, order_materials: [] })),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Another user's change while the purchaser holds the order's edit lock (decision 0086): the
 * document itself is theirs to edit, its tags are anyone's (PATCH /order/:id/tags).
 */
async function retag(request: APIRequestContext, id: number, tag: string) {
  const res = await request.patch(`/api/order/${id}/tags`, { data: { tags: [tag] } });
  expect(res.status(), await res.text()).toBe(200);
}

async function newOrder(page: Page, name: string): Promise<number> {
  if (!projectId) {
    const projects = await page.request.get('/api/projects');
    projectId = ((await projects.json()) as { records: { id: number }[] }).records[0]!.id;
  }
  const res = await page.request.post('/api/order', {
    data: {
      order: { kind: 'ORDER', project_id: projectId, name, deliveries: [{ order_materials: [] }] },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: number } }).order.id;
}

const nameOf = (page: Page) => page.getByTestId('order-name').inputValue();

describe.each([1440, 375])('the open order at %i px', (width) => {
  it('shows another user’s save as the order-changed modal, and reloads the user’s own', async () => {
    const purchaser = await signedIn('purchaser@demo.test', width);
    const admin = await signedIn('admin@demo.test', 1280);
    const id = await newOrder(purchaser, `Live ${width}`);
    await purchaser.goto(`/order/${id}`);
    await purchaser.getByTestId('order-form').waitFor();
    // The socket subscribes once the page is up; give it a moment before the change.
    await purchaser.waitForTimeout(500);

    await retag(admin.request, id, `admin-${width}`);
    const modal = purchaser.getByRole('dialog', { name: ORDER_LIVE_MESSAGES.changedTitle });
    await modal.waitFor();
    await expect.poll(() => modal.textContent()).toContain(ORDER_LIVE_MESSAGES.changedByOther);
    await purchaser.waitForTimeout(400); // the modal's opening animation
    await purchaser.screenshot({ path: path.join(SHOTS, `order-changed-${width}.png`) });
    const report = await checkScreen(purchaser);
    expect(report.violations).toEqual([]);
    expect(report.overflow).toBe(0);
    await modal.getByRole('button', { name: ORDER_LIVE_MESSAGES.reload }).click();
    await modal.waitFor({ state: 'hidden' });
    await purchaser.getByTestId('order-tags').getByText(`admin-${width}`).waitFor();

    // The same user, from another tab: the form reloads without asking.
    await rename(purchaser.request, id, `Mine from another tab ${width}`);
    await expect.poll(() => nameOf(purchaser)).toBe(`Mine from another tab ${width}`);
    expect(await modal.isVisible()).toBe(false);
    await purchaser.screenshot({ path: path.join(SHOTS, `order-reloaded-${width}.png`) });
    await purchaser.context().close();
    await admin.context().close();
  });
});
