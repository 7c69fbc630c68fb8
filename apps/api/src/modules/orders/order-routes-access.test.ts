import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';

/**
 * Every order route, walked: a user without the route's permission gets 403 whatever the body
 * (even one that is not JSON), and another company's admin gets 404 for this company's order.
 */

type Method = 'GET' | 'POST' | 'PATCH';
const ROUTES: [Method, string][] = [
  ['POST', '/api/order'],
  ['POST', '/api/order/quick_po'],
  ['GET', '/api/order_settings'],
  ['GET', '/api/order_form/:url_extension'],
  ['GET', '/api/orders'],
  ['GET', '/api/order/:id'],
  ['GET', '/api/order/:id.pdf'],
  ['PATCH', '/api/order/:id'],
  ['GET', '/api/order/:id/history'],
  ['POST', '/api/order/approve_order'],
  ['POST', '/api/order/undiscard_order'],
  ['POST', '/api/order/cancel_order'],
  ['PATCH', '/api/order/request_update/:id'],
];

let t: TestApp;
let nobody: ApiCall;
let admin: ApiCall;
let stranger: ApiCall;
let orderId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  await setRolePermissions(t.db, company.id, 'USER', []);
  nobody = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  stranger = apiAs(t.app, await signIn(t.app, other.admin));
  const project = await createProjectRow(t.db, company.id);
  const res = await admin('POST', '/api/order', {
    order: { kind: 'RFQ', project_id: project.id, deliveries: [{ order_materials: [] }] },
  });
  orderId = res.json().order.id;
});
afterAll(() => t.close());

const url = (path: string) => path.replace(':id', String(orderId));

describe('every order route', () => {
  it('is registered', () => {
    for (const [method, path] of ROUTES) {
      expect(t.app.hasRoute({ method, url: path }), path).toBe(true);
    }
  });

  it('answers 403 before the body is read for a user without the permission', async () => {
    for (const [method, path] of ROUTES) {
      for (const body of [undefined, { junk: true }, 'not json']) {
        const res = await nobody(method, url(path), method === 'GET' ? undefined : body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
      }
    }
  });

  it("answers 404 for another company's order", async () => {
    const bodies: Record<string, unknown> = {
      'PATCH /api/order/:id': {
        order: { version: 1, project_id: 1, deliveries: [{ order_materials: [] }] },
      },
      'PATCH /api/order/request_update/:id': {},
    };
    for (const [method, path] of ROUTES.filter(([, p]) => p.includes(':id'))) {
      const res = await stranger(method, url(path), bodies[`${method} ${path}`] as object);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    for (const path of [
      '/api/order/approve_order',
      '/api/order/undiscard_order',
      '/api/order/cancel_order',
    ]) {
      expect((await stranger('POST', path, { order_id: orderId })).statusCode, path).toBe(404);
    }
  });
});
