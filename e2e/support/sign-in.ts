import type { Page } from 'playwright-core';

/** The contractor sign-in journey: chooser, Contractor, the login form. */
export async function signInAsContractor(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByText('Welcome.').waitFor();
  await page.getByText('Please select your access type').waitFor();
  await page.getByTestId('chooser-contractor').click();
  await page.waitForURL(/access-type=CONTRACTOR/);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}
