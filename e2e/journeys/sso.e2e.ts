import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { apiSignIn } from '../support/accounts';
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
    const configured = await admin.request.put('/api/company_settings/sso', {
      data: {
        sso: {
          issuer: provider.issuer,
          client_id: provider.clientId,
          client_secret: provider.clientSecret,
          email_domains: ['demo.test'],
        },
      },
    });
    expect(configured.status()).toBe(200);

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
          email_domains: ['demo.test'],
          enabled: false,
        },
      },
    });
    await admin.context().close();
    await page.context().close();
  });
});
