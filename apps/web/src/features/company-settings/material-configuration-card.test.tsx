import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  DEFAULT_COST_CODE_SETTINGS,
  DEFAULT_MATERIAL_CONFIGURATION,
  DEFAULT_ROLE_PERMISSIONS,
  MATERIAL_ATTRIBUTES,
  toPermissionMap,
} from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const configuration = {
  all_attributes: MATERIAL_ATTRIBUTES.map(({ key, label }) => ({ key, label })),
  ...DEFAULT_MATERIAL_CONFIGURATION,
  required_attributes: ['manufacturer'],
};

function api(user = makeUser()) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user }),
    'GET /api/company_settings/other_settings': () =>
      jsonResponse(200, {
        other_settings: {
          invoicing_email: null,
          cost_code_settings: DEFAULT_COST_CODE_SETTINGS,
          catalog_sources: [],
          allow_company_material_creation_through_stock: false,
          vendor_contact_domain_bypass: [],
        },
      }),
    'GET /api/company_settings/download_settings': () =>
      jsonResponse(200, { download_settings: { delivery_file_naming: 'CURRENT_DATE_TIME' } }),
    'GET /api/company_settings/company_material_configuration': () =>
      jsonResponse(200, { company_material_configuration: configuration }),
    'PATCH /api/company_settings/company_material_configuration': (request) =>
      jsonResponse(200, {
        company_material_configuration: {
          ...configuration,
          ...(request.body as { company_material_configuration: object })
            .company_material_configuration,
        },
      }),
  });
}

const box = (key: string, list: string) =>
  screen.getByTestId(`material-configuration-${key}-${list}`);

describe('material configuration card', () => {
  it('ticks used, required and list column per attribute and saves the three lists', async () => {
    const fake = api();
    const { user } = renderApp('/settings/company');
    await screen.findByTestId('material-configuration-table', {}, { timeout: 15_000 });
    expect(box('manufacturer', 'required_attributes')).toBeChecked();
    // Unticking Used clears Required and List column, which need the attribute in use.
    await user.click(box('manufacturer', 'company_attributes'));
    expect(box('manufacturer', 'required_attributes')).not.toBeChecked();
    expect(box('manufacturer', 'required_attributes')).toBeDisabled();
    expect(box('manufacturer', 'company_material_columns')).not.toBeChecked();
    await user.click(box('tags', 'required_attributes'));
    await user.click(box('weight', 'company_material_columns'));
    await user.click(screen.getByTestId('material-configuration-save'));
    await waitFor(() =>
      expect(
        fake.callsTo('PATCH', '/api/company_settings/company_material_configuration'),
      ).toHaveLength(1),
    );
    const body = fake.callsTo('PATCH', '/api/company_settings/company_material_configuration')[0]
      ?.body as { company_material_configuration: Record<string, string[]> };
    const sent = body.company_material_configuration;
    expect(sent.company_attributes).not.toContain('manufacturer');
    expect(sent.required_attributes).toEqual(['tags']);
    expect(sent.company_material_columns).toContain('weight');
    expect(sent.company_material_columns?.[0]).toBe('cost_code_id');
    expect(await screen.findByText('Material configuration saved.')).toBeInTheDocument();
  }, 60_000);

  it('is read-only for users who may read but not manage settings', async () => {
    api(makeUser({ user_permissions: toPermissionMap(DEFAULT_ROLE_PERMISSIONS.USER) }));
    renderApp('/settings/company');
    await screen.findByTestId('material-configuration-table', {}, { timeout: 15_000 });
    expect(box('size', 'company_attributes')).toBeDisabled();
    expect(screen.queryByTestId('material-configuration-save')).toBeNull();
  }, 60_000);
});
