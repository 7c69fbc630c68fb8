import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import {
  apiSignIn,
  createCompany,
  JOURNEY_PASSWORD,
  supportPage,
  uniqueEmail,
} from '../support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signInOnScreen(
  page: Awaited<ReturnType<typeof newPage>>,
  email: string,
  password: string,
) {
  await page.goto('/?access-type=CONTRACTOR');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-page').waitFor();
}

describe('company switching', () => {
  it('a user of two companies switches from one to the other', async () => {
    const support = await supportPage(browser);
    const first = uniqueEmail('two-hats');
    const other = uniqueEmail('other-admin');
    await createCompany(support, first);
    await createCompany(support, other);
    // The admin of the second company invites the first person, who has an account already.
    const otherAdmin = await newPage(browser);
    await apiSignIn(otherAdmin, other, JOURNEY_PASSWORD);
    const roles = await (await otherAdmin.request.get('/api/company_settings/roles')).json();
    const purchaser = roles.records.find((r: { name: string }) => r.name === 'PURCHASER').id;
    const invited = await otherAdmin.request.post('/api/users/invitation', {
      data: { user: { email: first, role_id: purchaser } },
    });
    expect(invited.status()).toBe(201);
    const otherName = (await (await otherAdmin.request.get('/api/user')).json()).user.account.name;

    const page = await newPage(browser);
    await signInOnScreen(page, first, JOURNEY_PASSWORD);
    // Joining is the person's own choice, made while signed in (decision 0029).
    await page.getByTestId('pending-invitations').getByRole('button', { name: 'Accept' }).click();
    await page.getByText(`You joined ${otherName}.`).waitFor();
    await page.getByTestId('company-switcher').click();
    // The menu item, not the "You joined …" message that may still be showing.
    await page.locator('[data-testid^="switch-company-"]', { hasText: otherName }).click();
    await page.waitForURL(/\/home$/);
    await page.getByTestId('nav-company-label').getByText(otherName).waitFor();
    const me = await (await page.request.get('/api/user')).json();
    expect(me.user.account.name).toBe(otherName);
    expect(me.user.role.name).toBe('PURCHASER');
    for (const p of [support, otherAdmin, page]) await p.context().close();
  });
});

describe('impersonation', () => {
  it('support staff act as the demo purchaser and stop', async () => {
    const page = await newPage(browser);
    await signInOnScreen(page, 'support@demo.test', inject('demoPassword'));
    await page.getByTestId('nav-companies').click();
    await page.getByTestId('companies-table').getByText('Demo Construction').click();
    const drawer = page.getByTestId('company-members-drawer');
    await drawer.getByTestId('impersonate-purchaser@demo.test').click();
    await page.waitForURL(/\/home$/);
    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('purchaser@demo.test');
    const me = await (await page.request.get('/api/user')).json();
    expect(me.user.email).toBe('purchaser@demo.test');
    expect(me.user.impersonator.email).toBe('support@demo.test');
    await page.getByTestId('stop-impersonating').click();
    await page.waitForURL(/\/internal\/companies$/);
    await page.getByTestId('companies-page').waitFor();
    const back = await (await page.request.get('/api/user')).json();
    expect(back.user.email).toBe('support@demo.test');
    await page.context().close();
  });
});
