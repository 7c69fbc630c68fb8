import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';

/**
 * Issue 11 "search, sort and filter the list; the dashboard counts link to the list", the list
 * at 375 px, and no cost for a user without can_view_costs. Works on the demo orders, reading
 * every expected number from the API so other journeys' orders do not matter.
 */

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/order-list-shots';
let browser: Browser;
let page: Page;

interface Row {
  id: number;
  name: string;
  state: string;
  project_id: number;
  project_name: string;
  materials_total?: string;
}
interface ListBody {
  records: Row[];
  total_count: number;
}

async function signedIn(email: string, width: number): Promise<Page> {
  const p = await newPage(browser, { width, height: 900 });
  const res = await p.request.post('/api/users/sign_in', {
    data: { user: { email, password: inject('demoPassword'), remember_me: '1' } },
  });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()}`);
  return p;
}

async function api<T>(p: Page, path: string): Promise<T> {
  const res = await p.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

const rows = () => page.locator('[data-testid="orders-table"] tbody tr.ant-table-row');
const names = () => rows().locator('td:nth-child(2)').allInnerTexts();

/** Waits until the list shows `expected` names (the list reloads on every change; no name: '—'). */
async function expectNames(expected: string[]) {
  await expect.poll(names, { timeout: 15_000 }).toEqual(expected.map((name) => name || '—'));
}

async function pick(select: Locator, text: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

async function shot(p: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedIn('admin@demo.test', 1440);
});
afterAll(() => browser?.close());

describe('the order list', () => {
  it('searches with Enter, with the icon, and clears', async () => {
    const all = await api<ListBody>(page, '/api/orders');
    expect(all.total_count).toBeGreaterThan(5);
    await page.goto('/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await page.title()).toBe('Orders · Laydown');
    await expectNames(all.records.map((r) => r.name));
    await shot(page, 'orders-1440');

    const search = page.getByPlaceholder('Search here...');
    await search.fill('Footings');
    await search.press('Enter');
    await expectNames(['Footings']);
    expect(new URL(page.url()).searchParams.get('search')).toBe('Footings');
    const footings = rows().first();
    expect(await footings.getByTestId('order-badge').innerText()).toBe('Delivered');
    expect(await footings.innerText()).toContain('PO Number');

    const slabs = await api<ListBody>(page, '/api/orders?search=slab');
    await search.fill('slab');
    await page
      .locator('[data-testid="orders-search"] .ant-input-search-button, .ant-input-search-btn')
      .first()
      .click();
    await expectNames(slabs.records.map((r) => r.name));
    expect(slabs.records.length).toBeGreaterThanOrEqual(2);

    await page.locator('[data-testid="orders-search"] .ant-input-clear-icon').first().click();
    await expectNames(all.records.map((r) => r.name));
    expect(new URL(page.url()).searchParams.has('search')).toBe(false);
  });

  it('sorts with Sort By in both directions, kept in the query string', async () => {
    await page.goto('/orders');
    await pick(page.getByTestId('orders-sort'), 'Sort By: Name');
    await expect.poll(() => page.url()).toContain('sort=name&sort_direction=asc');
    const ascending = (
      await api<ListBody>(page, '/api/orders?sort=name&sort_direction=asc')
    ).records.map((r) => r.name);
    await expectNames(ascending);
    expect(ascending[0]!.localeCompare(ascending.at(-1)!)).toBeLessThan(0);

    const descending = (
      await api<ListBody>(page, '/api/orders?sort=name&sort_direction=desc')
    ).records.map((r) => r.name);
    expect(descending[0]).toBe(ascending.at(-1));
    await page.getByTestId('orders-sort-direction').click();
    await expect.poll(() => page.url()).toContain('sort_direction=desc');
    await expectNames(descending);

    await page.reload();
    await expectNames(descending);
  });

  it('filters by state and by project', async () => {
    const ordered = await api<ListBody>(page, '/api/orders?state=ORDERED');
    expect(ordered.total_count).toBeGreaterThan(0);
    await page.goto('/orders');
    await pick(page.getByTestId('orders-state-filter'), `Ordered (${ordered.total_count})`);
    await expect.poll(() => page.url()).toContain('state=ORDERED');
    await expectNames(ordered.records.map((r) => r.name));

    // The state filter never offers the cancellation-requested state (§4).
    await page.getByTestId('orders-state-filter').click();
    const offered = await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .allInnerTexts();
    expect(offered.some((o) => o.startsWith('Requested Cancellation'))).toBe(false);
    await page.keyboard.press('Escape');

    const project = ordered.records[0]!;
    const both = await api<ListBody>(
      page,
      `/api/orders?state=ORDERED&project_id=${project.project_id}`,
    );
    await pick(page.getByTestId('orders-project-filter'), project.project_name);
    await expect.poll(() => page.url()).toContain(`project_id=${project.project_id}`);
    await expectNames(both.records.map((r) => r.name));
    expect(both.records.every((r) => r.project_id === project.project_id)).toBe(true);
  });

  it('opens an order from its row at /order/:id', async () => {
    const first = (await api<ListBody>(page, '/api/orders')).records[0]!;
    await page.goto('/orders');
    await rows().first().getByTestId('order-open').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/order/${first.id}`);
  });
});

