import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import { createMaterial, setRolePermissions } from '../../../test/factories/materials';
import { createProjectGroupRow, createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { companyUserProjectGroups, publicOrderForms } from '../../db/schema/index';
import { createPublicOrderForm } from '../account/registration';

/**
 * procurement-core §2 /new_order/{privateFormUrl}: a member reads their company's private order
 * form and writes a drafted request through it; any other extension is 404, and nothing is made.
 */

let t: TestApp;
let requester: ApiCall;
let admin: ApiCall;
let stranger: ApiCall;
let nobody: ApiCall;
let extension: string;
let otherExtension: string;
let inactiveExtension: string;
let projectId: number;
let otherCompanyId: number;
let rebarId: number;
let unitId: number;
let costCodeId: number;

const form = (call: ApiCall, ext: string) =>
  call('GET', `/api/order_form/${encodeURIComponent(ext)}`);
const request = (call: ApiCall, ext: string, project = projectId) =>
  call('POST', '/api/order', {
    order: {
      kind: 'ORDER',
      project_id: project,
      public_order_form_url_extension: ext,
      // A requester orders catalogue materials (new ones are requested, §6).
      deliveries: [
        {
          order_materials: [
            {
              company_material_id: rebarId,
              description: 'Rebar #4',
              quantity: '12',
              unit_id: unitId,
              cost_code_id: costCodeId,
            },
          ],
        },
      ],
    },
  });
const orderCount = async (call: ApiCall) => (await call('GET', '/api/orders')).json().total_count;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  otherCompanyId = other.id;
  extension = `Site-${randomUUID().slice(0, 8)}`;
  otherExtension = `other-${randomUUID().slice(0, 8)}`;
  inactiveExtension = `closed-${randomUUID().slice(0, 8)}`;
  await createPublicOrderForm(t.db, company.id, extension);
  await createPublicOrderForm(t.db, other.id, otherExtension);
  const closed = await createPublicOrderForm(t.db, company.id, inactiveExtension);
  await t.db
    .update(publicOrderForms)
    .set({ active: false })
    .where(eq(publicOrderForms.id, closed.id));
  projectId = (await createProjectRow(t.db, company.id)).id;
  rebarId = await createMaterial(t.db, company.id, { description: 'Rebar #4' });
  await setRolePermissions(t.db, company.id, 'USER', ['can_read_orders_and_rfqs']);
  // A requester writes orders in the projects of their groups (decision 0084).
  const member = await addMember(t.db, company.id, 'MATERIAL_REQUESTER');
  await t.db.insert(companyUserProjectGroups).values({
    companyId: company.id,
    companyUserId: member.companyUserId,
    projectGroupId: await createProjectGroupRow(t.db, company.id, [projectId]),
  });
  requester = apiAs(t.app, await signIn(t.app, member));
  nobody = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  stranger = apiAs(t.app, await signIn(t.app, other.admin));
  // A request's lines need a unit and a cost code (§5 defaults for the request kind).
  unitId = (await admin('GET', '/api/common/units?search=EA')).json().records[0].id;
  await admin('POST', '/api/cost_codes', { cost_codes: [{ code: '03-300' }] });
  costCodeId = (await admin('GET', '/api/cost_codes')).json().records[0].id;
});
afterAll(() => t.close());

describe('GET /order_form/{url_extension}', () => {
  it("answers the member's company's form, in any case", async () => {
    const res = await form(requester, extension.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      order_form: { url_extension: extension, creates: 'DRAFTED_REQUEST' },
    });
  });

  it("answers 404 for an unknown, an inactive or another company's form, alike", async () => {
    for (const ext of ['no-such-form', inactiveExtension, otherExtension]) {
      const res = await form(requester, ext);
      expect(res.statusCode, ext).toBe(404);
      expect(res.json().error.message).toBe('This order form does not exist.');
    }
    // The other company's admin does not reach this company's form either.
    expect((await form(stranger, extension)).statusCode).toBe(404);
  });

  it('needs a session and can_create_drafts', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/order_form/${extension}` });
    expect(signedOut.statusCode).toBe(401);
    expect((await form(nobody, extension)).statusCode).toBe(403);
  });

  it('refuses an extension too long to be one, with a 400', async () => {
    const res = await form(requester, 'x'.repeat(100_000));
    // Fastify refuses a path parameter past 100 characters itself (414); the contract's limit
    // is the same 100.
    expect([400, 414]).toContain(res.statusCode);
    expect([400, 414]).toContain((await form(requester, 'x'.repeat(101))).statusCode);
    expect((await form(requester, ' ')).statusCode).toBe(400);
  });
});

describe('POST /order through the private order form', () => {
  it('makes a drafted request of the requester', async () => {
    const res = await request(requester, extension.toLowerCase());
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order;
    expect(order.state).toBe('DRAFTED_REQUEST');
    expect(order.sub_state).toBe('DRAFTED_REQUEST');
    expect(order.badge).toBe('Draft Request');
    expect(order.deliveries[0].order_materials[0].description).toBe('Rebar #4');
    // The requester may go on writing it (drafts and requests are their makers', §4).
    expect(order.abilities.update).toBe(true);
    expect(order.abilities.actions).toContain('submit_order_request');
  });

  it('submits the drafted request to the approvers, once; a stranger gets 404, a member without drafts 403', async () => {
    const order = (await request(requester, extension)).json().order;
    const path = '/api/order/submit_order_request';
    expect((await stranger('POST', path, { order_id: order.id })).statusCode).toBe(404);
    const res = await requester('POST', path, { order_id: order.id, version: order.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ state: 'REQUESTED', sub_state: 'REQUESTED_ORDER' });
    expect(res.json().order.abilities.actions).not.toContain('submit_order_request');
    const again = await requester('POST', path, { order_id: order.id });
    expect(again.statusCode).toBe(409);
    // A member without can_create_drafts: 403, before anything is read.
    expect((await nobody('POST', path, { order_id: order.id })).statusCode).toBe(403);
  });

  it('without the extension a draft order is made as before', async () => {
    const res = await admin('POST', '/api/order', {
      order: { kind: 'ORDER', project_id: projectId, deliveries: [{ order_materials: [] }] },
    });
    expect(res.json().order.state).toBe('DRAFT');
  });

  it("refuses another company's or an inactive form with 404 and makes nothing", async () => {
    const before = await orderCount(admin);
    const otherBefore = await orderCount(stranger);
    for (const ext of [otherExtension, inactiveExtension, 'no-such-form']) {
      const res = await request(requester, ext);
      expect(res.statusCode, ext).toBe(404);
      expect(res.json().error.message).toBe('This order form does not exist.');
    }
    // The other company's admin, with this company's extension and its own project: 404 too.
    const theirs = await createProjectRow(t.db, otherCompanyId);
    expect((await request(stranger, extension, theirs.id)).statusCode).toBe(404);
    expect(await orderCount(admin)).toBe(before);
    expect(await orderCount(stranger)).toBe(otherBefore);
  });

  it('refuses a bad extension with a 400 naming the field', async () => {
    const res = await request(requester, ' ');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toEqual([
      'order.public_order_form_url_extension',
    ]);
  });
});
