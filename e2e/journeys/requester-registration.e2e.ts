import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { linkFromMail, uniqueEmail } from '../support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('material requester registration', () => {
  it('registers through the demo order form, confirms from the mail, and signs in', async () => {
    const email = uniqueEmail('requester');
    const page = await newPage(browser);
    const query = new URLSearchParams({
      'access-type': 'CONTRACTOR',
      public_order_form_url_extension: 'demo',
      first_name: 'Rae',
      last_name: 'Requester',
      email,
    });
    await page.goto(`/?${query.toString()}`);
    expect(await page.getByTestId('register-email').inputValue()).toBe(email);
    const password = 'Request-Pa55!';
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-password-confirmation').fill(password);
    await page.getByTestId('register-submit').click();
    await page.getByText('Congratulations').waitFor();

    // Not before confirming.
    await page.getByTestId('back-to-login').click();
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();

    const link = await linkFromMail(email);
    expect(link).toContain('confirmation_token=');
    await page.goto(link);
    await page.getByTestId('confirmation-notice').waitFor();
    expect(await page.getByTestId('confirmation-notice').textContent()).toContain('confirmed');

    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor();
    const me = await (await page.request.get('/api/user')).json();
    expect(me.user.role.name).toBe('MATERIAL_REQUESTER');
    await page.context().close();
  });
});
