import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany } from '../../../test/factories/index';
import { createCompanyVendorRow } from '../../../test/factories/orders';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { placeBagsOrder } from './testing';

/**
 * Issue 10's journey, against the API (the order screens are not there yet): order 100 bags over
 * two deliveries, receive 60 and 38 with 2 broken, see the issue, resolve it, see the order
 * delivered.
 */
let t: TestApp;
let admin: ApiCall;
let refs: { projectId: number; vendorId: number };

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  refs = {
    projectId: (await createProjectRow(t.db, company.id)).id,
    vendorId: (await createCompanyVendorRow(t.db, company.id)).id,
  };
});
afterAll(() => t.close());

describe('receiving 100 bags over two trucks', () => {
  it('receives, reports the broken bags, resolves and delivers the order', async () => {
    const { orderId, deliveries } = await placeBagsOrder(admin, refs, ['60', '40']);
    const [first, second] = deliveries as [(typeof deliveries)[0], (typeof deliveries)[0]];

    const truck1 = await admin('PATCH', `/api/deliveries/${first.id}`, {
      delivery: { received_materials: [{ id: first.lineId, quantity_received: '60' }] },
    });
    expect(truck1.statusCode, truck1.body).toBe(200);
    expect(truck1.json().delivery).toMatchObject({
      state: 'DELIVERED',
      status: 'COMPLETE',
      order_state: 'PARTIALLY_SHIPPED',
      order_materials: [{ quantity_delivered: '60', remaining_quantity: '0' }],
    });

    const truck2 = await admin('PATCH', `/api/deliveries/${second.id}`, {
      delivery: {
        received_materials: [{ id: second.lineId, quantity_received: '38' }],
        issue: { delivery_issue_type: 'BROKEN_ITEMS', delivery_issues: '2 bags split open' },
      },
    });
    expect(truck2.statusCode, truck2.body).toBe(200);
    const withIssue = truck2.json().delivery;
    expect(withIssue).toMatchObject({
      status: 'INCOMPLETE_DELIVERY',
      has_open_issue: true,
      delivery_issues: '2 bags split open',
      incomplete_items: 'Portland cement 94 lb bag: 2 missing',
      issue_text: 'This delivery has an issue: Broken Items',
      order_state: 'PARTIALLY_SHIPPED',
      order_materials: [{ quantity_delivered: '38', remaining_quantity: '2' }],
    });

    const listed = await admin('GET', '/api/deliveries?has_open_issue=true');
    expect(listed.json().records.map((r: { id: number }) => r.id)).toEqual([second.id]);

    const resolved = await admin('PATCH', `/api/deliveries/${second.id}`, {
      delivery: { resolve_issue: true },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const after = resolved.json().delivery;
    expect(after.has_open_issue).toBe(false);
    expect(after.delivery_issue_resolved_by).toEqual(expect.any(Number));
    expect(after.issue_text).toMatch(/^This delivery had an issue: Broken Items \(resolved /);
    expect(after.order_state).toBe('DELIVERED');

    const order = (await admin('GET', `/api/order/${orderId}`)).json().order;
    expect(order.state).toBe('DELIVERED');
    const history = (await admin('GET', `/api/order/${orderId}/history`)).json().records;
    const changes = history.flatMap(
      (h: { changes: { field: string; new: unknown }[] }) => h.changes,
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: `${first.lineId}.quantity_delivered`, new: '60' }),
        expect.objectContaining({ field: `${second.lineId}.quantity_delivered`, new: '38' }),
        expect.objectContaining({ field: 'state', new: 'DELIVERED' }),
        expect.objectContaining({ field: `${second.id}.delivery_issue_type`, new: 'BROKEN_ITEMS' }),
      ]),
    );
  });
});
