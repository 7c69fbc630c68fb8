import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, launchBrowser } from '../support/browser';
import {
  apiSignIn,
  createCompany,
  JOURNEY_PASSWORD,
  linkFromMail,
  mailTextTo,
  supportPage,
  uniqueEmail,
} from '../support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('invitation', () => {
  it('an admin invites, the invitee opens the mailed link and registers', async () => {
    const admin = await newPage(browser);
    await apiSignIn(admin, 'admin@demo.test', inject('demoPassword'));
    await admin.goto('/home');
    await admin.getByTestId('nav-users').click();
    await admin.getByTestId('users-page').waitFor();
    await admin.getByTestId('users-invite').click();
    const drawer = admin.getByTestId('invite-drawer');
    const email = uniqueEmail('invitee');
    await drawer.getByTestId('invite-email').fill(email);
    await drawer.getByTestId('member-role').click();
    await admin.locator('.ant-select-item-option[title="User"]').click();
    await drawer.getByTestId('invite-drawer-submit').click();
    await admin.getByText(`An invitation was sent to ${email}.`).waitFor();
    // Without a name yet, the invitee is listed by email (in the Name and the Email columns).
    await admin.getByTestId('users-table').getByText(email).first().waitFor();

    const link = await linkFromMail(email);
    expect(link).toContain('invitation_token=');

    const invitee = await newPage(browser);
    await invitee.goto(link);
    await invitee.getByTestId('invitation-info').waitFor();
    expect(await invitee.getByTestId('invitation-info').textContent()).toContain(email);
    await invitee.getByTestId('invite-first-name').fill('Ivy');
    await invitee.getByTestId('invite-last-name').fill('Invitee');
    await invitee.getByTestId('invite-phone').fill('555-0100');
    await invitee.getByTestId('invite-password').fill('Invited-Pa55!');
    await invitee.getByTestId('invite-password-confirmation').fill('Invited-Pa55!');
    await invitee.getByTestId('invite-register').click();
    await invitee.getByTestId('home-page').waitFor();
    expect(await invitee.getByTestId('nav-user-label').textContent()).toContain('Ivy Invitee');

    await admin.goto(`/company_settings/users?search=${encodeURIComponent(email)}`);
    const row = admin.getByTestId('users-table').locator('tr', { hasText: email });
    await row.getByText('Active').waitFor();
    await admin.context().close();
    await invitee.context().close();
  });

  it('someone with an account elsewhere signs in and accepts; only then the company is theirs', async () => {
    const support = await supportPage(browser);
    const email = uniqueEmail('elsewhere');
    await createCompany(support, email);
    await support.context().close();

    const admin = await newPage(browser);
    await apiSignIn(admin, 'admin@demo.test', inject('demoPassword'));
    const roles = await (await admin.request.get('/api/company_settings/roles')).json();
    const user = roles.records.find((r: { name: string }) => r.name === 'USER');
    const invited = await admin.request.post('/api/users/invitation', {
      data: { user: { email, role_id: user.id } },
    });
    expect(invited.status()).toBe(201);
    // Nothing of the account is shown before the person accepts.
    expect((await invited.json()).company_user.first_name).toBe('');

    // The mail asks them to sign in; the link carries no token.
    const mail = await mailTextTo(email);
    expect(mail).toContain('Sign In to Accept');
    expect(mail).not.toContain('token=');

    const page = await newPage(browser);
    await page.goto('/?access-type=CONTRACTOR');
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(JOURNEY_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor();
    const banner = page.getByTestId('pending-invitations');
    await banner.getByText('Demo Construction invited you to join as User.').waitFor();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('You joined Demo Construction.').waitFor();
    await banner.waitFor({ state: 'hidden' });
    await page.getByTestId('company-switcher').click();
    await page.getByText('Demo Construction').last().waitFor();

    await admin.context().close();
    await page.context().close();
  });
});
