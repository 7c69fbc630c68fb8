import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_COST_CODE_SETTINGS,
  DEFAULT_ROLE_PERMISSIONS,
  toPermissionMap,
} from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const other = {
  invoicing_email: null,
  cost_code_settings: DEFAULT_COST_CODE_SETTINGS,
  catalog_sources: [],
  allow_company_material_creation_through_stock: false,
  vendor_contact_domain_bypass: [],
};

function api(user = makeUser()) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user }),
    'GET /api/company_settings/other_settings': () => jsonResponse(200, { other_settings: other }),
    'PATCH /api/company_settings/other_settings': () =>
      jsonResponse(200, {
        other_settings: {
          ...other,
          cost_code_settings: { ...other.cost_code_settings, class_enabled: true },
        },
      }),
    'GET /api/company_settings/download_settings': () =>
      jsonResponse(200, { download_settings: { delivery_file_naming: 'CURRENT_DATE_TIME' } }),
    'PATCH /api/company_settings/download_settings': () =>
      jsonResponse(200, { download_settings: { delivery_file_naming: 'ORIGINAL_FILE_NAME' } }),
    'GET /api/company_settings/addresses': () =>
      jsonResponse(200, {
        records: [
          {
            id: 1,
            nickname: 'Site',
            address_line_1: '2 Site Rd',
            address_line_2: null,
            city: null,
            state: null,
            zip_code: null,
            country: null,
            owner_type: 'project',
            owner_id: 4,
            owner_name: 'Harbor',
          },
        ],
      }),
    'GET /api/company_settings/sso': () =>
      jsonResponse(200, { sso: null, redirect_uri: 'http://localhost/api/sso/callback' }),
    'GET /api/address_to': () => jsonResponse(200, { records: [{ id: 1, name: 'Gate 3' }] }),
    'GET /api/shipping_carriers': () =>
      jsonResponse(200, { defaults: ['Delivered by vendor', 'Pickup'], records: [] }),
    'POST /api/shipping_carriers': () =>
      jsonResponse(201, {
        shipping_carrier: { id: 1, name: 'FastFreight', tracking_url: null, active: true },
      }),
  });
}

describe('company settings page', () => {
  it('switches a cost code setting, the delivery file naming and adds a carrier', async () => {
    const fake = api();
    const { user } = renderApp('/settings/company');
    await user.click(await screen.findByTestId('setting-class_enabled', {}, { timeout: 15_000 }));
    await waitFor(() =>
      expect(fake.callsTo('PATCH', '/api/company_settings/other_settings')).toHaveLength(1),
    );
    expect(fake.callsTo('PATCH', '/api/company_settings/other_settings')[0]?.body).toEqual({
      other_settings: { cost_code_settings: { class_enabled: true } },
    });
    await user.click(
      within(screen.getByTestId('setting-delivery-file-naming')).getByText('Original file name'),
    );
    await waitFor(() =>
      expect(fake.callsTo('PATCH', '/api/company_settings/download_settings')).toHaveLength(1),
    );
    expect(screen.getByText('Harbor')).toBeInTheDocument();
    expect(screen.getByText('Gate 3')).toBeInTheDocument();
    expect(screen.getByText('Delivered by vendor')).toBeInTheDocument();
    await user.type(screen.getByTestId('settings-carrier-name'), 'FastFreight');
    await user.click(screen.getByTestId('settings-carrier-add'));
    await waitFor(() => expect(fake.callsTo('POST', '/api/shipping_carriers')).toHaveLength(1));
    expect(await screen.findByTestId('sso-empty')).toBeInTheDocument();
  }, 60_000);

  it('shows only the reference-data links to users who cannot read settings', async () => {
    const fake = api(
      makeUser({ user_permissions: toPermissionMap(DEFAULT_ROLE_PERMISSIONS.MATERIAL_REQUESTER) }),
    );
    renderApp('/settings/company');
    expect(
      await screen.findByTestId('settings-units', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('setting-class_enabled')).toBeNull();
    expect(fake.callsTo('GET', '/api/company_settings/other_settings')).toHaveLength(0);
    expect(fake.callsTo('GET', '/api/company_settings/sso')).toHaveLength(0);
  }, 60_000);

  it('leaves single sign-on to those who manage settings', async () => {
    const reader = DEFAULT_ROLE_PERMISSIONS.ADMIN.filter(
      (p) => p !== 'can_manage_company_settings',
    );
    const fake = api(
      makeUser({ user_permissions: toPermissionMap([...reader, 'can_read_company_settings']) }),
    );
    renderApp('/settings/company');
    expect(
      await screen.findByTestId('setting-class_enabled', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('sso-card')).toBeNull();
    expect(fake.callsTo('GET', '/api/company_settings/sso')).toHaveLength(0);
  }, 60_000);
});
