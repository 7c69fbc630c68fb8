import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CompanyVendorRecord } from '@laydown/contracts';
import { DEFAULT_ROLE_PERMISSIONS, toPermissionMap } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const acme: CompanyVendorRecord = {
  id: 3,
  vendor_id: 30,
  vendor_name: 'Acme Lumber',
  vendor_nickname: null,
  external_vendor_id: null,
  vendor: {
    id: 30,
    name: 'Acme Lumber',
    domains: ['acme.test'],
    description: null,
    logo: null,
    editable: true,
  },
  active: true,
  discarded: false,
  addresses: [],
  contacts_count: 0,
};

function api(extra: Parameters<typeof fakeApi>[0] = {}, user = makeUser()) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user }),
    'GET /api/company_vendors': () =>
      jsonResponse(200, { records: [acme], total_count: 1, has_more: false }),
    'GET /api/company_vendors/match_by_domain': () => jsonResponse(200, { matched_vendor: null }),
    'GET /api/vendor_users': () => jsonResponse(200, { records: [] }),
    ...extra,
  });
}

describe('vendors page and vendor contacts', () => {
  it("checks the email on blur with 'The input is not valid E-mail!' and requires a vendor", async () => {
    const fake = api();
    const { user } = renderApp('/vendors');
    await user.click(await screen.findByTestId('vendors-new-contact', {}, { timeout: 15_000 }));
    const drawer = await screen.findByTestId('contact-drawer');
    expect(within(drawer).getByText('New Vendor Contact')).toBeInTheDocument();
    await user.type(within(drawer).getByTestId('contact-email'), 'not-an-email');
    await user.tab();
    expect(await within(drawer).findByText('The input is not valid E-mail!')).toBeInTheDocument();
    await user.click(screen.getByTestId('contact-drawer-submit'));
    expect(await within(drawer).findByText('Vendor is required!')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/company_vendor_contact_with_vendor_user')).toHaveLength(0);
  }, 60_000);

  it('lowercases the email and shows the server domain message on the email field', async () => {
    const fake = api({
      'POST /api/company_vendor_contact_with_vendor_user': () =>
        errorResponse(
          422,
          'validation_failed',
          'The vendor domain must match the contact email domain. Please select a matching vendor or create a new one.',
          {
            'contact.email': [
              'The vendor domain must match the contact email domain. Please select a matching vendor or create a new one.',
            ],
          },
        ),
    });
    const { user } = renderApp('/vendors');
    await user.click(await screen.findByTestId('vendor-open', {}, { timeout: 15_000 }));
    await user.click(await screen.findByTestId('vendor-add-contact'));
    const drawers = await screen.findAllByTestId('contact-drawer');
    const drawer = drawers[drawers.length - 1] as HTMLElement;
    await user.type(within(drawer).getByTestId('contact-email'), ' Bo@Other.TEST');
    await user.type(within(drawer).getByTestId('contact-first-name'), 'Bo');
    await user.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(fake.callsTo('POST', '/api/company_vendor_contact_with_vendor_user')).toHaveLength(1),
    );
    expect(
      fake.callsTo('POST', '/api/company_vendor_contact_with_vendor_user')[0]?.body,
    ).toMatchObject({
      vendor: { id: 3 },
      contact: { email: 'bo@other.test', first_name: 'Bo' },
    });
    expect(
      await within(drawer).findByText(
        'The vendor domain must match the contact email domain. Please select a matching vendor or create a new one.',
      ),
    ).toBeInTheDocument();
  }, 60_000);

  it('does not offer a material requester to add a contact', async () => {
    api(
      {},
      makeUser({
        role: { id: 4, name: 'MATERIAL_REQUESTER' },
        user_permissions: toPermissionMap(DEFAULT_ROLE_PERMISSIONS.MATERIAL_REQUESTER),
      }),
    );
    renderApp('/vendors');
    expect(await screen.findByText('Acme Lumber', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('vendors-new-contact')).toBeNull();
    expect(screen.queryByTestId('vendors-page-new')).toBeNull();
  }, 60_000);

  it("falls back to 'Unable to update vendor contact' when an update fails without a message", async () => {
    const contact = {
      id: 9,
      first_name: 'Ann',
      last_name: 'Lee',
      nickname: null,
      email: 'ann@acme.test',
      phone_number: null,
      company_vendor: { id: 3, vendor_name: 'Acme Lumber' },
      vendor_user_id: null,
      vendor_id: 30,
    };
    api({
      'GET /api/company_vendor_contact': () =>
        jsonResponse(200, { records: [contact], total_count: 1, has_more: false }),
      'PATCH /api/company_vendor_contact/9': () => new Response('oops', { status: 500 }),
    });
    const { user } = renderApp('/vendors');
    await user.click(await screen.findByTestId('vendor-open', {}, { timeout: 15_000 }));
    await user.click(await screen.findByRole('button', { name: 'Edit Ann Lee' }));
    const drawer = await screen.findByTestId('contact-edit-drawer');
    await user.type(within(drawer).getByTestId('contact-edit-phone'), 'call me maybe');
    await user.click(screen.getByTestId('contact-edit-drawer-submit'));
    // A phone number that is not one is refused on its field, before anything is sent.
    expect(
      await within(drawer).findByText('Enter a phone number like +1 555 123 4567'),
    ).toBeInTheDocument();
    await user.clear(within(drawer).getByTestId('contact-edit-phone'));
    await user.type(within(drawer).getByTestId('contact-edit-phone'), '555 123 4567');
    await user.click(screen.getByTestId('contact-edit-drawer-submit'));
    expect(await screen.findByTestId('contact-edit-drawer-error')).toHaveTextContent(
      'Unable to update vendor contact',
    );
  }, 60_000);
});
