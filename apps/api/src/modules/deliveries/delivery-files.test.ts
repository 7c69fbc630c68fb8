import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { companyVendors, historyEntries } from '../../db/schema/index';
import { announce, PDF, upload } from '../files/testing';
import { placeBagsOrder } from './testing';

/**
 * §3 Delivery "delivery_files (with signed ids and delete ids)" (decisions 0053 and 0073): the
 * photos of a delivery issue and other files such as the signed delivery ticket are attached with
 * PATCH /deliveries/{id}, removed by key and attachment id, answered with the delivery, written in
 * the order's history, and served only to whoever may read its order (its vendor once it was sent
 * to them).
 */

interface FileAnswer {
  signed_id: string;
  url: string;
  key: string;
  filename: string;
  attachment_id: number;
}

let t: TestApp;
let dataDir: string;
let adminCookie: string;
let strangerCookie: string;
let admin: ApiCall;
let reader: ApiCall;
let outsider: ApiCall;
let stranger: ApiCall;
let vendor: ApiCall;
let otherVendor: ApiCall;
let refs: { projectId: number; vendorId: number };
let orderId: number;
let deliveryId: number;
let photo: FileAnswer;

async function companyVendorOf(companyId: number, vendorId: number) {
  const [row] = await t.db
    .select({ id: companyVendors.id })
    .from(companyVendors)
    .where(and(eq(companyVendors.companyId, companyId), eq(companyVendors.vendorId, vendorId)));
  return row!.id;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-delivery-files-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  const company = await createCompany(t.db);
  // Reads and changes deliveries, but belongs to no project group.
  await setRolePermissions(t.db, company.id, 'USER', [
    'can_read_orders_and_rfqs',
    'can_edit_delivery_information',
  ]);
  // Reads every order, but may not change deliveries.
  await setRolePermissions(t.db, company.id, 'PURCHASER', [
    'can_read_orders_and_rfqs',
    'can_see_orders_from_all_groups',
  ]);
  adminCookie = await signIn(t.app, company.admin);
  admin = apiAs(t.app, adminCookie);
  reader = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER')));
  outsider = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  strangerCookie = await signIn(t.app, (await createCompany(t.db)).admin);
  stranger = apiAs(t.app, strangerCookie);
  const vendorPerson = await createVendorUser(t.db, company.id);
  vendor = apiAs(t.app, await signIn(t.app, vendorPerson, 'VENDOR'));
  const otherPerson = await createVendorUser(t.db, company.id);
  otherVendor = apiAs(t.app, await signIn(t.app, otherPerson, 'VENDOR'));
  refs = {
    projectId: (await createProjectRow(t.db, company.id)).id,
    vendorId: await companyVendorOf(company.id, vendorPerson.vendorId),
  };
  const placed = await placeBagsOrder(admin, refs, ['10']);
  orderId = placed.orderId;
  deliveryId = placed.deliveries[0]!.id;
  const { signedId } = await upload(t.app, adminCookie, 'broken.pdf', PDF, 'application/pdf');
  const res = await admin('PATCH', `/api/deliveries/${deliveryId}`, {
    delivery: {
      state: 'DELIVERED',
      issue: {
        delivery_issue_type: 'BROKEN_ITEMS',
        delivery_issues: 'Two bags split',
        photo_signed_ids: [signedId],
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  [photo] = res.json().delivery.delivery_files;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const findSigned = (call: ApiCall, signedId: string) =>
  call('GET', `/api/files/find_signed?signed_id=${encodeURIComponent(signedId)}`);

describe('a delivery’s files', () => {
  it('answers the issue photos with the delivery', async () => {
    expect(photo).toMatchObject({ key: 'public_purchaser_files' });
    expect(photo.filename).toMatch(/^broken_\d{8}-\d{6}\.pdf$/);
    const read = (await admin('GET', `/api/deliveries/${deliveryId}`)).json().delivery;
    expect(read.delivery_files.map((f: { filename: string }) => f.filename)).toEqual([
      photo.filename,
    ]);
    const bytes = await admin('GET', photo.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    // A list row carries no files.
    const list = (await admin('GET', '/api/deliveries')).json().records;
    expect(list[0]).not.toHaveProperty('delivery_files');
  });

  it('serves the photo to the order’s vendor, and to no one outside the order', async () => {
    expect((await findSigned(vendor, photo.signed_id)).statusCode).toBe(200);
    expect((await outsider('GET', `/api/deliveries/${deliveryId}`)).statusCode).toBe(404);
    expect((await findSigned(outsider, photo.signed_id)).statusCode).toBe(404);
    expect((await outsider('GET', photo.url)).statusCode).toBe(404);
    expect((await stranger('GET', `/api/deliveries/${deliveryId}`)).statusCode).toBe(404);
    expect((await findSigned(stranger, photo.signed_id)).statusCode).toBe(404);
  });
});

const pdf = async (name: string, cookie = adminCookie) =>
  (await upload(t.app, cookie, name, PDF, 'application/pdf')).signedId;
const patch = (call: ApiCall, id: number, delivery: unknown) =>
  call('PATCH', `/api/deliveries/${id}`, { delivery });
const names = (files: FileAnswer[]) => files.map((f) => f.filename.replace(/_\d{8}-\d{6}/, ''));
const fileChanges = async (order: number) =>
  (
    await t.db
      .select({ changes: historyEntries.changes })
      .from(historyEntries)
      .where(and(eq(historyEntries.subjectType, 'order'), eq(historyEntries.subjectId, order)))
      .orderBy(asc(historyEntries.id))
  ).flatMap((entry) => entry.changes.filter((c) => c.section === 'files'));

describe('files attached to a delivery', () => {
  it('writes the issue photo in the order’s history', async () => {
    expect(await fileChanges(orderId)).toContainEqual({
      section: 'files',
      field: `${deliveryId}.delivery_files`,
      old: [],
      new: [photo.filename],
    });
  });

  it('attaches the signed ticket, removes a file by key and attachment id, with history', async () => {
    const placed = await placeBagsOrder(admin, refs, ['4']);
    const id = placed.deliveries[0]!.id;
    const added = await patch(admin, id, {
      delivery_file_signed_ids: [await pdf('signed-ticket.pdf'), await pdf('packing-slip.pdf')],
    });
    expect(added.statusCode, added.body).toBe(200);
    const files = added.json().delivery.delivery_files as FileAnswer[];
    expect(names(files)).toEqual(['signed-ticket.pdf', 'packing-slip.pdf']);
    expect(files.every((f) => f.key === 'public_purchaser_files')).toBe(true);
    const [ticket, slip] = files as [FileAnswer, FileAnswer];

    // Sent again beside a removal: the ticket stays once, the slip goes.
    const changed = await patch(admin, id, {
      delivery_file_signed_ids: [ticket.signed_id],
      delete_files: [{ key: 'public_purchaser_files', attachment_id: slip.attachment_id }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(names(changed.json().delivery.delivery_files)).toEqual(['signed-ticket.pdf']);
    const read = (await admin('GET', `/api/deliveries/${id}`)).json().delivery;
    expect(names(read.delivery_files)).toEqual(['signed-ticket.pdf']);
    expect(await fileChanges(placed.orderId)).toEqual([
      {
        section: 'files',
        field: `${id}.delivery_files`,
        old: [],
        new: [ticket.filename, slip.filename],
      },
      {
        section: 'files',
        field: `${id}.delivery_files`,
        old: [ticket.filename, slip.filename],
        new: [ticket.filename],
      },
    ]);
    // The members who may read the order read it, and so does the order's vendor.
    for (const call of [reader, vendor]) {
      expect((await findSigned(call, ticket.signed_id)).statusCode).toBe(200);
      const bytes = await call('GET', ticket.url);
      expect(bytes.statusCode).toBe(200);
      expect(bytes.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('refuses malformed file fields with 400', async () => {
    const bodies = [
      { delivery_file_signed_ids: 'abc' },
      { delivery_file_signed_ids: [''] },
      { delivery_file_signed_ids: Array.from({ length: 51 }, (_, i) => `id${i}`) },
      { delete_files: [{ key: 'delivery_files', attachment_id: 1 }] },
      { delete_files: [{ key: 'public_purchaser_files' }] },
      { delete_files: [{ key: 'public_purchaser_files', attachment_id: 'one' }] },
      { delivery_files: [] },
    ];
    for (const body of bodies) {
      const res = await patch(admin, deliveryId, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('answers 404 for a file that is not there to attach or remove, and keeps nothing', async () => {
    const placed = await placeBagsOrder(admin, refs, ['3']);
    const id = placed.deliveries[0]!.id;
    const pending = (await announce(t.app, adminCookie, 'pending.pdf', PDF)).json().signed_id;
    const refused: Record<string, unknown>[] = [
      { delivery_file_signed_ids: ['not-a-signed-id'] },
      { delivery_file_signed_ids: [pending] },
      { delivery_file_signed_ids: [await pdf('theirs.pdf', strangerCookie)] },
      // An attachment of another delivery, and one under another key than its own.
      { delete_files: [{ key: 'public_purchaser_files', attachment_id: photo.attachment_id }] },
      { delete_files: [{ key: 'quote', attachment_id: photo.attachment_id }] },
    ];
    for (const body of refused) {
      const res = await patch(admin, id, { ...body, instructions: 'Gate 4' });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(404);
    }
    const read = (await admin('GET', `/api/deliveries/${id}`)).json().delivery;
    expect(read.instructions).toBeNull();
    expect(read.delivery_files).toEqual([]);
    expect(await fileChanges(placed.orderId)).toEqual([]);
    const own = (await admin('GET', `/api/deliveries/${deliveryId}`)).json().delivery;
    expect(own.delivery_files).toHaveLength(1);
  });

  it('refuses 403 before the body to a reader without can_edit_delivery_information and to vendors', async () => {
    for (const call of [reader, vendor]) {
      for (const body of [
        { delivery: { delivery_file_signed_ids: [photo.signed_id] } },
        { delivery: { delete_files: [{ key: 'public_purchaser_files', attachment_id: 1 }] } },
        { junk: '\u0000' },
      ]) {
        const res = await call('PATCH', `/api/deliveries/${deliveryId}`, body);
        expect(res.statusCode).toBe(403);
      }
    }
    expect(
      (await admin('GET', `/api/deliveries/${deliveryId}`)).json().delivery.delivery_files,
    ).toHaveLength(1);
  });

  it('answers 404 to another company and to a member outside the order’s groups', async () => {
    for (const call of [stranger, outsider]) {
      const res = await patch(call, deliveryId, {
        delete_files: [{ key: 'public_purchaser_files', attachment_id: photo.attachment_id }],
      });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await admin('GET', `/api/deliveries/${deliveryId}`)).json().delivery.delivery_files,
    ).toHaveLength(1);
  });

  it('never serves another vendor, nor the vendor of an order not sent to them', async () => {
    expect((await findSigned(otherVendor, photo.signed_id)).statusCode).toBe(404);
    expect((await otherVendor('GET', photo.url)).statusCode).toBe(404);
    // A draft RFQ naming the vendor: its delivery's files stay the contractor's.
    const draft = await admin('POST', '/api/order', {
      order: {
        kind: 'RFQ',
        project_id: refs.projectId,
        company_vendor_id: refs.vendorId,
        deliveries: [{ order_materials: [] }],
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const draftDelivery = draft.json().order.deliveries[0].id as number;
    const res = await patch(admin, draftDelivery, {
      delivery_file_signed_ids: [await pdf('site-plan.pdf')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().delivery.delivery_files[0] as FileAnswer;
    expect((await findSigned(vendor, file.signed_id)).statusCode).toBe(404);
    expect((await vendor('GET', file.url)).statusCode).toBe(404);
    expect((await findSigned(reader, file.signed_id)).statusCode).toBe(200);
  });
});
