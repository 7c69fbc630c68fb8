import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@laydown/domain';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import type { Database } from '../../db/client';
import { companyVendors, historyEntries } from '../../db/schema/index';
import { EXE, md5, PDF, putBytes, upload } from '../files/testing';

/**
 * A vendor user's files on an order sent to them (issue 10, decision 0073): §9 `vendor_files` and
 * the quote, uploaded through POST /vendor_orders/{id}/direct_uploads and the PUT of the bytes,
 * attached and removed with PATCH /vendor_orders/{id}/files, read with GET. The purchaser sees
 * them on the order; the order's history names the vendor user. A vendor never reaches another
 * vendor's order or files, a draft never sent, or a contractor's internal files.
 */

interface UploadAnswer {
  key: string;
  filename: string;
  url: string;
  signed_id: string;
  attachment_id: number;
}
interface VendorFilesAnswer {
  id: number;
  order_number: string;
  public_purchaser_files: UploadAnswer[];
  quote_files: UploadAnswer[];
  vendor_files: UploadAnswer[];
}

let t: TestApp;
let dataDir: string;
let adminCookie: string;
let admin: ApiCall;
let reader: ApiCall;
let outsider: ApiCall;
let stranger: ApiCall;
let vendorCookie: string;
let vendor: ApiCall;
let otherVendorCookie: string;
let otherVendor: ApiCall;
let foreignVendor: ApiCall;
let projectId: number;
let vendorCompanyId: number;
let otherVendorCompanyId: number;

