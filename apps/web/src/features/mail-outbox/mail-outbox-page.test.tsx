import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OutboxMail } from '@laydown/contracts';
import { toPermissionMap } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { setWindowWidth } from '../../test/match-media';
import { errorResponse, jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const invitation: OutboxMail = {
  id: 7,
  kind: 'invitation',
  to: 'new.person@acme.test',
  subject: 'You are invited to join Acme Builders on Laydown',
  status: 'OUTBOX',
  company_id: 10,
  created_at: '2026-01-02T15:04:00.000Z',
  sent_at: null,
  error: null,
  html: '<p>Join us</p>',
  text: 'Accept Invitation: http://localhost/?access-type=CONTRACTOR&invitation_token=abc\n',
  attachments: [],
};

function outbox(records: OutboxMail[], user = makeUser()) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user }),
    'GET /api/mail_outbox': () =>
      jsonResponse(200, { records, total_count: records.length, has_more: false }),
    'GET /api/mail_outbox/7': () => jsonResponse(200, { mail: invitation }),
  });
}

afterEach(() => setWindowWidth(1024));

describe('Mail outbox', () => {
  it('is in the company navigation of users who manage users, and lists the mail', async () => {
    outbox([invitation]);
    const { user, router } = renderApp('/home');
    await user.click(await screen.findByTestId('nav-mail-outbox'));
    expect(currentLocation(router)).toBe('/mail_outbox');
    const table = await screen.findByTestId('mail-table');
    const row = (await within(table).findByText(invitation.to)).closest('tr');
    expect(row).toHaveTextContent(invitation.subject);
    expect(row).toHaveTextContent('In outbox');
    expect(row).toHaveTextContent('01/02/2026');
  });

  it('opens a mail with its links and plain text', async () => {
    outbox([invitation]);
    const { user } = renderApp('/mail_outbox');
    await user.click(await screen.findByText(invitation.to));
    const drawer = await screen.findByTestId('mail-drawer');
    const link = await within(drawer).findByTestId('mail-link');
    expect(link).toHaveAttribute(
      'href',
      'http://localhost/?access-type=CONTRACTOR&invitation_token=abc',
    );
    await user.click(within(drawer).getByRole('tab', { name: 'Plain text' }));
    expect(await within(drawer).findByTestId('mail-text')).toHaveTextContent('Accept Invitation');
  });

  it('keeps the search in the query string and sends it to the server', async () => {
    const fake = outbox([]);
    const { user, router } = renderApp('/mail_outbox');
    // The lists' search runs on Enter (procurement-core §2 order list search).
    await user.type(await screen.findByPlaceholderText('Search here...'), 'new.person{Enter}');
    expect(currentLocation(router)).toBe('/mail_outbox?search=new.person');
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/api/mail_outbox')).toBe(true));
    expect(await screen.findByText('No items found for "new.person"')).toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    setWindowWidth(390);
    outbox([invitation]);
    renderApp('/mail_outbox');
    expect(await screen.findByTestId('mail-table-card')).toHaveTextContent(invitation.subject);
  });

  it('is not offered to users who cannot manage users, and a refusal shows 403', async () => {
    const noAdmin = makeUser({ user_permissions: toPermissionMap(['can_read_projects']) });
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: noAdmin }),
      'GET /api/mail_outbox': () =>
        errorResponse(403, 'forbidden', 'You are not allowed to do this.'),
    });
    renderApp('/mail_outbox');
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-mail-outbox')).not.toBeInTheDocument();
  });
});
