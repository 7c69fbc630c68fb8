import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, launchBrowser } from '../support/browser';
import { apiSignIn, linkFromOutbox, uniqueEmail } from '../support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('invitation', () => {
  it('an admin invites, the link is found in the outbox, and the invitee registers', async () => {
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
    await admin.getByTestId('users-table').getByText(email).waitFor();

    const link = await linkFromOutbox(admin, email);
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
});
