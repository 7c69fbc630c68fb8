import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { historyEntries } from '../../db/schema/index';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import {
  orderBody,
  orderLine,
  orderParts,
  postOrder,
  type OrderParts,
} from '../../../test/factories/order-documents';
import { signIn } from '../../../test/sign-in';

/**
 * POST /order/update_material_lines (§2 "Update for all Orders", decision 0083): a catalogue
 * material's text reaches the linked lines of the orders not yet ordered, never a placed order's.
 */

let t: TestApp;
let admin: ApiCall;
let user: ApiCall;
let stranger: ApiCall;
let companyId: number;
let parts: OrderParts;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  companyId = company.id;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  user = apiAs(t.app, await signIn(t.app, await addMember(t.db, companyId, 'USER')));
  stranger = apiAs(t.app, await signIn(t.app, other.admin));
  parts = await orderParts(t.db, companyId, admin);
});
afterAll(() => t.close());

interface Order {
  id: number;
  version: number;
  deliveries: { order_materials: { description: string; product_identifier: string | null }[] }[];
}

const orderWith = (materialId: number, path: '/api/order' | '/api/order/quick_po') =>
  postOrder<Order>(
    admin,
    orderBody(parts, {
      lines: [
        orderLine(parts, 'Rebar #4', {
          company_material_id: materialId,
          product_identifier: 'RB-4',
        }),
      ],
    }),
    path,
  );

const read = async (id: number) => (await admin('GET', `/api/order/${id}`)).json().order as Order;
const firstLine = (order: Order) => order.deliveries[0]!.order_materials[0]!;

describe('POST /order/update_material_lines', () => {
  it('gives the drafts’ linked lines the catalogue text, leaves placed orders as sent', async () => {
    const created = await admin('POST', '/api/company_materials', {
      company_material: { description: 'Rebar #4', product_identifier: 'RB-4' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const materialId = created.json().company_material.id as number;
    const draft = await orderWith(materialId, '/api/order');
    const placed = await orderWith(materialId, '/api/order/quick_po');
    const renamed = await admin('PATCH', `/api/company_materials/${materialId}`, {
      company_material: { description: 'Rebar #4 grade 60', product_identifier: 'RB-4-60' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const res = await admin('POST', '/api/order/update_material_lines', {
      company_material_id: materialId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updated_orders.map((o: { id: number }) => o.id)).toEqual([draft.id]);
    const after = await read(draft.id);
    expect(firstLine(after)).toMatchObject({
      description: 'Rebar #4 grade 60',
      product_identifier: 'RB-4-60',
    });
    expect(after.version).toBe(draft.version + 1);
    expect(firstLine(await read(placed.id)).description).toBe('Rebar #4');
    const [entry] = await t.db
      .select()
      .from(historyEntries)
      .where(
        and(
          eq(historyEntries.companyId, companyId),
          eq(historyEntries.subjectType, 'order'),
          eq(historyEntries.subjectId, draft.id),
          eq(historyEntries.action, 'update'),
        ),
      );
    expect(entry?.changes).toEqual([
      expect.objectContaining({ old: 'Rebar #4', new: 'Rebar #4 grade 60' }),
      expect.objectContaining({ old: 'RB-4', new: 'RB-4-60' }),
    ]);

    // Nothing left to change: the same call changes no order.
    const again = await admin('POST', '/api/order/update_material_lines', {
      company_material_id: materialId,
    });
    expect(again.json().updated_orders).toEqual([]);

    // The placed order being edited changes when it is named (the form's own order).
    const own = await admin('POST', '/api/order/update_material_lines', {
      company_material_id: materialId,
      order_id: placed.id,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().updated_orders.map((o: { id: number }) => o.id)).toEqual([placed.id]);
    expect(firstLine(await read(placed.id)).description).toBe('Rebar #4 grade 60');
  });

  it('answers 404 for another company’s material and 403 without can_edit_material_database', async () => {
    const created = await admin('POST', '/api/company_materials', {
      company_material: { description: 'Sand' },
    });
    const materialId = created.json().company_material.id as number;
    const foreign = await stranger('POST', '/api/order/update_material_lines', {
      company_material_id: materialId,
    });
    expect(foreign.statusCode).toBe(404);
    const refused = await user('POST', '/api/order/update_material_lines', {
      company_material_id: materialId,
    });
    expect(refused.statusCode).toBe(403);
    // An order that is not the company's (here: none at all) is 404 like a missing one.
    const foreignOrder = await admin('POST', '/api/order/update_material_lines', {
      company_material_id: materialId,
      order_id: 999_999,
    });
    expect(foreignOrder.statusCode).toBe(404);
    const bad = await admin('POST', '/api/order/update_material_lines', {
      company_material_id: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });
});
