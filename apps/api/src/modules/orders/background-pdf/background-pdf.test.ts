import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChannels, type LiveServerMessage } from '@laydown/contracts';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { addMember, createCompany } from '../../../../test/factories/index';
import { setRolePermissions } from '../../../../test/factories/materials';
import { createCompanyVendorRow } from '../../../../test/factories/orders';
import {
  createOrderWithOnePricedLine,
  pricedLineInputs,
  type PricedLineInputs,
} from '../../../../test/factories/priced-order';
import { createProjectGroupRow, createProjectRow } from '../../../../test/factories/reference';
import { isMessageOn } from '../../../../test/live/live-client';
import { listenForLive, type LiveServer } from '../../../../test/live/live-server';
import { signIn } from '../../../../test/sign-in';
import { companyUserProjectGroups, companyUsers, liveMessages } from '../../../db/schema/index';
import { pdfPageTexts, squeeze } from '../pdf/pdf-text-for-tests';
import { renderRequestedPdf } from './job';

/**
 * POST /order/{id}/pdf (decision 0096): the PDF is rendered by a job for the member who asked,
 * as GET /order/{id}.pdf would answer them, and announced on their own user channel only; its
 * url opens for them alone.
 */

let t: TestApp;
let companyId: number;
let admin: ApiCall;
let adminCookie: string;
let adminUserId: number;
let reader: ApiCall;
let readerCookie: string;
let readerUserId: number;
let stranger: ApiCall;
let projectId: number;
let vendorId: number;
let lineInputs: PricedLineInputs;
let live: LiveServer;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  adminCookie = await signIn(t.app, company.admin);
  admin = apiAs(t.app, adminCookie);
  adminUserId = company.admin.userId;
  // Reads orders of its project group, without can_view_costs.
  await setRolePermissions(t.db, companyId, 'USER', ['can_read_orders_and_rfqs']);
  const member = await addMember(t.db, companyId, 'USER');
  readerUserId = member.userId;
  readerCookie = await signIn(t.app, member);
  reader = apiAs(t.app, readerCookie);
  stranger = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  projectId = (await createProjectRow(t.db, companyId)).id;
  const groupId = await createProjectGroupRow(t.db, companyId, [projectId]);
  await t.db
    .insert(companyUserProjectGroups)
    .values({ companyId, companyUserId: member.companyUserId, projectGroupId: groupId });
  vendorId = (await createCompanyVendorRow(t.db, companyId)).id;
  lineInputs = await pricedLineInputs(t.db, companyId, admin);
  live = await listenForLive(t.app);
});
afterAll(async () => {
  live?.closeAll();
  await t.close();
});

const createOrder = (kind: 'ORDER' | 'RFQ' = 'ORDER') =>
  createOrderWithOnePricedLine(admin, lineInputs, {
    kind,
    projectId,
    companyVendorId: vendorId,
    name: 'Level 2 slab',
    line: { description: 'Concrete 4000 PSI', quantity: '4', unitCost: '2.5' },
  });

async function listenOwnChannel(cookie: string, userId: number) {
  const client = await live.connect(cookie);
  expect(await client.subscribe(liveChannels.user(userId))).toMatchObject({ type: 'subscribed' });
  return client;
}

/** The job the call queued (the test app runs no workers), run as its worker would. */
async function runQueuedJob(orderId: number, userId: number) {
  const result = await t.db.execute<{
    data: { companyId: number; userId: number; orderId: number };
  }>(
    sql`select data from pgboss.job where name = 'orders.pdf'
      and (data->>'orderId')::int = ${orderId} and (data->>'userId')::int = ${userId}`,
  );
  expect(result.rows).toHaveLength(1);
  return renderRequestedPdf(
    { db: t.db, config: t.config, secrets: t.deps.secrets },
    result.rows[0]!.data,
  );
}

const pdfText = async (pdf: Buffer) => squeeze((await pdfPageTexts(pdf)).join(' '));