async function companyVendorOf(db: Database, companyId: number, vendorId: number) {
  const [row] = await db
    .select({ id: companyVendors.id })
    .from(companyVendors)
    .where(and(eq(companyVendors.companyId, companyId), eq(companyVendors.vendorId, vendorId)));
  return row!.id;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-vendor-files-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  const company = await createCompany(t.db);
  await setRolePermissions(t.db, company.id, 'PURCHASER', [
    'can_read_orders_and_rfqs',
    'can_see_orders_from_all_groups',
  ]);
  // May read orders, but belongs to no project group.
  await setRolePermissions(t.db, company.id, 'USER', ['can_read_orders_and_rfqs']);
  adminCookie = await signIn(t.app, company.admin);
  admin = apiAs(t.app, adminCookie);
  reader = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER')));
  outsider = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  stranger = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  // The order's vendor, another vendor the company buys from, and a vendor of another company.
  const vendorPerson = await createVendorUser(t.db, company.id);
  vendorCookie = await signIn(t.app, vendorPerson, 'VENDOR');
  vendor = apiAs(t.app, vendorCookie);
  vendorCompanyId = await companyVendorOf(t.db, company.id, vendorPerson.vendorId);
  const otherPerson = await createVendorUser(t.db, company.id);
  otherVendorCookie = await signIn(t.app, otherPerson, 'VENDOR');
  otherVendor = apiAs(t.app, otherVendorCookie);
  otherVendorCompanyId = await companyVendorOf(t.db, company.id, otherPerson.vendorId);
  const foreignCompany = await createCompany(t.db);
  foreignVendor = apiAs(
    t.app,
    await signIn(t.app, await createVendorUser(t.db, foreignCompany.id), 'VENDOR'),
  );
  projectId = (await createProjectRow(t.db, company.id)).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const pdf = async (name: string) =>
  (await upload(t.app, adminCookie, name, PDF, 'application/pdf')).signedId;

/** A placed order (sent to its vendor) with a public and an internal purchaser file. */
async function placedOrder(companyVendorId = vendorCompanyId) {
  const res = await admin('POST', '/api/order/quick_po', {
    order: {
      project_id: projectId,
      company_vendor_id: companyVendorId,
      deliveries: [{ order_materials: [] }],
      public_purchaser_file_signed_ids: [await pdf('drawing.pdf')],
      internal_purchaser_file_signed_ids: [await pdf('budget.pdf')],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as {
    id: number;
    order_number: string;
    public_purchaser_files: UploadAnswer[];
    internal_purchaser_files: UploadAnswer[];
  };
}

const announceFor = (call: ApiCall, orderId: number, filename: string, bytes = PDF) =>
  call('POST', `/api/vendor_orders/${orderId}/direct_uploads`, {
    blob: { filename, byte_size: bytes.length, checksum: md5(bytes), content_type: '' },
  });

/** A vendor user's two-step upload for an order: answers the signed id. */
async function vendorUpload(
  call: ApiCall,
  cookie: string,
  orderId: number,
  filename: string,
  bytes = PDF,
) {
  const announced = await announceFor(call, orderId, filename, bytes);
  expect(announced.statusCode, announced.body).toBe(200);
  const put = await putBytes(t.app, cookie, announced.json().direct_upload.url, bytes);
  expect(put.statusCode, put.body).toBe(204);
  return announced.json().signed_id as string;
}

const patchFiles = (call: ApiCall, orderId: number, order: unknown) =>
  call('PATCH', `/api/vendor_orders/${orderId}/files`, { order });

const names = (files: UploadAnswer[]) => files.map((f) => f.filename.replace(/_\d{8}-\d{6}/, ''));
const findSigned = (call: ApiCall, signedId: string) =>
  call('GET', `/api/files/find_signed?signed_id=${encodeURIComponent(signedId)}`);
const historyOf = (orderId: number) =>
  t.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.subjectType, 'order'), eq(historyEntries.subjectId, orderId)));

describe('a vendor user’s files on an order sent to them', () => {
  it('uploads, attaches vendor files and the quote, and reads them beside the public files', async () => {
    const order = await placedOrder();
    const spec = await vendorUpload(vendor, vendorCookie, order.id, 'spec-sheet.pdf');
    const quote = await vendorUpload(vendor, vendorCookie, order.id, 'quote.pdf');
    // Before it is attached, an upload is its uploader's alone.
    expect((await findSigned(vendor, spec)).statusCode).toBe(200);
    expect((await findSigned(admin, spec)).statusCode).toBe(404);

    const res = await patchFiles(vendor, order.id, {
      vendor_file_signed_ids: [spec],
      quote_signed_id: quote,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().order as VendorFilesAnswer;
    expect(answer).toMatchObject({ id: order.id, order_number: order.order_number });
    expect(answer).not.toHaveProperty('internal_purchaser_files');
    expect(names(answer.vendor_files)).toEqual(['spec-sheet.pdf']);
    expect(names(answer.quote_files)).toEqual(['quote.pdf']);
    expect(names(answer.public_purchaser_files)).toEqual(['drawing.pdf']);
    expect(answer.vendor_files[0]).toMatchObject({
      key: 'vendor_files',
      attachment_id: expect.any(Number),
    });
    const read = await vendor('GET', `/api/vendor_orders/${order.id}/files`);
    expect(read.statusCode).toBe(200);
    expect(read.json().order).toEqual(answer);

    // The purchaser sees them on the order, and reads the bytes.
    const seen = (await admin('GET', `/api/order/${order.id}`)).json().order;
    expect(names(seen.vendor_files)).toEqual(['spec-sheet.pdf']);
    expect(names(seen.quote_files)).toEqual(['quote.pdf']);
    expect(seen.last_action).toMatchObject({
      author_type: 'VendorUser',
      author_name: 'Val Vendor',
    });
    const bytes = await reader('GET', seen.vendor_files[0].url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);

    // The order's history names the vendor user (§3 author with vendor_id and vendor_user_id).
    const history = (await admin('GET', `/api/order/${order.id}/history`)).json().records;
    expect(history[0]).toMatchObject({
      title: expect.stringMatching(/^Val Vendor \(Vendor v\w+\.test\) updated the files of /),
      author: {
        name: 'Val Vendor',
        company_id: null,
        vendor_id: expect.any(Number),
        vendor_user_id: expect.any(Number),
      },
    });
    expect(history[0].changes).toEqual([
      { section: 'files', field: 'quote_files', old: [], new: [answer.quote_files[0]!.filename] },
      {
        section: 'files',
        field: 'vendor_files',
        old: [],
        new: [answer.vendor_files[0]!.filename],
      },
    ]);
  });

  it('replaces the quote, removes by key and attachment id, keeps a file once', async () => {
    const order = await placedOrder();
    const first = await patchFiles(vendor, order.id, {
      vendor_file_signed_ids: [
        await vendorUpload(vendor, vendorCookie, order.id, 'a.pdf'),
        await vendorUpload(vendor, vendorCookie, order.id, 'b.pdf'),
      ],
      quote_signed_id: await vendorUpload(vendor, vendorCookie, order.id, 'first-quote.pdf'),
    });
    expect(first.statusCode, first.body).toBe(200);
    const before = first.json().order as VendorFilesAnswer;
    const a = before.vendor_files.find((f) => f.filename.startsWith('a_'))!;
    const b = before.vendor_files.find((f) => f.filename.startsWith('b_'))!;

    const res = await patchFiles(vendor, order.id, {
      delete_files: [{ key: 'vendor_files', attachment_id: a.attachment_id }],
      quote_signed_id: await vendorUpload(vendor, vendorCookie, order.id, 'second-quote.pdf'),
      // Sent again: stays once.
      vendor_file_signed_ids: [b.signed_id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().order as VendorFilesAnswer;
    expect(names(after.vendor_files)).toEqual(['b.pdf']);
    expect(names(after.quote_files)).toEqual(['second-quote.pdf']);

    const removed = await patchFiles(vendor, order.id, { quote_signed_id: null });
    expect(removed.json().order.quote_files).toEqual([]);

    // A write that changes nothing leaves no history entry.
    const entries = (await historyOf(order.id)).length;
    const same = await patchFiles(vendor, order.id, { vendor_file_signed_ids: [b.signed_id] });
    expect(same.statusCode).toBe(200);
    expect(await historyOf(order.id)).toHaveLength(entries);
  });

  it('never gives the vendor the contractor’s internal files', async () => {
    const order = await placedOrder();
    const internal = order.internal_purchaser_files[0]!;
    const read = (await vendor('GET', `/api/vendor_orders/${order.id}/files`)).json().order;
    expect(read).not.toHaveProperty('internal_purchaser_files');
    expect(JSON.stringify(read)).not.toContain(internal.filename);
    expect((await findSigned(vendor, internal.signed_id)).statusCode).toBe(404);
    expect((await vendor('GET', internal.url)).statusCode).toBe(404);
    // The contractor's keys are not the vendor's to remove (the contract refuses them).
    for (const key of ['internal_purchaser_files', 'public_purchaser_files']) {
      const res = await patchFiles(vendor, order.id, {
        delete_files: [{ key, attachment_id: internal.attachment_id }],
      });
      expect(res.statusCode).toBe(400);
    }
    const stillThere = (await admin('GET', `/api/order/${order.id}`)).json().order;
    expect(stillThere.internal_purchaser_files).toHaveLength(1);
  });
});

describe('bad input on the vendor’s files', () => {
  it('refuses malformed bodies with 400', async () => {
    const order = await placedOrder();
    const bodies: unknown[] = [
      { vendor_file_signed_ids: 'abc' },
      { vendor_file_signed_ids: [''] },
      { vendor_file_signed_ids: Array.from({ length: 51 }, (_, i) => `id${i}`) },
      { quote_signed_id: 42 },
      { delete_files: [{ key: 'vendor_files' }] },
      { delete_files: [{ key: 'vendor_files', attachment_id: 1, extra: true }] },
      { public_purchaser_file_signed_ids: ['x'] },
      { internal_purchaser_file_signed_ids: ['x'] },
    ];
    for (const body of bodies) {
      const res = await patchFiles(vendor, order.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await vendor('PATCH', `/api/vendor_orders/${order.id}/files`, {})).statusCode).toBe(
      400,
    );
    const malformed = await vendor('POST', `/api/vendor_orders/${order.id}/direct_uploads`, {
      blob: { filename: 42 },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a forbidden extension, an oversized file and a renamed program (§8)', async () => {
    const order = await placedOrder();
    const exe = await announceFor(vendor, order.id, 'setup.exe');
    expect(exe.statusCode).toBe(422);
    expect(exe.json().error.fields['blob.filename']).toEqual([UPLOAD_MESSAGES.extension('exe')]);
    const huge = await vendor('POST', `/api/vendor_orders/${order.id}/direct_uploads`, {
      blob: { filename: 'big.pdf', byte_size: 104_857_601, checksum: md5(PDF) },
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error.message).toBe(UPLOAD_MESSAGES.tooLarge);
    const renamed = await announceFor(vendor, order.id, 'invoice.pdf', EXE);
    const put = await putBytes(t.app, vendorCookie, renamed.json().direct_upload.url, EXE);
    expect(put.statusCode).toBe(422);
    expect(put.json().error.message).toBe(UPLOAD_MESSAGES.contentMismatch('pdf'));
  });

  it('answers 404 for a file that is not the vendor’s to attach or remove, and keeps nothing', async () => {
    const order = await placedOrder();
    const otherOrder = await placedOrder(otherVendorCompanyId);
    const pending = (await announceFor(vendor, order.id, 'pending.pdf')).json().signed_id;
    const contractors = await pdf('contractors.pdf');
    const otherVendors = await vendorUpload(
      otherVendor,
      otherVendorCookie,
      otherOrder.id,
      'theirs.pdf',
    );
    const kept = await patchFiles(vendor, order.id, {
      vendor_file_signed_ids: [await vendorUpload(vendor, vendorCookie, order.id, 'kept.pdf')],
    });
    const keptFile = (kept.json().order as VendorFilesAnswer).vendor_files[0]!;
    const refused: unknown[] = [
      { vendor_file_signed_ids: ['not-a-signed-id'] },
      { vendor_file_signed_ids: [pending] },
      // Only what the vendor user uploaded: not the purchaser's nor another vendor's uploads.
      { vendor_file_signed_ids: [contractors] },
      { quote_signed_id: otherVendors },
      // The key must be the one the file is attached under (§5: both are needed).
      { delete_files: [{ key: 'quote', attachment_id: keptFile.attachment_id }] },
      // An attachment of another order.
      {
        delete_files: [
          { key: 'vendor_files', attachment_id: order.public_purchaser_files[0]!.attachment_id },
        ],
      },
    ];
    for (const body of refused) {
      const res = await patchFiles(vendor, order.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(404);
    }
    // A good file beside a bad one: nothing of the save is kept (one unit of work).
    const mixed = await patchFiles(vendor, order.id, {
      delete_files: [{ key: 'vendor_files', attachment_id: keptFile.attachment_id }],
      quote_signed_id: 'forged.signature',
    });
    expect(mixed.statusCode).toBe(404);
    const read = (await vendor('GET', `/api/vendor_orders/${order.id}/files`)).json().order;
    expect(names(read.vendor_files)).toEqual(['kept.pdf']);
    expect(read.quote_files).toEqual([]);
  });
});

describe('who may reach a vendor’s files', () => {
  let order: Awaited<ReturnType<typeof placedOrder>>;
  let vendorFile: UploadAnswer;
  beforeAll(async () => {
    order = await placedOrder();
    const res = await patchFiles(vendor, order.id, {
      vendor_file_signed_ids: [await vendorUpload(vendor, vendorCookie, order.id, 'cert.pdf')],
    });
    vendorFile = (res.json().order as VendorFilesAnswer).vendor_files[0]!;
  });
  const calls = (id: number | string) =>
    [
      ['GET', `/api/vendor_orders/${id}/files`, undefined],
      ['PATCH', `/api/vendor_orders/${id}/files`, { order: { vendor_file_signed_ids: ['x'] } }],
      ['PATCH', `/api/vendor_orders/${id}/files`, { junk: '\u0000' }],
      ['POST', `/api/vendor_orders/${id}/direct_uploads`, { blob: { filename: 'x.pdf' } }],
      ['POST', `/api/vendor_orders/${id}/direct_uploads`, { blob: '\u0000' }],
    ] as const;

  it('refuses company members with 403 and nobody with 401, before reading the body', async () => {
    for (const [method, url, body] of calls(order.id)) {
      expect((await admin(method, url, body)).statusCode).toBe(403);
      expect((await reader(method, url, body)).statusCode).toBe(403);
      const anonymous = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('answers 404 to another vendor, whatever the body, and serves it none of the files', async () => {
    for (const call of [otherVendor, foreignVendor]) {
      for (const [method, url, body] of calls(order.id)) {
        const res = await call(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
      expect((await findSigned(call, vendorFile.signed_id)).statusCode).toBe(404);
      expect((await call('GET', vendorFile.url)).statusCode).toBe(404);
    }
    // Nor the PUT of the order's vendor's upload.
    const announced = (await announceFor(vendor, order.id, 'mine.pdf')).json();
    const put = await putBytes(t.app, otherVendorCookie, announced.direct_upload.url, PDF);
    expect(put.statusCode).toBe(404);
  });

  it('answers 404 for an order never sent to the vendor, a cancelled one or a missing one', async () => {
    const draft = await admin('POST', '/api/order', {
      order: {
        kind: 'RFQ',
        project_id: projectId,
        company_vendor_id: vendorCompanyId,
        deliveries: [{ order_materials: [] }],
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const cancelled = await placedOrder();
    const cancel = await admin('POST', '/api/order/cancel_order', { order_id: cancelled.id });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const id of [draft.json().order.id, cancelled.id, 2_147_483_000]) {
      for (const [method, url, body] of calls(id)) {
        expect((await vendor(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('serves the vendor files to members who may read the order, and to no one else', async () => {
    expect((await findSigned(reader, vendorFile.signed_id)).statusCode).toBe(200);
    expect((await findSigned(outsider, vendorFile.signed_id)).statusCode).toBe(404);
    expect((await stranger('GET', vendorFile.url)).statusCode).toBe(404);
    expect((await findSigned(stranger, vendorFile.signed_id)).statusCode).toBe(404);
  });
});
