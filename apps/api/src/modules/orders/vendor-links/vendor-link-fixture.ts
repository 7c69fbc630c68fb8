import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../../test/factories/index';
import { setRolePermissions } from '../../../../test/factories/materials';
import {
  createOrderWithOnePricedLine,
  pricedLineInputs,
  type PricedLineInputs,
} from '../../../../test/factories/priced-order';
import { createProjectRow } from '../../../../test/factories/reference';
import { tokenIn } from '../../../../test/factories/mail';
import { signIn } from '../../../../test/sign-in';
import { companyVendorContacts, companyVendors, mailOutbox } from '../../../db/schema/index';
import { bodyToDeliver } from '../../../platform/mail/mailer';
import { mailVendorDocument } from './mail-job';

/**
 * What the vendor mail and per-document link tests share (decision 0091): a company sending to
 * one vendor, and the steps of a send: a draft, the send with its mail job, the mails and links.
 */

export let t: TestApp;
export let companyId: number;
export let admin: ApiCall;
export let adminCookie: string;
export let stranger: ApiCall;
export let reader: ApiCall;
export let projectId: number;
let lineInputs: PricedLineInputs;
export let companyVendorId: number;
export let vendorPerson: { email: string; password: string };
export let withAccount: number;
let ip = 0;
export const nextIp = () => `10.91.${Math.floor(++ip / 250)}.${ip % 250}`;

export async function contact(email: string, firstName: string, vendorId = companyVendorId) {
  const [row] = await t.db
    .insert(companyVendorContacts)
    .values({ companyId, companyVendorId: vendorId, firstName, lastName: 'Contact', email })
    .returning({ id: companyVendorContacts.id });
  return row!.id;
}

/** The company's vendor record of a vendor. */
export async function companyVendorOf(vendorId: number) {
  const [row] = await t.db
    .select({ id: companyVendors.id })
    .from(companyVendors)
    .where(and(eq(companyVendors.companyId, companyId), eq(companyVendors.vendorId, vendorId)));
  return row!.id;
}

/**
 * The test file's company (hooks of the calling file): an admin, a reader without send rights, a
 * stranger of another company, a vendor with an account and its contact, a project, EA, a cost code.
 */
export function useVendorLinkCompany() {
  beforeAll(async () => {
    t = await buildTestApp();
    const company = await createCompany(t.db);
    companyId = company.id;
    adminCookie = await signIn(t.app, company.admin);
    admin = apiAs(t.app, adminCookie);
    await setRolePermissions(t.db, companyId, 'PURCHASER', [
      'can_read_orders_and_rfqs',
      'can_see_orders_from_all_groups',
    ]);
    reader = apiAs(t.app, await signIn(t.app, await addMember(t.db, companyId, 'PURCHASER')));
    stranger = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
    const person = await createVendorUser(t.db, companyId);
    vendorPerson = person;
    companyVendorId = await companyVendorOf(person.vendorId);
    withAccount = await contact(person.email.toUpperCase(), 'Val');
    projectId = (await createProjectRow(t.db, companyId)).id;
    lineInputs = await pricedLineInputs(t.db, companyId, admin);
  });
  afterAll(() => t.close());
}

/** A draft RFQ (or order) to the vendor, for the given contacts. */
export const draft = (kind: 'RFQ' | 'ORDER', contactIds: number[]) =>
  createOrderWithOnePricedLine(admin, lineInputs, {
    kind,
    projectId,
    companyVendorId,
    vendorContactIds: contactIds,
    name: 'Podium rebar',
    requestedDeliveredAt: '2026-03-02',
    line: { description: 'Rebar #4 20ft', quantity: '10', unitCost: '11.25' },
  });

export async function jobsOf(orderId: number) {
  const result = await t.db.execute<{ data: { orderId: number; action: string } }>(
    sql`select data from pgboss.job where name = 'orders.vendor_mail'
      and (data->>'orderId')::int = ${orderId} order by created_on, id`,
  );
  return result.rows.map((r) => r.data);
}

/** Sends the draft as the purchaser, then runs the mail job the send queued. */
export async function send(kind: 'RFQ' | 'ORDER', contactIds: number[]) {
  const order = await draft(kind, contactIds);
  const action = kind === 'RFQ' ? 'send_rfq' : 'place_order';
  const res = await admin('POST', `/api/order/${action}`, { order_id: order.id });
  expect(res.statusCode, res.body).toBe(200);
  const comment = await admin('POST', `/api/order/${order.id}/internal_comment`, {
    comment: 'Budget is tight: push them down',
  });
  expect(comment.statusCode, comment.body).toBeLessThan(300);
  const [job] = await jobsOf(order.id);
  expect(job).toMatchObject({ orderId: order.id, action });
  await runMailJob(order.id, action);
  return order;
}

/** Runs the vendor mail job the way the job queue would. */
export const runMailJob = (orderId: number, action: string) =>
  mailVendorDocument(
    { db: t.db, config: t.config, mailer: t.deps.mailer },
    { companyId, orderId, action },
  );

export async function mailsOf(orderNumber: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.companyId, companyId),
        sql`${mailOutbox.subject} like ${`%${orderNumber}`}`,
      ),
    )
    .orderBy(asc(mailOutbox.id));
}

/** The link token of a mail as it is delivered (the outbox hides it). */
export const linkTokenIn = (mail: typeof mailOutbox.$inferSelect) =>
  tokenIn(bodyToDeliver(t.deps.secrets, mail).text, 'link_token');

export async function linkTokenFor(orderNumber: string, to: string) {
  return linkTokenIn((await mailsOf(orderNumber)).find((m) => m.toAddress === to)!);
}

export const open = (orderId: number, token: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/vendor_link/orders/${orderId}?link_token=${encodeURIComponent(token)}`,
    remoteAddress,
  });
