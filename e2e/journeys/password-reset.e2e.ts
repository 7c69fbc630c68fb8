import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import {
  createCompany,
  JOURNEY_PASSWORD,
  linkFromMail,
  supportPage,
  uniqueEmail,
} from '../support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('forgot password then reset', () => {
  it('mails a reset link, which sets a new password; the outbox never shows the link', async () => {
    const support = await supportPage(browser);
    const email = uniqueEmail('forgetful');
    await createCompany(support, email);

    const page = await newPage(browser);
    await page.goto('/?access-type=CONTRACTOR');
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-password-email').fill(email.toUpperCase());
    await page.getByTestId('forgot-password-submit').click();
    await page.getByTestId('forgot-password-success').waitFor();
    expect(await page.getByTestId('forgot-password-success').textContent()).toContain(
      'Please check your email for a link to reset your password',
    );

    const link = await linkFromMail(email);
    expect(link).toContain('reset_password_token=');
    // Support staff see that the mail went out, not the link that would sign them in as its owner.
    await support.goto(`/mail_outbox?search=${encodeURIComponent(email)}`);
    await support.getByTestId('mail-table').getByText(email).first().click();
    const drawer = support.getByTestId('mail-drawer');
    await drawer.getByTestId('mail-hidden-link').waitFor();
    expect(await drawer.getByTestId('mail-link').count()).toBe(0);
    expect(await drawer.textContent()).not.toContain(new URL(link, 'http://x').search);

    await page.goto(link);
    await page.getByTestId('mode-reset_password').waitFor();
    const newPassword = 'Fresh-Start-2026!';
    await page.getByTestId('reset-password').fill(newPassword);
    await page.getByTestId('reset-password-confirmation').fill(newPassword);
    await page.getByTestId('reset-password-submit').click();
    await page.getByTestId('login-notice').waitFor();

    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(JOURNEY_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();

    await page.getByTestId('login-password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor();

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByTestId('reset-password').fill('Another-Try-2026!');
    await page.getByTestId('reset-password-confirmation').fill('Another-Try-2026!');
    await page.getByTestId('reset-password-submit').click();
    await page.getByTestId('reset-password-error').waitFor();
    await support.context().close();
    await page.context().close();
  });
});

describe('vendor forgot password then reset', () => {
  const vendorEmail = 'vendor@supplier.test';

  it('mails the vendor a link to the vendor reset screen; the vendor signs in at /vendor', async () => {
    const page = await newPage(browser);
    await page.goto('/vendor?access-type=VENDOR');
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-password-email').fill(vendorEmail);
    await page.getByTestId('forgot-password-submit').click();
    await page.getByTestId('forgot-password-success').waitFor();

    const link = await linkFromMail(vendorEmail);
    expect(link).toMatch(/^\/vendor\?access-type=VENDOR&reset_password_token=/);
    await page.goto(link);
    await page.getByTestId('login-page-vendor').waitFor();
    await page.getByTestId('mode-reset_password').waitFor();
    const newPassword = 'Vendor-Fresh-2026!';
    await page.getByTestId('reset-password').fill(newPassword);
    await page.getByTestId('reset-password-confirmation').fill(newPassword);
    await page.getByTestId('reset-password-submit').click();
    await page.getByTestId('login-notice').waitFor();
    expect(new URL(page.url()).pathname).toBe('/vendor');

    await page.getByTestId('login-email').fill(vendorEmail);
    await page.getByTestId('login-password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/vendor/home');

    // The demo vendor gets the demo password back, so other journeys still sign in with it.
    const again = await page.request.post('/api/users/password', {
      data: { user: { email: vendorEmail, access_type: 'VENDOR' } },
    });
    expect(again.status()).toBe(200);
    const restore = new URL(await linkFromMail(vendorEmail, link), 'http://x');
    const restored = await page.request.patch('/api/users/password', {
      data: {
        user: {
          reset_password_token: restore.searchParams.get('reset_password_token'),
          password: inject('demoPassword'),
          password_confirmation: inject('demoPassword'),
        },
      },
    });
    expect(restored.status()).toBe(200);
    await page.context().close();
  });
});
