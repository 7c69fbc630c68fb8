import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_PRICE_MESSAGES } from '@laydown/domain';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { createMaterial, setRolePermissions } from '../../../test/factories/materials';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import {
  companyMaterialVendorPrices,
  companyVendors,
  liveMessages,
  units,
} from '../../db/schema/index';

/**
 * Issue 12 "accepted prices go into the material's quote history and, on request, its preferred
 * vendor price" (decision 0093), and the purchaser's decision rules around it.
 */

let t: TestApp;
let admin: ApiCall;
let buyer: ApiCall;
let noCosts: ApiCall;
let ordersOnly: ApiCall;
let vendor: ApiCall;
let stranger: ApiCall;
let companyId: number;
let adminUserId: number;
let buyerUserId: number;
let projectId: number;
let vendorCompanyId: number;
let ea: number;
let costCodeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  const read = ['can_read_orders_and_rfqs', 'can_see_orders_from_all_groups'] as const;
  await setRolePermissions(t.db, companyId, 'PURCHASER', [
    ...read,
    'can_send_and_update_rfqs',
    'can_send_and_update_orders',
    'can_view_costs',
    'can_use_historical_cost',
  ]);
  await setRolePermissions(t.db, companyId, 'USER', [...read, 'can_send_and_update_rfqs']);
  await setRolePermissions(t.db, companyId, 'MATERIAL_REQUESTER', [
    ...read,
    'can_send_and_update_orders',
  ]);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  adminUserId = company.admin.userId;
  const buyerMember = await addMember(t.db, companyId, 'PURCHASER');
  buyerUserId = buyerMember.userId;
  buyer = apiAs(t.app, await signIn(t.app, buyerMember));
  noCosts = apiAs(t.app, await signIn(t.app, await addMember(t.db, companyId, 'USER')));
  ordersOnly = apiAs(
    t.app,
    await signIn(t.app, await addMember(t.db, companyId, 'MATERIAL_REQUESTER')),
  );
  stranger = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  const person = await createVendorUser(t.db, companyId);
  vendor = apiAs(t.app, await signIn(t.app, person, 'VENDOR'));
  const [cv] = await t.db
    .select({ id: companyVendors.id })
    .from(companyVendors)
    .where(
      and(eq(companyVendors.companyId, companyId), eq(companyVendors.vendorId, person.vendorId)),
    );
  vendorCompanyId = cv!.id;
  const [unit] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.companyId, companyId), eq(units.name, 'EA'), eq(units.multiplier, '1')));
  ea = unit!.id;
  projectId = (await createProjectRow(t.db, companyId)).id;
  const code = await admin('POST', '/api/cost_codes', {
    cost_codes: [{ code: '05-100', description: 'Anchors', project_ids: [] }],
  });
  expect(code.statusCode, code.body).toBe(201);
  costCodeId = code.json().cost_codes[0].id as number;
});
afterAll(() => t.close());