describe('the dashboard', () => {
  it('counts orders by state, each count a link to the filtered list', async () => {
    const stats = await api<{ state_counts: Record<string, number> }>(
      page,
      '/api/dashboard/order_stats',
    );
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const link = page.getByTestId('dashboard-count-ORDERED');
    await expect.poll(() => link.innerText()).toContain(String(stats.state_counts.ORDERED));
    await shot(page, 'dashboard-1440');
    await link.click();
    await expect.poll(() => page.url()).toContain('/orders?state=ORDERED');
    const ordered = await api<ListBody>(page, '/api/orders?state=ORDERED');
    expect(ordered.total_count).toBe(stats.state_counts.ORDERED);
    await expectNames(ordered.records.map((r) => r.name));
  });

  it("links a project's count to the list of that project and state", async () => {
    const { project_state_counts: projects } = await api<{
      project_state_counts: {
        project_id: number;
        project_name: string;
        state_counts: Record<string, number>;
      }[];
    }>(page, '/api/dashboard/order_stats_by_project');
    const project = projects[0]!;
    await page.goto('/dashboard');
    const cell = page
      .getByTestId('dashboard-by-project')
      .getByRole('link', { name: `${project.project_name}, Delivered:` });
    expect(await cell.innerText()).toBe(String(project.state_counts.DELIVERED));
    await cell.click();
    await expect
      .poll(() => page.url())
      .toContain(`state=DELIVERED&project_id=${project.project_id}`);
    const list = await api<ListBody>(
      page,
      `/api/orders?state=DELIVERED&project_id=${project.project_id}`,
    );
    expect(list.total_count).toBe(project.state_counts.DELIVERED);
  });
});

describe('on a phone and without costs', () => {
  it('shows cards at 375 px, with nothing scrolling sideways', async () => {
    const phone = await signedIn('admin@demo.test', 375);
    try {
      await phone.goto('/orders');
      const cards = phone.getByTestId('orders-table-card');
      await cards.first().waitFor();
      expect(await phone.locator('[data-testid="orders-table"] table').count()).toBe(0);
      expect(await cards.first().getByTestId('order-badge').count()).toBe(1);
      const overflow = (await phone.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      )) as number;
      expect(overflow).toBe(0);
      await shot(phone, 'orders-375');
      await phone.goto('/dashboard');
      await phone.getByTestId('dashboard-count-QUOTED').waitFor();
      await shot(phone, 'dashboard-375');
    } finally {
      await phone.context().close();
    }
  });

  it('never shows a cost to a user without can_view_costs', async () => {
    await page.goto('/orders');
    await page.getByRole('columnheader', { name: 'Materials Total' }).waitFor();
    expect(await rows().first().innerText()).toContain('$');

    const requester = await signedIn('requester@demo.test', 1440);
    try {
      const body = await api<ListBody>(requester, '/api/orders');
      expect(body.records.some((r) => 'materials_total' in r)).toBe(false);
      await requester.goto('/orders');
      await requester.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await requester.waitForLoadState('networkidle');
      expect(await requester.getByRole('columnheader', { name: 'Materials Total' }).count()).toBe(
        0,
      );
      expect(await requester.getByTestId('orders-page').innerText()).not.toContain('$');
    } finally {
      await requester.context().close();
    }
  });
});
