import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { latestMail } from './mailbox';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser';

export const JOURNEY_PASSWORD = 'Journey-Passw0rd!';

export const uniqueEmail = (who: string) => `${who}-${randomBytes(3).toString('hex')}@journey.test`;

/**
 * Signs a page's browser context in through the API (no screen), as a helper for set-up steps;
 * a vendor user with the VENDOR access type.
 */
export async function apiSignIn(
  page: Page,
  email: string,
  password: string,
  access: 'CONTRACTOR' | 'VENDOR' = 'CONTRACTOR',
): Promise<void> {
  const res = await page.request.post('/api/users/sign_in', {
    data: {
      user: {
        email,
        password,
        remember_me: '1',
        ...(access === 'VENDOR' ? { access_type: access } : {}),
      },
    },
  });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()}`);
}

/** A demo user (a purchaser or a vendor), signed in, in a page of its own `width` px wide. */
export async function demoUserPage(
  browser: Browser,
  email: string,
  width: number,
  access: 'CONTRACTOR' | 'VENDOR' = 'CONTRACTOR',
): Promise<Page> {
  const page = await newPage(browser, { width, height: 900 });
  await apiSignIn(page, email, inject('demoPassword'), access);
  return page;
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
 * The link of the newest mail delivered to `to`, as a path the journey's own server can serve
 * (mail links use APP_URL's host). The mail is read from the journeys' mailbox, as its recipient
 * reads it: the Mail outbox page never shows such a link. With `previous`, waits for a newer
 * mail than the one that carried it.
 */
export async function linkFromMail(to: string, previous?: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = await latestMail(inject('mailDir'), to);
    const match = /https?:\/\/\S+[?&](?:[a-z_]+_)?token=[^\s)]+/.exec(mail.text);
    if (!match) throw new Error(`the mail to ${to} has no link:\n${mail.text}`);
    const url = new URL(match[0]);
    const link = `${url.pathname}${url.search}`;
    // A second mail to the same person: wait until it has arrived.
    if (link !== previous) return link;
    if (Date.now() > deadline) throw new Error(`no new mail to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The plain text of the newest mail delivered to `to`. */
export async function mailTextTo(to: string): Promise<string> {
  return (await latestMail(inject('mailDir'), to)).text;
}
