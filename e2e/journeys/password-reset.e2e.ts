import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import {
  createCompany,
  JOURNEY_PASSWORD,
  linkFromOutbox,
  supportPage,
  uniqueEmail,
} from '../support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('forgot password then reset', () => {
  it('mails a reset link, found in the outbox, which sets a new password', async () => {
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

    const link = await linkFromOutbox(support, email);
    expect(link).toContain('reset_password_token=');
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
