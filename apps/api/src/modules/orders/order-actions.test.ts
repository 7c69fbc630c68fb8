import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { PERMISSIONS } from '@laydown/domain';
import {
  commitmentMaterials,
  companyUserProjectGroups,
  historyEntries,
  orderInternalComments,
  orders,
} from '../../db/schema/index';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { createCompanyVendorRow } from '../../../test/factories/orders';
import {
  orderBody,
  orderLine,
  orderParts,
  postOrder,
  type OrderParts,
} from '../../../test/factories/order-documents';
import { createProjectGroupRow, createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { pdfPageTexts, squeeze } from './pdf/pdf-text-for-tests';

/**
 * The §4 order actions besides state changes (decision 0050): merge, split, duplicate, tags,
 * internal comments, manual export, convert to commitment; the order packages and GET /quotes;
 * the project-group rule on writes.
 */

let t: TestApp;
let admin: ApiCall;
let user: ApiCall;
let nobody: ApiCall;
let stranger: ApiCall;
let companyId: number;
let projectId: number;
let farProjectId: number;
let vendorId: number;
let secondVendorId: number;
let strangerUserId: number;
let parts: OrderParts;
let costless: ApiCall;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  companyId = company.id;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  const userMember = await addMember(t.db, companyId, 'USER');
  user = apiAs(t.app, await signIn(t.app, userMember));
  await setRolePermissions(t.db, companyId, 'MATERIAL_REQUESTER', []);
  nobody = apiAs(
    t.app,
    await signIn(t.app, await addMember(t.db, companyId, 'MATERIAL_REQUESTER')),
  );
  stranger = apiAs(t.app, await signIn(t.app, other.admin));
  // A purchaser who may do everything but see costs (§6 can_view_costs).
  await setRolePermissions(
    t.db,
    companyId,
    'PURCHASER',
    PERMISSIONS.filter((p) => p !== 'can_view_costs'),
  );
  costless = apiAs(t.app, await signIn(t.app, await addMember(t.db, companyId, 'PURCHASER')));
  strangerUserId = other.admin.companyUserId;
  parts = await orderParts(t.db, companyId, admin);
  ({ projectId, companyVendorId: vendorId } = parts);
  farProjectId = (await createProjectRow(t.db, companyId)).id;
  // USER sees only the projects of its groups (decision 0084): projectId, not farProjectId.
  const group = await createProjectGroupRow(t.db, companyId, [projectId]);
  await t.db
    .insert(companyUserProjectGroups)
    .values({ companyId, companyUserId: userMember.companyUserId, projectGroupId: group });
  secondVendorId = (await createCompanyVendorRow(t.db, companyId)).id;
});
afterAll(() => t.close());

const line = (description: string, quantity = '4', unit_cost = '2.5') =>
  orderLine(parts, description, { quantity, unit_cost });

const body = (fields: Record<string, unknown> = {}, lines = [line('Concrete 4000 PSI')]) =>
  orderBody(parts, {
    name: 'Level 2 slab',
    delivery: { requested_delivered_at: '2026-03-02' },
    lines,
    ...fields,
  });

interface Order {
  id: number;
  order_number: string;
  state: string;
  sub_state: string | null;
  version: number;
  order_package_id: number;
  tags: string[];
  deliveries: { order_materials: { id: number; description: string; quantity: string }[] }[];
}

const create = (fields: Record<string, unknown> = {}, lines?: ReturnType<typeof line>[]) =>
  postOrder<Order>(admin, body(fields, lines));

const quickPo = () => postOrder<Order>(admin, body(), '/api/order/quick_po');

const descriptions = (order: Order) =>
  order.deliveries.flatMap((d) => d.order_materials.map((l) => l.description));

async function read(id: number) {
  return (await admin('GET', `/api/order/${id}`)).json().order as Order;
}

async function historyOf(id: number) {
  return t.db
    .select()
    .from(historyEntries)
    .where(
      and(
        eq(historyEntries.companyId, companyId),
        eq(historyEntries.subjectType, 'order'),
        eq(historyEntries.subjectId, id),
      ),
    )
    .orderBy(asc(historyEntries.id));
}

