import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { apiSignIn, linkFromMail } from '../support/accounts';
import { startProvider, type RunningProvider } from '../support/oidc';

let browser: Browser;
let provider: RunningProvider;
// Without APP_URL the server's own address, which the provider sends the browser back to, is localhost.
const appUrl = inject('baseUrl').replace('127.0.0.1', 'localhost');

beforeAll(async () => {
  browser = await launchBrowser();
  provider = await startProvider(`${appUrl}/api/sso/callback`);
});
afterAll(async () => {
  provider?.stop();
  await browser?.close();
});

describe('single sign-on', () => {
  it('a contractor signs in through the company provider', async () => {
    const admin = await newPage(browser);
    await apiSignIn(admin, 'admin@demo.test', inject('demoPassword'));
    // The admin sets the provider up in Company settings.
    await admin.goto('/settings/company');
    await admin.getByTestId('sso-empty').or(admin.getByTestId('sso-summary')).waitFor();
    await admin.getByTestId('sso-edit').click();
    await admin.getByTestId('sso-issuer').fill(provider.issuer);
    await admin.getByTestId('sso-client-id').fill(provider.clientId);
    await admin.getByTestId('sso-client-secret').fill(provider.clientSecret);
    await admin.getByTestId('sso-drawer-submit').click();
    await admin.getByTestId('sso-drawer').waitFor({ state: 'hidden' });

    // The company proves that demo.test is its domain: a link mailed to an address of it.
    await admin.getByTestId('email-domain-add').click();
    await admin.getByTestId('email-domain-domain').fill('Demo.TEST');
    await admin.getByTestId('email-domain-email').fill('it@demo.test');
    await admin.getByTestId('email-domain-drawer-submit').click();
    await admin.getByText('A confirmation mail was sent to it@demo.test.').waitFor();
    await admin
      .getByTestId('email-domain-demo.test')
      .getByText('Pending', { exact: true })
      .waitFor();
    const it = await newPage(browser);
    await it.goto(await linkFromMail('it@demo.test'));
    await it.getByTestId('verify-domain-done').waitFor();
    expect(await it.getByTestId('verify-domain-done').textContent()).toContain(
      'The domain demo.test is verified.',
    );
    await it.context().close();
    await admin.reload();
    await admin
      .getByTestId('email-domain-demo.test')
      .getByText('Verified', { exact: true })
      .waitFor();
    expect(await admin.getByTestId('sso-summary').textContent()).toContain('demo.test');

    const page = await newPage(browser);
    await page.goto(`${appUrl}/?access-type=CONTRACTOR`);
    await page.getByTestId('sso-email').fill('Purchaser@Demo.test');
    await page.getByTestId('sso-submit').click();
    // The provider's development login form, then its consent page.
    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.locator('input[name="login"]').fill('purchaser@demo.test');
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    await page.getByTestId('home-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    const me = await (await page.request.get(`${appUrl}/api/user`)).json();
    expect(me.user.email).toBe('purchaser@demo.test');

    // Disabled again, so no other journey meets single sign-on.
    await admin.request.put('/api/company_settings/sso', {
      data: {
        sso: {
          issuer: provider.issuer,
          client_id: provider.clientId,
          client_secret: provider.clientSecret,
          enabled: false,
        },
      },
    });
    await admin.context().close();
    await page.context().close();
  });
});