/** An RFQ of one catalogue material and one free-text line, sent to the vendor. */
async function sentRfq(materialId: number, name = 'Podium') {
  const created = await admin('POST', '/api/order', {
    order: {
      kind: 'RFQ',
      project_id: projectId,
      company_vendor_id: vendorCompanyId,
      name,
      deliveries: [
        {
          order_materials: [
            {
              company_material_id: materialId,
              description: 'Anchor bolt',
              quantity: '10',
              unit_id: ea,
              unit_cost: '5',
              cost_code_id: costCodeId,
            },
            {
              description: 'Tie wire roll',
              quantity: '4',
              unit_id: ea,
              unit_cost: '6',
              cost_code_id: costCodeId,
            },
          ],
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().order.id as number;
  const sent = await admin('POST', '/api/order/send_rfq', { order_id: id });
  expect(sent.statusCode, sent.body).toBe(200);
  const lines = sent.json().order.deliveries[0].order_materials as { id: number }[];
  return { id, material: lines[0]!.id, free: lines[1]!.id };
}

async function vendorPrices(rfq: { id: number; material: number; free: number }, price = '4.25') {
  const res = await vendor('PATCH', `/api/vendor_orders/${rfq.id}/responses`, {
    order: {
      order_materials: [
        { id: rfq.material, vendor_response: [], unit_cost: price },
        {
          id: rfq.free,
          vendor_response: ['SUBSTITUTION'],
          vendor_note: 'Tie wire 16ga',
          unit_cost: '2',
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const decide = (call: ApiCall, id: number, body: Record<string, unknown>) =>
  call('POST', `/api/order/${id}/vendor_response`, body);
const quoteHistory = (id: number) =>
  admin('GET', `/api/company_materials/${id}/prices_history?kind=quote`).then((r) => r.json());
const preferred = (materialId: number) =>
  t.db
    .select({ price: companyMaterialVendorPrices.price })
    .from(companyMaterialVendorPrices)
    .where(
      and(
        eq(companyMaterialVendorPrices.companyId, companyId),
        eq(companyMaterialVendorPrices.materialId, materialId),
        eq(companyMaterialVendorPrices.companyVendorId, vendorCompanyId),
      ),
    );

describe('accepting a vendor price', () => {
  it('writes the material’s quote history (kept after the RFQ is cancelled), not its preferred price', async () => {
    const materialId = await createMaterial(t.db, companyId);
    const rfq = await sentRfq(materialId);
    await vendorPrices(rfq);
    const before = await admin('GET', `/api/order/${rfq.id}`);
    expect(before.json().order.abilities).toMatchObject({
      decide_vendor_responses: true,
      set_preferred_vendor_price: true,
    });
    expect(before.json().order.deliveries[0].order_materials[0]).toMatchObject({
      unit_cost: '4.25',
      prev_unit_cost: '5',
      changed_unit_cost_by_vendor: true,
      vendor_response_status: null,
    });
    const res = await decide(buyer, rfq.id, {
      order_material_id: rfq.material,
      decision: 'accept',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.deliveries[0].order_materials[0]).toMatchObject({
      vendor_response_status: 'ACCEPTED',
      unit_cost: '4.25',
    });
    expect(await preferred(materialId)).toEqual([]);

    const cancelled = await admin('POST', '/api/order/cancel_order', { order_id: rfq.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const history = await quoteHistory(materialId);
    expect(history.summary).toMatchObject({ last: '4.25', count: 1 });
    expect(history.items[0]).toMatchObject({
      order_id: rfq.id,
      company_vendor_id: vendorCompanyId,
      unit_cost: '4.25',
      quantity: '10',
      unit_name: 'EA',
    });
  });

  it('sets the preferred vendor price on request, updating an existing one', async () => {
    const materialId = await createMaterial(t.db, companyId);
    const first = await sentRfq(materialId);
    await vendorPrices(first, '4.5');
    const res = await decide(admin, first.id, {
      order_material_id: first.material,
      decision: 'accept',
      set_preferred: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await preferred(materialId)).toEqual([{ price: '4.500000' }]);
    const second = await sentRfq(materialId);
    await vendorPrices(second, '3.75');
    const again = await decide(admin, second.id, {
      order_material_id: second.material,
      decision: 'accept',
      set_preferred: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await preferred(materialId)).toEqual([{ price: '3.750000' }]);
    expect((await quoteHistory(materialId)).summary).toMatchObject({ count: 2, lowest: '3.75' });
  });

  it('refuses set_preferred without the material editor’s right (403, nothing decided) and where no price feeds it (422)', async () => {
    const materialId = await createMaterial(t.db, companyId);
    const rfq = await sentRfq(materialId);
    await vendorPrices(rfq);
    const abilities = (await buyer('GET', `/api/order/${rfq.id}`)).json().order.abilities;
    expect(abilities).toMatchObject({
      decide_vendor_responses: true,
      set_preferred_vendor_price: false,
    });
    const body = { order_material_id: rfq.material, decision: 'accept', set_preferred: true };
    expect((await decide(buyer, rfq.id, body)).statusCode).toBe(403);
    const line = (await admin('GET', `/api/order/${rfq.id}`)).json().order.deliveries[0]
      .order_materials[0];
    expect(line.vendor_response_status).toBeNull();
    expect((await quoteHistory(materialId)).items.every((i: { id: number }) => i.id)).toBe(true);

    // A substitution's price is the substitute's (not the material's); a rejection sets nothing.
    const substitute = await decide(admin, rfq.id, {
      order_material_id: rfq.free,
      decision: 'accept',
      set_preferred: true,
    });
    expect(substitute.statusCode).toBe(422);
    expect(substitute.json().error.message).toBe(VENDOR_PRICE_MESSAGES.preferredNeedsMaterial);
    const rejected = await decide(admin, rfq.id, {
      order_material_id: rfq.material,
      decision: 'reject',
      set_preferred: true,
    });
    expect(rejected.statusCode).toBe(422);
    expect(await preferred(materialId)).toEqual([]);
  });

  it('needs the send permission of the document kind, and another company’s order is 404', async () => {
    const materialId = await createMaterial(t.db, companyId);
    const rfq = await sentRfq(materialId);
    await vendorPrices(rfq);
    const body = { order_material_id: rfq.material, decision: 'accept' };
    // can_send_and_update_orders only: an RFQ is not theirs to decide.
    expect((await decide(ordersOnly, rfq.id, body)).statusCode).toBe(403);
    const seen = (await ordersOnly('GET', `/api/order/${rfq.id}`)).json().order;
    expect(seen.abilities.decide_vendor_responses).toBe(false);
    for (const attempt of [body, { ...body, set_preferred: true }]) {
      expect((await decide(stranger, rfq.id, attempt)).statusCode).toBe(404);
    }
    expect((await quoteHistory(materialId)).summary.count).toBe(1); // the open RFQ line only
    expect(await preferred(materialId)).toEqual([]);
  });

  it('answers no cost to a user without can_view_costs, who may still decide', async () => {
    const materialId = await createMaterial(t.db, companyId);
    const rfq = await sentRfq(materialId);
    await vendorPrices(rfq);
    const res = await decide(noCosts, rfq.id, {
      order_material_id: rfq.material,
      decision: 'accept',
    });
    expect(res.statusCode, res.body).toBe(200);
    const line = res.json().order.deliveries[0].order_materials[0];
    expect(line).toMatchObject({ vendor_response_status: 'ACCEPTED' });
    for (const key of ['unit_cost', 'prev_unit_cost', 'extended_cost', 'ext_cost_with_tax']) {
      expect(line).not.toHaveProperty(key);
    }
    expect(res.json().order.abilities.set_preferred_vendor_price).toBe(false);
    expect(
      (
        await decide(noCosts, rfq.id, {
          order_material_id: rfq.free,
          decision: 'accept',
          set_preferred: true,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the notification of a vendor answer', () => {
  it('reaches the maker of the order on their notification channel, not another member', async () => {
    const materialId = await createMaterial(t.db, companyId);
    const rfq = await sentRfq(materialId, 'Notified RFQ');
    await vendorPrices(rfq);
    const on = (userId: number) =>
      t.db
        .select({ companyId: liveMessages.companyId, payload: liveMessages.payload })
        .from(liveMessages)
        .where(eq(liveMessages.channel, `notification:${userId}`));
    const mine = (await on(adminUserId)).filter(
      (row) => (row.payload as { order_id: number }).order_id === rfq.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      companyId,
      payload: { type: 'notification', order_id: rfq.id, by_user_id: null },
    });
    expect((mine[0]!.payload as { message: string }).message).toMatch(/answered RFQ/);
    expect(
      (await on(buyerUserId)).filter(
        (row) => (row.payload as { order_id: number }).order_id === rfq.id,
      ),
    ).toEqual([]);
  });
});