describe('POST /order/merge_order', () => {
  it('adds the lines of the merged drafts and cancels them as merged, with history', async () => {
    const target = await create({}, [line('Rebar #4')]);
    const merged = await create({}, [line('Vapor barrier'), line('Sand')]);
    const res = await admin('POST', '/api/order/merge_order', {
      order_id: target.id,
      merged_order_ids: [merged.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(descriptions(res.json().order)).toEqual(['Rebar #4', 'Vapor barrier', 'Sand']);
    expect(await read(merged.id)).toMatchObject({
      state: 'CANCELLED',
      sub_state: 'CANCELLED_MERGED',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, merged.id));
    expect(row!.mergedIntoId).toBe(target.id);
    expect((await historyOf(merged.id)).map((h) => h.title)).toContainEqual(
      `Ada Admin merged ${merged.order_number} into ${target.order_number} on {date}`,
    );
    expect((await historyOf(target.id)).at(-1)!.changes).toHaveLength(2);
  });

  it('refuses a placed order naming its state, and writes nothing', async () => {
    const target = await create();
    const placed = await quickPo();
    const res = await admin('POST', '/api/order/merge_order', {
      order_id: target.id,
      merged_order_ids: [placed.id],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('ORDERED');
    expect(descriptions(await read(target.id))).toHaveLength(1);
    expect((await read(placed.id)).state).toBe('ORDERED');
  });

  it('refuses an order into itself, another project and a malformed body', async () => {
    const target = await create();
    const itself = await admin('POST', '/api/order/merge_order', {
      order_id: target.id,
      merged_order_ids: [target.id],
    });
    expect(itself.statusCode).toBe(422);
    const far = await create({ project_id: farProjectId });
    const otherProject = await admin('POST', '/api/order/merge_order', {
      order_id: target.id,
      merged_order_ids: [far.id],
    });
    expect(otherProject.statusCode).toBe(422);
    expect(otherProject.json().error.message).toBe(
      'Only orders of the same project can be merged.',
    );
    for (const bad of [
      { order_id: 'x', merged_order_ids: [1] },
      { order_id: target.id, merged_order_ids: [] },
      { order_id: target.id, merged_order_ids: [far.id], extra: 1 },
    ]) {
      expect((await admin('POST', '/api/order/merge_order', bad)).statusCode).toBe(400);
    }
  });
});

describe('POST /order/{id}/split', () => {
  it('moves the lines chosen to a new order in the same state and package', async () => {
    const source = await create({}, [line('Rebar #4'), line('Sand', '2')]);
    const sand = source.deliveries[0]!.order_materials[1]!;
    const res = await admin('POST', `/api/order/${source.id}/split`, {
      order_material_ids: [sand.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, source_order } = res.json();
    expect(order).toMatchObject({
      state: 'DRAFT',
      sub_state: 'DRAFT_ORDER',
      splitted_from_id: source.id,
      order_package_id: source.order_package_id,
    });
    expect(order.order_number).not.toBe(source.order_number);
    expect(descriptions(order)).toEqual(['Sand']);
    expect(order.deliveries[0].order_materials[0].quantity).toBe('2');
    expect(descriptions(source_order)).toEqual(['Rebar #4']);
    expect((await historyOf(order.id)).map((h) => h.action)).toEqual(['create']);
    expect((await historyOf(source.id)).at(-1)!.changes).toEqual([
      { section: 'order_materials', field: `${sand.id}.removed`, old: 'Sand', new: null },
    ]);
  });

  it('keeps at least one line, and refuses lines of another order', async () => {
    const source = await create({}, [line('Rebar #4')]);
    const other = await create();
    const all = await admin('POST', `/api/order/${source.id}/split`, {
      order_material_ids: [source.deliveries[0]!.order_materials[0]!.id],
    });
    expect(all.statusCode).toBe(422);
    expect(all.json().error.message).toBe('Leave at least one line on the order to split it.');
    const foreign = await admin('POST', `/api/order/${source.id}/split`, {
      order_material_ids: [other.deliveries[0]!.order_materials[0]!.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await admin('POST', `/api/order/${source.id}/split`, {})).statusCode).toBe(400);
  });

  it('refuses a cancelled order naming its state', async () => {
    const source = await create({}, [line('Rebar #4'), line('Sand')]);
    await admin('POST', '/api/order/cancel_order', { order_id: source.id });
    const res = await admin('POST', `/api/order/${source.id}/split`, {
      order_material_ids: [source.deliveries[0]!.order_materials[0]!.id],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'An order in state CANCELLED (CANCELLED_ORDER_BY_BUYER) cannot be split.',
    );
  });
});

describe('POST /order/{id}/duplicate', () => {
  it('makes a new draft with the lines of a placed order, in a package of its own', async () => {
    const placed = await quickPo();
    const res = await admin('POST', `/api/order/${placed.id}/duplicate`, { name: 'Again' });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({ state: 'DRAFT', sub_state: 'DRAFT_ORDER', name: 'Again' });
    expect(order.order_package_id).not.toBe(placed.order_package_id);
    expect(descriptions(order)).toEqual(descriptions(placed));
    expect(order.totals).toEqual(
      (await admin('GET', `/api/order/${placed.id}`)).json().order.totals,
    );
    expect((await historyOf(order.id))[0]!.title).toBe(
      `Ada Admin duplicated ${placed.order_number} as ${order.order_number} on {date}`,
    );
    expect(
      (await admin('POST', `/api/order/${placed.id}/duplicate`, { name: 'x'.repeat(100_000) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('PATCH /order/{id}/tags', () => {
  it('sets the tags, each once, with a history change', async () => {
    const order = await create();
    const res = await admin('PATCH', `/api/order/${order.id}/tags`, {
      tags: ['urgent', ' crane ', 'urgent'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.tags).toEqual(['urgent', 'crane']);
    expect((await historyOf(order.id)).at(-1)!.changes).toEqual([
      { section: 'order', field: 'tags', old: [], new: ['urgent', 'crane'] },
    ]);
    for (const tags of [['a\u0000b'], ['x'.repeat(100_000)], 'urgent', ['']]) {
      expect((await admin('PATCH', `/api/order/${order.id}/tags`, { tags })).statusCode).toBe(400);
    }
  });
});

describe('POST /order/{id}/internal_comment', () => {
  it('keeps the comment for the company and never puts it where a vendor reads', async () => {
    const order = await create();
    const res = await admin('POST', `/api/order/${order.id}/internal_comment`, {
      comment: 'Hold until the crane is booked',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().internal_comments).toMatchObject([
      { comment: 'Hold until the crane is booked', author_name: 'Ada Admin', user_ids: [] },
    ]);
    const pdf = await admin('GET', `/api/order/${order.id}.pdf`);
    expect(squeeze((await pdfPageTexts(pdf.rawPayload)).join(' '))).not.toContain('crane');
    const entries = await historyOf(order.id);
    expect(entries.at(-1)!.title).toBe(
      `Ada Admin added an internal comment to ${order.order_number} on {date}`,
    );
    expect(JSON.stringify(entries)).not.toContain('crane');
    // The company's readers see it with the order (the form's comments); a vendor's read never
    // goes through this company-only read.
    expect((await admin('GET', `/api/order/${order.id}`)).json().order.internal_comments).toEqual(
      res.json().internal_comments,
    );
  });

  it("refuses an empty comment and another company's user", async () => {
    const order = await create();
    const empty = await admin('POST', `/api/order/${order.id}/internal_comment`, { comment: ' ' });
    expect(empty.statusCode).toBe(400);
    const foreign = await admin('POST', `/api/order/${order.id}/internal_comment`, {
      comment: 'Look',
      user_ids: [strangerUserId],
    });
    expect(foreign.statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(orderInternalComments)
      .where(eq(orderInternalComments.orderId, order.id));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /order/manual_export', () => {
  it('marks every order exported, or none when one is not the company’s', async () => {
    const first = await quickPo();
    const second = await quickPo();
    const refused = await admin('POST', '/api/order/manual_export', {
      orders: [first.id, 2_000_000_000],
    });
    expect(refused.statusCode).toBe(404);
    const [untouched] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    expect(untouched!.manualExportedAt).toBeNull();
    const res = await admin('POST', '/api/order/manual_export', { orders: [first.id, second.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orders.map((o: { id: number }) => o.id)).toEqual([first.id, second.id]);
    expect((await admin('GET', `/api/order/${first.id}`)).json().order.manual_exported_at).toBe(
      res.json().orders[0].manual_exported_at,
    );
    expect((await historyOf(second.id)).at(-1)!.changes[0]).toMatchObject({
      field: 'manualExportedAt',
      old: null,
    });
    expect((await admin('POST', '/api/order/manual_export', { orders: [] })).statusCode).toBe(400);
  });
});

describe('POST /order/{id}/convert_to_commitment', () => {
  it('stores a material commitment with a row per line, once', async () => {
    const placed = await quickPo();
    const res = await admin('POST', `/api/order/${placed.id}/convert_to_commitment`);
    expect(res.statusCode, res.body).toBe(201);
    const { commitment } = res.json();
    expect(commitment).toMatchObject({
      commitment_type: 'material',
      status: 'CONFIRMED',
      project_id: projectId,
      company_vendor_id: vendorId,
      source_order_id: placed.id,
      commitment_materials: [{ description: 'Concrete 4000 PSI', quantity: '4.000000' }],
    });
    expect(commitment.commitment_materials[0].unit_cost).toBe('2.500000');
    const rows = await t.db
      .select()
      .from(commitmentMaterials)
      .where(eq(commitmentMaterials.commitmentId, commitment.id));
    expect(rows).toHaveLength(1);
    expect(((await read(placed.id)) as unknown as { commitment_id: number }).commitment_id).toBe(
      commitment.id,
    );
    const again = await admin('POST', `/api/order/${placed.id}/convert_to_commitment`);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a draft naming its state', async () => {
    const order = await create();
    const res = await admin('POST', `/api/order/${order.id}/convert_to_commitment`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'An order in state DRAFT (DRAFT_ORDER) cannot be converted to a commitment.',
    );
  });
});

describe('the abilities of split, convert to commitment and receiving', () => {
  const abilitiesOf = async (call: ApiCall, id: number) =>
    (await call('GET', `/api/order/${id}`)).json().order.abilities as Record<string, unknown>;

  it('answer what the calls would accept, as the order stands and for who asks', async () => {
    const draft = await create();
    expect(await abilitiesOf(admin, draft.id)).toMatchObject({
      split: true,
      convert_to_commitment: false,
      receive: false,
    });
    const placed = await quickPo();
    expect(await abilitiesOf(admin, placed.id)).toMatchObject({
      convert_to_commitment: true,
      receive: true,
    });
    await admin('POST', `/api/order/${placed.id}/convert_to_commitment`);
    expect(await abilitiesOf(admin, placed.id)).toMatchObject({ convert_to_commitment: false });

    await admin('POST', '/api/order/cancel_order', { order_id: draft.id });
    expect(await abilitiesOf(admin, draft.id)).toMatchObject({ split: false, receive: false });
  });

  it('are false for who lacks the calls’ permissions', async () => {
    // USER creates drafts but neither updates placed orders, sees commitments nor edits deliveries.
    const placed = await quickPo();
    expect(await abilitiesOf(user, placed.id)).toMatchObject({
      update: false,
      split: false,
      convert_to_commitment: false,
      receive: false,
    });
    expect(await abilitiesOf(user, (await create()).id)).toMatchObject({ split: true });
  });
});

describe('an RFQ to several vendors, its package and its quotes', () => {
  it('is one package with one order per vendor, GET /quotes lists them', async () => {
    const res = await admin('POST', '/api/order', {
      order: {
        ...body({ kind: 'RFQ', company_vendor_id: undefined }).order,
        company_vendor_ids: [vendorId, secondVendorId],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json().order;
    const pkg = await admin('GET', `/api/order_package/${first.order_package_id}`);
    expect(pkg.statusCode, pkg.body).toBe(200);
    const { order_package } = pkg.json();
    expect(
      order_package.orders.map((o: { company_vendor_id: number }) => o.company_vendor_id),
    ).toEqual([vendorId, secondVendorId]);
    expect(order_package.orders.every((o: { kind: string }) => o.kind === 'RFQ')).toBe(true);
    const quotes = await admin('GET', `/api/quotes?order_id=${first.id}`);
    expect(quotes.statusCode, quotes.body).toBe(200);
    expect(quotes.json().quotes).toHaveLength(2);
    const second = order_package.orders[1].id;
    const one = await admin('GET', `/api/quotes?order_id=${first.id}&quote_id=${second}`);
    expect(one.json().quotes.map((q: { id: number }) => q.id)).toEqual([second]);
    const outside = await quickPo();
    expect(
      (await admin('GET', `/api/quotes?order_id=${first.id}&quote_id=${outside.id}`)).statusCode,
    ).toBe(404);
    expect((await admin('GET', `/api/quotes?order_id=abc`)).statusCode).toBe(400);
  });

  it('renames, comments on and deletes a package of drafts through the state machine', async () => {
    const order = await create({ kind: 'RFQ' });
    const id = order.order_package_id;
    const renamed = await admin('PATCH', `/api/order_package/${id}`, {
      order_package: { name: 'Slab RFQ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().order_package.name).toBe('Slab RFQ');
    const comment = await admin('POST', `/api/order_package/${id}/internal_comment`, {
      comment: 'Compare with last year',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(
      (await admin('GET', `/api/order_package/${id}`)).json().order_package.internal_comments,
    ).toHaveLength(1);
    const deleted = await admin('DELETE', `/api/order_package/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await read(order.id)).toMatchObject({ state: 'CANCELLED', sub_state: 'DELETED_DRAFT' });
    expect((await historyOf(order.id)).at(-1)!.action).toBe('delete');
    expect(
      (await admin('PATCH', `/api/order_package/${id}`, { order_package: { name: '' } }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses to delete a package holding a placed order, and changes nothing', async () => {
    const placed = await quickPo();
    const draft = await create({ order_package_id: placed.order_package_id });
    const res = await admin('DELETE', `/api/order_package/${placed.order_package_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'An order in state ORDERED (ORDERED_REQUESTED) cannot be deleted.',
    );
    expect((await read(draft.id)).state).toBe('DRAFT');
  });
});

describe('the project-group rule on writes', () => {
  it('refuses creating or acting on orders of projects outside the user’s groups', async () => {
    const outside = await user('POST', '/api/order', body({ project_id: farProjectId }));
    expect(outside.statusCode).toBe(403);
    const far = await create({ project_id: farProjectId });
    expect((await user('PATCH', `/api/order/${far.id}/tags`, { tags: ['x'] })).statusCode).toBe(
      404,
    );
    expect((await user('POST', `/api/order/${far.id}/duplicate`, {})).statusCode).toBe(404);
    expect(
      (await user('POST', '/api/order/undiscard_order', { order_id: far.id })).statusCode,
    ).toBe(404);
    const farDocument = {
      version: far.version,
      project_id: farProjectId,
      deliveries: [{ order_materials: [] }],
    };
    expect((await user('PATCH', `/api/order/${far.id}`, { order: farDocument })).statusCode).toBe(
      404,
    );
    const near = await user('POST', '/api/order', body());
    expect(near.statusCode, near.body).toBe(201);
    const moved = await user('PATCH', `/api/order/${near.json().order.id}`, {
      order: { ...farDocument, version: 1 },
    });
    expect(moved.statusCode).toBe(403);
    expect(
      (await user('PATCH', `/api/order/${near.json().order.id}/tags`, { tags: ['x'] })).statusCode,
    ).toBe(200);
  });
});

describe('costs', () => {
  it('never reach a user without can_view_costs from quotes, packages or commitments', async () => {
    const rfq = await create({ kind: 'RFQ' });
    const placed = await quickPo();
    const answers = [
      await costless('GET', `/api/quotes?order_id=${rfq.id}`),
      await costless('GET', `/api/order_package/${rfq.order_package_id}`),
      await costless('POST', `/api/order/${placed.id}/duplicate`, {}),
      await costless('POST', `/api/order/${placed.id}/convert_to_commitment`),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      for (const key of ['unit_cost', 'extended_cost', 'tax_value', 'totals', 'shipping_value']) {
        expect(res.body, key).not.toContain(`"${key}"`);
      }
    }
    const seen = await admin('GET', `/api/order_package/${rfq.order_package_id}`);
    expect(seen.body).toContain('"totals"');
  });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const ROUTES: [Method, string][] = [
  ['POST', '/api/order/merge_order'],
  ['POST', '/api/order/:id/split'],
  ['POST', '/api/order/:id/duplicate'],
  ['PATCH', '/api/order/:id/tags'],
  ['POST', '/api/order/:id/internal_comment'],
  ['POST', '/api/order/manual_export'],
  ['POST', '/api/order/:id/convert_to_commitment'],
  ['GET', '/api/quotes'],
  ['GET', '/api/order_package/:id'],
  ['PATCH', '/api/order_package/:id'],
  ['DELETE', '/api/order_package/:id'],
  ['POST', '/api/order_package/:id/internal_comment'],
];

describe('every order action and package route', () => {
  it('answers 403 before the body is read for a user without the permission', async () => {
    const order = await create();
    for (const [method, path] of ROUTES) {
      const url = path.replace(
        ':id',
        String(path.includes('package') ? order.order_package_id : order.id),
      );
      for (const payload of [undefined, { junk: true }, 'not json']) {
        const res = await nobody(
          method,
          url,
          method === 'GET' || method === 'DELETE' ? undefined : payload,
        );
        expect(res.statusCode, `${method} ${path}`).toBe(403);
      }
    }
  });

  it("answers 404 for another company's order or package", async () => {
    const placed = await quickPo();
    const valid: Record<string, unknown> = {
      'POST /api/order/merge_order': { order_id: placed.id, merged_order_ids: [placed.id + 1] },
      'POST /api/order/:id/split': { order_material_ids: [1] },
      'POST /api/order/:id/duplicate': {},
      'PATCH /api/order/:id/tags': { tags: ['x'] },
      'POST /api/order/:id/internal_comment': { comment: 'x' },
      'POST /api/order/manual_export': { orders: [placed.id] },
      'PATCH /api/order_package/:id': { order_package: { name: 'x' } },
      'POST /api/order_package/:id/internal_comment': { comment: 'x' },
    };
    for (const [method, path] of ROUTES) {
      const id = path.includes('package') ? placed.order_package_id : placed.id;
      const url =
        path === '/api/quotes'
          ? `/api/quotes?order_id=${placed.id}`
          : path.replace(':id', String(id));
      const res = await stranger(method, url, valid[`${method} ${path}`] as object | undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await read(placed.id)).tags).toEqual([]);
  });

  it("answers 404 for another company's order or package before reading a malformed body", async () => {
    const placed = await quickPo();
    const withBody: [Method, string][] = [
      ...ROUTES.filter(
        ([method, path]) => method !== 'GET' && method !== 'DELETE' && path.includes(':id'),
      ),
      ['PATCH', '/api/order/:id'],
      ['PATCH', '/api/order/request_update/:id'],
    ];
    for (const [method, path] of withBody) {
      const id = path.includes('package') ? placed.order_package_id : placed.id;
      const res = await stranger(method, path.replace(':id', String(id)), { unknown: '\u0000' });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
  });
});
