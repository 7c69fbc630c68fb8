import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInAsContractor } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signOut(page: Page) {
  const signOutLink = page.getByTestId('nav-sign-out');
  if (!(await signOutLink.isVisible())) await page.getByTestId('nav-open').click();
  await signOutLink.click();
}

describe('contractor sign-in', () => {
  it('opens /, chooses Contractor, signs in as the demo purchaser and sees the home page', async () => {
    const page = await newPage(browser);
    await signInAsContractor(page, 'purchaser@demo.test', inject('demoPassword'));
    await page.getByTestId('home-page').waitFor();
    expect(page.url()).toMatch(/\/home$/);
    expect(await page.getByTestId('home-page').textContent()).toContain('Pat');
    await page.context().close();
  });

  it("shows the server's error in the red alert above the button for a wrong password", async () => {
    const page = await newPage(browser);
    await signInAsContractor(page, 'purchaser@demo.test', 'Not-the-passw0rd!');
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Invalid email or password.');
    const alertBox = await alert.boundingBox();
    const buttonBox = await page.getByTestId('login-submit').boundingBox();
    expect(alertBox && buttonBox && alertBox.y < buttonBox.y).toBe(true);
    expect(page.url()).toMatch(/access-type=CONTRACTOR/);
    await page.context().close();
  });
});

describe('every demo user signs in and out', () => {
  it.each(['admin@demo.test', 'purchaser@demo.test', 'requester@demo.test', 'support@demo.test'])(
    '%s',
    async (email) => {
      const page = await newPage(browser);
      await signInAsContractor(page, email, inject('demoPassword'));
      await page.getByTestId('home-page').waitFor();
      await signOut(page);
      await page.getByTestId('login-email').waitFor();
      const me = await page.request.get('/api/user');
      expect(me.status()).toBe(401);
      await page.context().close();
    },
  );

  it('vendor@supplier.test at /vendor', async () => {
    const page = await newPage(browser);
    await page.goto('/vendor');
    await page.getByTestId('chooser-vendor').click();
    await page.waitForURL(/\/vendor\?access-type=VENDOR/);
    await page.getByTestId('login-email').fill('vendor@supplier.test');
    await page.getByTestId('login-password').fill(inject('demoPassword'));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor();
    expect(page.url()).toMatch(/\/vendor\/home$/);
    await signOut(page);
    await page.waitForURL(/\/vendor\?access-type=VENDOR/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await page.context().close();
  });

  it('uses the navigation drawer on a phone', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAsContractor(page, 'admin@demo.test', inject('demoPassword'));
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('nav-sign-out').isVisible()).toBe(false);
    await page.getByTestId('nav-open').click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await drawer.waitFor();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(378);
    await page.getByTestId('nav-sign-out').click();
    await page.getByTestId('login-email').waitFor();
    await page.context().close();
  });
});

describe('the session guard', () => {
  it('sends a signed-out visitor of a contractor page to the contractor login', async () => {
    const page = await newPage(browser);
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
