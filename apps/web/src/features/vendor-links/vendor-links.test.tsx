import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { VendorLinkDocument, VendorLinkRecord } from '@laydown/contracts';
import { toPermissionMap, VENDOR_LINK_MESSAGES, type Permission } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser, makeVendorUser } from '../../test/users';
import { vendorLine, vendorOrder } from '../../test/vendor-orders';
import { CurrentUserContext } from '../../shell/current-user';
import { VendorLinksSection } from './vendor-links-section';

const WAIT = { timeout: 20_000 };
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';

const link = (fields: Partial<VendorLinkRecord> = {}): VendorLinkRecord => ({
  id: 3,
  email: 'nia@supply.test',
  contact_name: 'Nia Contact',
  sent_at: '2026-11-20T17:10:00.000Z',
  expires_at: '2026-12-20T17:10:00.000Z',
  state: 'ACTIVE',
  revoked_at: null,
  revoked_by_name: null,
  last_opened_at: null,
  account_created: false,
  ...fields,
});

/** The RFQ a link opens, read-only: the vendor may not answer through the link. */
const linked: VendorLinkDocument = {
  order: vendorOrder({
    order_materials: [vendorLine({ company_note: 'Bundle by 10' })],
    units: [{ id: 1, name: 'EA' }],
    abilities: {
      can_respond: false,
      can_submit_quote: false,
      can_confirm: false,
      can_request_cancellation: false,
      can_ship: false,
      can_answer_cancellation: false,
    },
  }),
  link: { email: 'nia@supply.test', expires_at: '2026-12-20T17:10:00.000Z', has_account: false },
};

afterEach(() => vi.unstubAllGlobals());

function renderSection(permissions: Permission[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = makeUser({ user_permissions: toPermissionMap(permissions) });
  render(
    <QueryClientProvider client={client}>
      <CurrentUserContext.Provider value={user}>
        <App>
          <VendorLinksSection orderId={7} version={2} />
        </App>
      </CurrentUserContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the order form’s Vendor links', () => {
  it('lists who the document was sent to, and revokes a link after confirmation', async () => {
    let records = [
      link(),
      link({ id: 4, email: 'old@supply.test', contact_name: '', state: 'EXPIRED' }),
    ];
    const api = fakeApi({
      'GET /api/order/7/vendor_links': () => jsonResponse(200, { records }),
      'POST /api/order/7/vendor_links/3/revoke': () => {
        records = [
          link({
            state: 'REVOKED',
            revoked_at: '2026-11-21T10:00:00.000Z',
            revoked_by_name: 'Pat Purchaser',
          }),
          records[1]!,
        ];
        return jsonResponse(200, { vendor_link: records[0] });
      },
    });
    const user = renderSection(['can_send_and_update_rfqs']);
    const items = await screen.findAllByTestId('vendor-link-item', undefined, WAIT);
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Active')).toBeTruthy();
    expect(within(items[0]!).getByText(/nia@supply\.test/)).toBeTruthy();
    expect(within(items[1]!).getByText('Expired')).toBeTruthy();
    // Only an active link can be revoked.
    expect(within(items[1]!).queryByRole('button', { name: /Revoke/ })).toBeNull();
    await user.click(
      within(items[0]!).getByRole('button', { name: 'Revoke the link sent to nia@supply.test' }),
    );
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    expect(within(dialog).getByText(VENDOR_LINK_MESSAGES.revokeConfirm)).toBeTruthy();
    expect(api.callsTo('POST', '/api/order/7/vendor_links/3/revoke')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(VENDOR_LINK_MESSAGES.revoked, undefined, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Revoked')).toHaveLength(1), WAIT);
    expect(screen.getByText(/by Pat Purchaser/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/order/7/vendor_links/3/revoke')).toHaveLength(1);
  });

  it('says when there is no link yet', async () => {
    fakeApi({ 'GET /api/order/7/vendor_links': () => jsonResponse(200, { records: [] }) });
    renderSection(['can_send_and_update_orders']);
    expect(await screen.findByText(/No links yet/, undefined, WAIT)).toBeTruthy();
  });

  it('is hidden without a send permission', async () => {
    const api = fakeApi({});
    renderSection(['can_read_orders_and_rfqs']);
    expect(screen.queryByTestId('vendor-links')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});

describe('the per-document link page', () => {
  it('shows the one document read-only and creates an account that opens it in the portal', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi({
      'GET /api/user': () => errorResponse(401, 'unauthenticated', 'Please sign in.'),
      'GET /api/vendor_link/orders/7': () => jsonResponse(200, linked),
      'POST /api/vendor_link/account': () => jsonResponse(200, { user: makeVendorUser() }),
    });
    const { user } = renderApp(`/vendor/link/7?link_token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'RFQ 1007' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Rebar #4 20ft')).toBeTruthy();
    expect(screen.getByTestId('vendor-link-notice').textContent).toContain('nia@supply.test');
    expect(screen.getByTestId('vendor-link-pdf').getAttribute('href')).toMatch(
      /^\/api\/vendor_link\/orders\/7\.pdf\?link_token=/,
    );
    expect(screen.queryByTestId('vendor-save')).toBeNull();
    expect(
      screen.getByRole('heading', { name: VENDOR_LINK_MESSAGES.createAccountToAnswer }),
    ).toBeTruthy();
    await user.type(screen.getByTestId('link-account-first-name'), 'Nia');
    await user.type(screen.getByTestId('link-account-last-name'), 'Contact');
    await user.type(screen.getByTestId('link-account-password'), 'Sup3r-secret');
    await user.type(screen.getByTestId('link-account-password-confirmation'), 'Sup3r-secret');
    await user.click(screen.getByTestId('link-account-submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/vendor/orders/7'), WAIT);
    const [sent] = api.callsTo('POST', '/api/vendor_link/account');
    expect(sent!.body).toMatchObject({
      vendor_user: { link_token: TOKEN, order_id: 7, first_name: 'Nia', last_name: 'Contact' },
    });
  });

  it('says clearly that a revoked or expired link is no longer valid', async () => {
    fakeApi({
      'GET /api/vendor_link/orders/7': () =>
        errorResponse(410, 'link_no_longer_valid', VENDOR_LINK_MESSAGES.noLongerValid),
    });
    renderApp(`/vendor/link/7?link_token=${TOKEN}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: VENDOR_LINK_MESSAGES.noLongerValid },
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to the vendor portal' })).toBeTruthy();
  });
});