describe('POST /order/{id}/pdf', () => {
  it("announces the PDF on the asker's user channel only, with a url only they open", async () => {
    const order = await createOrder();
    const mine = await listenOwnChannel(adminCookie, adminUserId);
    const theirs = await listenOwnChannel(readerCookie, readerUserId);
    const res = await admin('POST', `/api/order/${order.id}/pdf`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ order_pdf: { order_id: order.id, state: 'queued' } });
    await runQueuedJob(order.id, adminUserId);
    const heard = (await mine.next(isMessageOn(liveChannels.user(adminUserId)))) as Extract<
      LiveServerMessage,
      { type: 'message' }
    >;
    expect(heard.payload).toMatchObject({
      type: 'pdf_available',
      by_user_id: adminUserId,
      order_id: order.id,
      order_number: order.order_number,
      kind: 'ORDER',
    });
    const fileUrl = heard.payload.file_url as string;
    expect(fileUrl).toMatch(/^\/api\/files\/blobs\/.+\/PO-.+\.pdf$/);
    // The other member's socket heard nothing (an order write's refresh is not on user channels).
    await new Promise((done) => setTimeout(done, 300));
    expect(theirs.received.filter((m) => m.type === 'message')).toEqual([]);

    const file = await admin('GET', fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Purchase Order');
    expect(text).toContain('$10.00');
    expect((await reader('GET', fileUrl)).statusCode).toBe(404);
    expect((await stranger('GET', fileUrl)).statusCode).toBe(404);
  });

  it('renders without prices for a member without can_view_costs', async () => {
    const order = await createOrder('RFQ');
    const theirs = await listenOwnChannel(readerCookie, readerUserId);
    expect((await reader('POST', `/api/order/${order.id}/pdf`)).statusCode).toBe(202);
    const message = await runQueuedJob(order.id, readerUserId);
    expect(message).toMatchObject({ kind: 'RFQ', order_number: order.order_number });
    const heard = await theirs.next(isMessageOn(liveChannels.user(readerUserId)));
    expect(heard).toMatchObject({ payload: { type: 'pdf_available', order_id: order.id } });
    const file = await reader('GET', message!.file_url);
    expect(file.statusCode).toBe(200);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Request for Quote');
    expect(text).toContain('Concrete 4000 PSI');
    expect(text).not.toContain('$');
    expect((await admin('GET', message!.file_url)).statusCode).toBe(404);
  });

  it("answers 404 for another company's order or one outside the member's groups", async () => {
    const order = await createOrder();
    const res = await stranger('POST', `/api/order/${order.id}/pdf`);
    expect(res.statusCode).toBe(404);
    const farProject = (await createProjectRow(t.db, companyId)).id;
    const far = await admin('POST', '/api/order', {
      order: {
        kind: 'ORDER',
        project_id: farProject,
        company_vendor_id: vendorId,
        deliveries: [{ order_materials: [] }],
      },
    });
    expect(far.statusCode, far.body).toBe(201);
    expect((await reader('POST', `/api/order/${far.json().order.id}/pdf`)).statusCode).toBe(404);
    const queued = await t.db.execute(
      sql`select 1 from pgboss.job where name = 'orders.pdf' and (data->>'orderId')::int in (${order.id}, ${far.json().order.id})`,
    );
    expect(queued.rows).toEqual([]);
  });

  it('announces nothing to a member who left before the job ran', async () => {
    const order = await createOrder();
    const member = await addMember(t.db, companyId, 'ADMIN');
    const leaver = apiAs(t.app, await signIn(t.app, member));
    expect((await leaver('POST', `/api/order/${order.id}/pdf`)).statusCode).toBe(202);
    await t.db
      .update(companyUsers)
      .set({ active: false })
      .where(eq(companyUsers.id, member.companyUserId));
    expect(await runQueuedJob(order.id, member.userId)).toBeNull();
    const rows = await t.db
      .select()
      .from(liveMessages)
      .where(eq(liveMessages.channel, liveChannels.user(member.userId)));
    expect(rows).toEqual([]);
  });
});
