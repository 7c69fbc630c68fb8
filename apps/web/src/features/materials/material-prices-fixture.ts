import type { CompanyMaterialRecord, PricesHistoryBody } from '@laydown/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { makeUser } from '../../test/users';

/** The fake API of the material list, editor and price history, for component tests. */
const vendor = (id: number, name: string) => ({
  id,
  vendor_id: id,
  vendor_name: name,
  vendor_nickname: null,
  external_vendor_id: null,
  vendor: { id, name, domains: [], description: null, logo: null, editable: true },
  active: true,
  discarded: false,
  addresses: [],
  contacts_count: 0,
});

const line = (id: number, extra: Partial<PricesHistoryBody['items'][number]> = {}) => ({
  id,
  order_id: 500 + id,
  order_number: `PO-${id}`,
  name: `Order ${id}`,
  project_name: 'Tower A',
  vendor_name: 'Acme Supply',
  company_vendor_id: 1,
  vendor_discarded: false,
  quantity: '4',
  unit_name: 'LF',
  unit_cost: '12.5',
  date: '2026-01-05T12:00:00.000Z',
  ...extra,
});

const history = (items: ReturnType<typeof line>[]): PricesHistoryBody => ({
  summary: { last: '12.5', average: '11.25', lowest: '10', count: items.length },
  items,
  total: items.length,
  page: 1,
});

export function routes(
  record: CompanyMaterialRecord,
  user = makeUser(),
  patch?: Parameters<typeof fakeApi>[0][string],
) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user }),
    'GET /api/consolidated_company_materials': () =>
      jsonResponse(200, {
        records: [record],
        total_count: 1,
        has_more: false,
        query_id: 'q',
        search_metadata: { backend: 'fulltext', exhaustive: true },
      }),
    'GET /api/consolidated_company_materials/facets': () =>
      jsonResponse(200, { facets: {}, search_metadata: { backend: 'fulltext', exhaustive: true } }),
    'GET /api/company_materials/tags': () => jsonResponse(200, { tags: [] }),
    'POST /api/search_analytics/track_view': () => jsonResponse(204),
    'GET /api/common/units': () =>
      jsonResponse(200, { records: [], total_count: 0, has_more: false }),
    'GET /api/company_vendors': () =>
      jsonResponse(200, {
        records: [vendor(1, 'Acme Supply'), vendor(2, 'Bolt Distributors')],
        total_count: 2,
        has_more: false,
      }),
    [`GET /api/company_materials/${record.id}/prices_history`]: () =>
      jsonResponse(200, history([line(1), line(2, { unit_cost: '10', company_vendor_id: 2 })])),
    [`PATCH /api/company_materials/${record.id}`]:
      patch ?? (() => jsonResponse(200, { company_material: record })),
  });
}

/** Opens the material editor from the list by the material's description. */
export async function openDrawer(name: string) {
  const text = await screen.findByText(name, {}, { timeout: 15000 });
  fireEvent.click(text.closest('a') as HTMLElement);
  return screen.findByTestId('material-drawer', {}, { timeout: 5000 });
}
