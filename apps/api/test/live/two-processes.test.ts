import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChannels } from '@laydown/contracts';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createCompany, createVendorUser, type TestCompany } from '../factories/index';
import { createProjectRow } from '../factories/reference';
import { companyVendors } from '../../src/db/schema/index';
import { sessionCookie, startApi } from './api-processes';
import { isMessageOn, openLive } from './live-client';

/**
 * The architecture's promise (issue 12, decision 0085): two API processes on one database behave
 * as one. A change saved through the first reaches a socket connected to the second, through the
 * outbox row and PostgreSQL's NOTIFY.
 */

let t: TestApp;
let company: TestCompany;
let projectId: number;
let companyVendorId: number;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  projectId = (await createProjectRow(t.db, company.id)).id;
  const vendor = await createVendorUser(t.db, company.id);
  const [row] = await t.db
    .select({ id: companyVendors.id })
    .from(companyVendors)
    .where(
      and(eq(companyVendors.companyId, company.id), eq(companyVendors.vendorId, vendor.vendorId)),
    );
  companyVendorId = row!.id;
});
afterAll(() => t.close());

describe('two API processes on one database', () => {
  it('deliver a change saved through one to a socket on the other', async () => {
    const [first, second] = [await startApi(), await startApi()];
    const call = async (method: string, path: string, cookie: string, body?: unknown) => {
      const res = await fetch(`http://${first}/api${path}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      expect(res.ok, text).toBe(true);
      return { res, json: JSON.parse(text) as { order: Record<string, unknown> } };
    };
    const cookie = await sessionCookie(first, company.admin);
    const created = await call('POST', '/order/quick_po', cookie, {
      order: {
        project_id: projectId,
        company_vendor_id: companyVendorId,
        deliveries: [{ order_materials: [] }],
      },
    });
    const order = created.json.order as {
      id: number;
      version: number;
      deliveries: { id: number }[];
    };

    const socket = await openLive(`ws://${second}/api/live`, {
      cookie,
      origin: `http://${second}`,
    });
    try {
      const channel = liveChannels.orderContractor(order.id);
      expect((await socket.subscribe(channel)).type).toBe('subscribed');
      await call('PATCH', `/order/${order.id}`, cookie, {
        order: {
          version: order.version,
          project_id: projectId,
          company_vendor_id: companyVendorId,
          name: 'Saved through the first process',
          deliveries: order.deliveries.map((d) => ({ id: d.id, order_materials: [] })),
        },
      });
      const heard = await socket.next(isMessageOn(channel), 5_000);
      expect(heard).toMatchObject({
        payload: { type: 'refresh', by_user_id: company.admin.userId },
      });
    } finally {
      socket.ws.terminate();
    }
  });
});
