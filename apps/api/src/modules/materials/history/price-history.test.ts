import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { addMember, createCompany } from '../../../../test/factories/index';
import { createMaterial, setRolePermissions } from '../../../../test/factories/materials';
import { createCompanyVendorRow, createOrder } from '../../../../test/factories/orders';
import { signIn } from '../../../../test/sign-in';

let t: TestApp;
let companyId: number;
let otherCompanyId: number;
let admin: ApiCall;
let withoutHistory: ApiCall;
let otherAdmin: ApiCall;

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
const history = (call: ApiCall, id: number, query = '') =>
  call('GET', `/api/company_materials/${id}/prices_history${query}`);

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  await setRolePermissions(t.db, companyId, 'USER', ['can_edit_material_database']);
  withoutHistory = apiAs(t.app, await signIn(t.app, await addMember(t.db, companyId, 'USER')));
  const other = await createCompany(t.db);
  otherCompanyId = other.id;
  otherAdmin = apiAs(t.app, await signIn(t.app, other.admin));
});
afterAll(() => t.close());

describe('GET /company_materials/:id/prices_history', () => {
  it('summarises order lines (last = most recent, average, lowest) and lists them newest first', async () => {
    const id = await createMaterial(t.db, companyId);
    const vendor = await createCompanyVendorRow(t.db, companyId, 'Acme Supply');
    await createOrder(t.db, companyId, {
      state: 'DELIVERED',
      orderNumber: 'PO-1',
      companyVendorId: vendor.id,
      createdAt: day(1),
      lines: [{ materialId: id, unitCost: '10', quantity: '5' }],
    });
    await createOrder(t.db, companyId, {
      state: 'SHIPPED',
      orderNumber: 'PO-2',
      createdAt: day(3),
      lines: [{ materialId: id, unitCost: '8' }],
    });
    await createOrder(t.db, companyId, {
      state: 'ORDERED',
      orderNumber: 'PO-3',
      createdAt: day(2),
      lines: [
        { materialId: id, unitCost: '12' },
        { materialId: id, unitCost: '1', deleted: true },
      ],
    });
    // Not bought: a draft, a quote, a cancelled order.
    for (const state of ['DRAFT', 'QUOTED', 'CANCELLED'] as const)
      await createOrder(t.db, companyId, {
        state,
        createdAt: day(9),
        lines: [{ materialId: id, unitCost: '0.5' }],
      });
    const res = await history(admin, id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ last: '8', average: '10', lowest: '8', count: 3 });
    expect(body.items.map((i: { order_number: string }) => i.order_number)).toEqual([
      'PO-2',
      'PO-3',
      'PO-1',
    ]);
    expect(body.items[2]).toMatchObject({
      vendor_name: 'Acme Supply',
      company_vendor_id: vendor.id,
      quantity: '5',
      unit_cost: '10',
    });
    expect(body.items[2].project_name).toEqual(expect.any(String));
    expect(body).toMatchObject({ total: 3, page: 1 });
  });

  it('answers the quote history from quoted orders', async () => {
    const id = await createMaterial(t.db, companyId);
    await createOrder(t.db, companyId, {
      state: 'QUOTED',
      orderNumber: 'Q-1',
      lines: [{ materialId: id, unitCost: '6.5' }],
    });
    await createOrder(t.db, companyId, {
      state: 'ORDERED',
      lines: [{ materialId: id, unitCost: '9' }],
    });
    const body = (await history(admin, id, '?kind=quote')).json();
    expect(body.summary).toEqual({ last: '6.5', average: '6.5', lowest: '6.5', count: 1 });
    expect(body.items).toEqual([
      expect.objectContaining({ order_number: 'Q-1', unit_cost: '6.5' }),
    ]);
  });

  it('pages by 10', async () => {
    const id = await createMaterial(t.db, companyId);
    for (let n = 1; n <= 12; n += 1)
      await createOrder(t.db, companyId, {
        state: 'DELIVERED',
        orderNumber: `PG-${n}`,
        createdAt: day(n),
        lines: [{ materialId: id, unitCost: String(n) }],
      });
    const first = (await history(admin, id)).json();
    expect(first.items).toHaveLength(10);
    expect(first.items[0].order_number).toBe('PG-12');
    const second = (await history(admin, id, '?page=2')).json();
    expect(second.items.map((i: { order_number: string }) => i.order_number)).toEqual([
      'PG-2',
      'PG-1',
    ]);
    expect(second).toMatchObject({ total: 12, page: 2 });
  });

  it("shows only the company's own lines of a provider material, and has_order_materials", async () => {
    const found = await admin('GET', '/api/consolidated_company_materials?search=CUL-PIPE-12');
    const catalogId = found.json().records[0].id;
    await createOrder(t.db, otherCompanyId, {
      state: 'DELIVERED',
      lines: [{ materialId: catalogId, unitCost: '99' }],
    });
    expect((await history(admin, catalogId)).json().summary.count).toBe(0);
    const before = (await admin('GET', `/api/company_materials/${catalogId}`)).json();
    expect(before.company_material.has_order_materials).toBe(false);
    await createOrder(t.db, companyId, {
      state: 'DELIVERED',
      lines: [{ materialId: catalogId, unitCost: '20' }],
    });
    expect((await history(admin, catalogId)).json().summary).toMatchObject({
      last: '20',
      count: 1,
    });
    const after = (await admin('GET', `/api/company_materials/${catalogId}`)).json();
    expect(after.company_material.has_order_materials).toBe(true);
  });

  it('needs can_use_historical_cost (403) and hides other companies’ materials (404)', async () => {
    const id = await createMaterial(t.db, companyId);
    expect((await history(withoutHistory, id)).statusCode).toBe(403);
    expect((await history(otherAdmin, id)).statusCode).toBe(404);
    expect((await history(admin, id, '?kind=invoice')).statusCode).toBe(400);
  });
});
