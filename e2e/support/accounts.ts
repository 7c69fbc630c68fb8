import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser';

export const JOURNEY_PASSWORD = 'Journey-Passw0rd!';

export const uniqueEmail = (who: string) => `${who}-${randomBytes(3).toString('hex')}@journey.test`;

/** Signs a page's browser context in through the API (no screen), as a helper for set-up steps. */
export async function apiSignIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/users/sign_in', {
    data: { user: { email, password, remember_me: '1' } },
  });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()}`);
}

/** The demo support user, signed in, in a context of its own. */
export async function supportPage(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  await apiSignIn(page, 'support@demo.test', inject('demoPassword'));
  return page;
}

/** A company of its own for one journey, so journeys never change the demo users. */
export async function createCompany(support: Page, adminEmail: string): Promise<void> {
  const res = await support.request.post('/api/internal/companies', {
    data: {
      company: {
        name: `Journey ${randomBytes(3).toString('hex')}`,
        plan_tier: 'PROFESSIONAL',
        company_type: 'GENERAL_CONTRACTOR',
      },
      admin: {
        email: adminEmail,
        first_name: 'Jo',
        last_name: 'Urney',
        password: JOURNEY_PASSWORD,
      },
    },
  });
  if (res.status() !== 201) throw new Error(`company not created: ${res.status()}`);
}

/**
 * Opens the Mail outbox as a person would, finds the newest mail to `to`, and answers the link it
 * carries as a path the journey's own server can serve (mail links use APP_URL's host).
 */
export async function linkFromOutbox(page: Page, to: string): Promise<string> {
  await page.goto(`/mail_outbox?search=${encodeURIComponent(to)}`);
  await page.getByTestId('mail-outbox-page').waitFor();
  await page.getByTestId('mail-table').getByText(to).first().click();
  const link = page.getByTestId('mail-drawer').getByTestId('mail-link').first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the mail has no link');
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}
