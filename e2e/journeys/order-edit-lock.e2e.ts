import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkScreen } from '../support/axe';
import { apiSignIn } from '../support/accounts';
import { launchBrowser, newPage } from '../support/browser';

/**
 * The order edit lock between two purchasers (issue 12, decision 0086), each in a browser context
 * of their own: Pat (purchaser) edits, Alex (admin) sees the order-blocked header and the Blocked
 * modal; Alex unlocks after Confirm Unlock and Pat gets the Unlocked modal; Alex's connection
 * drops, the lock lapses (9 s on the journeys' server), Pat takes it back (Released) and Alex,
 * back online, gets the Expired countdown and leaves. Each screen at 1440 and 375 px, axe clean.
 */
const SHOTS = process.env.ORDER_LOCK_SHOTS ?? path.join(os.tmpdir(), 'lock-shots');
const WAIT = { timeout: 30_000 };

let browser: Browser;
let orderId: number;

async function signedIn(email: string): Promise<Page> {
  const page = await newPage(browser, { width: 1440, height: 900 });
  await apiSignIn(page, email, inject('demoPassword'));
  return page;
}

/** Screenshots at 1440 and 375 px, each checked by axe-core (no serious or critical finding). */
async function shoot(page: Page, name: string) {
  // The pointer rests where the last OK was clicked: off the new modal's button (hover colour).
  await page.mouse.move(0, 0);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // Past the modal's opening animation (axe measures colours as drawn).
    await page.waitForTimeout(1000);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
    const report = await checkScreen(page);
    expect(report.violations, `${name} at ${width}`).toEqual([]);
    expect(report.overflow, `${name} at ${width}`).toBe(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const modal = (page: Page, kind: string) => page.getByTestId(`order-session-${kind}`);

beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  const pat = await signedIn('purchaser@demo.test');
  const projects = await (await pat.request.get('/api/projects?per_page=1')).json();
  const created = await pat.request.post('/api/order', {
    data: {
      order: {
        kind: 'RFQ',
        project_id: projects.records[0].id,
        name: 'Edit lock journey',
        deliveries: [{ order_materials: [] }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  orderId = (await created.json()).order.id;
  await pat.context().close();
});

afterAll(() => browser?.close());

describe('the order edit lock between two purchasers', () => {
  it('blocks, unlocks, expires and releases', async () => {
    const pat = await signedIn('purchaser@demo.test');
    const alex = await signedIn('admin@demo.test');
    await pat.goto(`/order/${orderId}`);
    await pat.getByTestId('order-save').waitFor(WAIT);

    // Alex opens the order Pat edits: the header, the Blocked modal, a read-only form.
    await alex.goto(`/order/${orderId}`);
    await expect
      .poll(() => alex.getByTestId('order-blocked-header').textContent(), WAIT)
      .toContain('This Order/RFQ is being edited by Pat Purchaser.');
    await modal(alex, 'blocked').waitFor(WAIT);
    await shoot(alex, 'blocked-modal');
    await alex.getByTestId('order-session-ok').click();
    expect(await alex.getByTestId('order-save').count()).toBe(0);
    await shoot(alex, 'blocked-header');

    // Alex unlocks: Confirm Unlock, then Alex edits and Pat is told and locked out.
    await alex.getByTitle('Unlock order').click();
    await alex.getByTestId('order-unlock-dialog').waitFor(WAIT);
    await shoot(alex, 'confirm-unlock');
    await alex.getByTestId('order-unlock-confirm').click();
    await alex.getByTestId('order-save').waitFor(WAIT);
    await modal(pat, 'unlocked').waitFor(WAIT);
    await shoot(pat, 'unlocked-modal');
    await pat.getByTestId('order-session-ok').click();
    await expect
      .poll(() => pat.getByTestId('order-blocked-header').textContent(), WAIT)
      .toContain('being edited by Alex Admin.');

    // Alex's connection drops: the lock lapses and Pat's next heartbeat takes it (Released).
    await alex.context().setOffline(true);
    await modal(pat, 'released').waitFor(WAIT);
    await shoot(pat, 'released-modal');
    await pat.getByTestId('order-session-ok').click();
    await pat.getByTestId('order-save').waitFor(WAIT);

    // Back online, Alex learns the session expired: the countdown, then Alex leaves.
    await alex.context().setOffline(false);
    await modal(alex, 'expired').waitFor(WAIT);
    await expect.poll(() => modal(alex, 'expired').textContent()).toMatch(/in 1[01]\d s\./);
    await shoot(alex, 'expired-modal');
    await alex.getByTestId('order-session-leave').click();
    await alex.waitForURL(/\/orders$/, WAIT);

    await pat.context().close();
    await alex.context().close();
  }, 240_000);
});
