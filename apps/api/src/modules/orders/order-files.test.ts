import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { companyVendors, historyEntries } from '../../db/schema/index';
import { announce, PDF, upload } from '../files/testing';

/**
 * The files of an order (issue 10, decision 0053): public and internal purchaser files and the
 * quote, sent with POST /order, POST /order/quick_po and PATCH /order/{id} as signed ids and
 * answered by key. Internal files never reach a vendor; a file is served only to whoever may read
 * the order.
 */

interface UploadAnswer {
  key: string;
  filename: string;
  url: string;
  signed_id: string;
  attachment_id: number;
}
interface OrderAnswer {
  id: number;
  version: number;
  deliveries: { id: number }[];
  public_purchaser_files: UploadAnswer[];
  internal_purchaser_files: UploadAnswer[];
  quote_files: UploadAnswer[];
  vendor_files: UploadAnswer[];
}

let t: TestApp;
let dataDir: string;
let adminCookie: string;
let admin: ApiCall;
let reader: ApiCall;
let nobody: ApiCall;
let outsider: ApiCall;
let stranger: ApiCall;
let strangerCookie: string;
let vendor: ApiCall;
let projectId: number;
let vendorCompanyId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-order-files-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  await setRolePermissions(t.db, company.id, 'MATERIAL_REQUESTER', []);
  // May read and draft orders, but belongs to no project group.
  await setRolePermissions(t.db, company.id, 'USER', [
    'can_read_orders_and_rfqs',
    'can_create_drafts',
  ]);
  await setRolePermissions(t.db, company.id, 'PURCHASER', [
    'can_read_orders_and_rfqs',
    'can_see_orders_from_all_groups',
  ]);
  adminCookie = await signIn(t.app, company.admin);
  admin = apiAs(t.app, adminCookie);
  reader = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER')));
  nobody = apiAs(
    t.app,
    await signIn(t.app, await addMember(t.db, company.id, 'MATERIAL_REQUESTER')),
  );
  outsider = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  strangerCookie = await signIn(t.app, other.admin);
  stranger = apiAs(t.app, strangerCookie);
  const vendorPerson = await createVendorUser(t.db, company.id);
  vendor = apiAs(t.app, await signIn(t.app, vendorPerson, 'VENDOR'));
  const [row] = await t.db
    .select({ id: companyVendors.id })
    .from(companyVendors)
    .where(
      and(
        eq(companyVendors.companyId, company.id),
        eq(companyVendors.vendorId, vendorPerson.vendorId),
      ),
    );
  vendorCompanyId = row!.id;
  projectId = (await createProjectRow(t.db, company.id)).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const pdf = async (name: string, cookie = adminCookie) =>
  (await upload(t.app, cookie, name, PDF, 'application/pdf')).signedId;

/** A placed order with the order's vendor, and the files sent with it. */
async function placedOrder(files: Record<string, unknown>) {
  const res = await admin('POST', '/api/order/quick_po', {
    order: {
      project_id: projectId,
      company_vendor_id: vendorCompanyId,
      deliveries: [{ order_materials: [] }],
      ...files,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as OrderAnswer;
}

/** A draft RFQ, which PATCH /order/{id} can change with nothing but its files. */
async function draft(files: Record<string, unknown> = {}) {
  const res = await admin('POST', '/api/order', {
    order: { kind: 'RFQ', project_id: projectId, deliveries: [{ order_materials: [] }], ...files },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as OrderAnswer;
}

const patchBody = (order: OrderAnswer, files: Record<string, unknown>) => ({
  order: {
    version: order.version,
    project_id: projectId,
    deliveries: order.deliveries.map((d) => ({ id: d.id, order_materials: [] })),
    ...files,
  },
});

const names = (files: UploadAnswer[]) => files.map((f) => f.filename.replace(/_\d{8}-\d{6}/, ''));

const findSigned = (call: ApiCall, signedId: string) =>
  call('GET', `/api/files/find_signed?signed_id=${encodeURIComponent(signedId)}`);

describe('files sent with an order', () => {
  it('attaches public, internal and quote files on create and answers them by key', async () => {
    const order = await placedOrder({
      public_purchaser_file_signed_ids: [await pdf('drawing.pdf')],
      internal_purchaser_file_signed_ids: [await pdf('budget.pdf')],
      quote_signed_id: await pdf('quote.pdf'),
    });
    expect(names(order.public_purchaser_files)).toEqual(['drawing.pdf']);
    expect(names(order.internal_purchaser_files)).toEqual(['budget.pdf']);
    expect(names(order.quote_files)).toEqual(['quote.pdf']);
    expect(order.vendor_files).toEqual([]);
    expect(order.internal_purchaser_files[0]).toMatchObject({
      key: 'internal_purchaser_files',
      attachment_id: expect.any(Number),
    });
    const read = (await admin('GET', `/api/order/${order.id}`)).json().order as OrderAnswer;
    expect(names(read.internal_purchaser_files)).toEqual(['budget.pdf']);
    const [entry] = await t.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.subjectType, 'order'), eq(historyEntries.subjectId, order.id)));
    expect(entry!.changes).toContainEqual({
      section: 'files',
      field: 'internal_purchaser_files',
      old: [],
      new: [order.internal_purchaser_files[0]!.filename],
    });
  });

  it('adds, removes (key and attachment id) and replaces the quote with PATCH /order/{id}', async () => {
    const order = await draft({
      public_purchaser_file_signed_ids: [await pdf('a.pdf'), await pdf('b.pdf')],
      quote_signed_id: await pdf('first-quote.pdf'),
    });
    const a = order.public_purchaser_files.find((f) => f.filename.startsWith('a_'))!;
    const res = await admin(
      'PATCH',
      `/api/order/${order.id}`,
      patchBody(order, {
        delete_files: [{ key: 'public_purchaser_files', attachment_id: a.attachment_id }],
        internal_purchaser_file_signed_ids: [await pdf('notes.pdf')],
        quote_signed_id: await pdf('second-quote.pdf'),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json().order as OrderAnswer;
    expect(names(changed.public_purchaser_files)).toEqual(['b.pdf']);
    expect(names(changed.internal_purchaser_files)).toEqual(['notes.pdf']);
    expect(names(changed.quote_files)).toEqual(['second-quote.pdf']);
    const history = (await admin('GET', `/api/order/${order.id}/history`)).json().records as {
      changes: { section: string; field: string }[];
    }[];
    expect(history[0]!.changes.filter((c) => c.section === 'files').map((c) => c.field)).toEqual([
      'public_purchaser_files',
      'internal_purchaser_files',
      'quote_files',
    ]);

    // Sending a signed id already attached keeps the file once; quote_signed_id null removes it.
    const again = await admin(
      'PATCH',
      `/api/order/${order.id}`,
      patchBody(changed, {
        public_purchaser_file_signed_ids: [changed.public_purchaser_files[0]!.signed_id],
        quote_signed_id: null,
      }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(names(again.json().order.public_purchaser_files)).toEqual(['b.pdf']);
    expect(again.json().order.quote_files).toEqual([]);
  });

  it('leaves the files alone when none are sent', async () => {
    const order = await draft({ internal_purchaser_file_signed_ids: [await pdf('keep.pdf')] });
    const res = await admin('PATCH', `/api/order/${order.id}`, patchBody(order, {}));
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json().order.internal_purchaser_files)).toEqual(['keep.pdf']);
  });
});

describe('bad file input', () => {
  it('refuses malformed file fields with 400', async () => {
    const order = await draft();
    const bodies = [
      { public_purchaser_file_signed_ids: 'abc' },
      { public_purchaser_file_signed_ids: [''] },
      { internal_purchaser_file_signed_ids: Array.from({ length: 51 }, (_, i) => `id${i}`) },
      { quote_signed_id: 42 },
      { delete_files: [{ key: 'secret_files', attachment_id: 1 }] },
      { delete_files: [{ key: 'quote' }] },
      { delete_files: [{ key: 'quote', attachment_id: 1, extra: true }] },
    ];
    for (const files of bodies) {
      const res = await admin('PATCH', `/api/order/${order.id}`, patchBody(order, files));
      expect(res.statusCode, JSON.stringify(files).slice(0, 80)).toBe(400);
    }
    // delete_files belongs to a change, not to a new order.
    const created = await admin('POST', '/api/order', {
      order: {
        kind: 'RFQ',
        project_id: projectId,
        deliveries: [{ order_materials: [] }],
        delete_files: [],
      },
    });
    expect(created.statusCode).toBe(400);
  });

  it('answers 404 for an unknown, forged, pending or foreign file, and keeps nothing', async () => {
    const order = await draft();
    const announced = await announce(t.app, adminCookie, 'pending.pdf', PDF, 'application/pdf');
    const foreign = await pdf('theirs.pdf', strangerCookie);
    const other = await draft({ public_purchaser_file_signed_ids: [await pdf('other.pdf')] });
    const refused: Record<string, unknown>[] = [
      { public_purchaser_file_signed_ids: ['not-a-signed-id'] },
      { internal_purchaser_file_signed_ids: [announced.json().signed_id] },
      { quote_signed_id: foreign },
      {
        delete_files: [
          {
            key: 'public_purchaser_files',
            attachment_id: other.public_purchaser_files[0]!.attachment_id,
          },
        ],
      },
      // The key must be the one the file is attached under (§5: both are needed).
      {
        delete_files: [
          { key: 'quote', attachment_id: other.public_purchaser_files[0]!.attachment_id },
        ],
      },
    ];
    for (const files of refused) {
      const res = await admin('PATCH', `/api/order/${order.id}`, patchBody(order, files));
      expect(res.statusCode, JSON.stringify(files).slice(0, 80)).toBe(404);
    }
    // A good file beside a bad one: nothing of the save is kept (one unit of work).
    const mixed = await admin(
      'PATCH',
      `/api/order/${order.id}`,
      patchBody(order, {
        public_purchaser_file_signed_ids: [await pdf('good.pdf')],
        quote_signed_id: 'forged.signature',
      }),
    );
    expect(mixed.statusCode).toBe(404);
    const read = (await admin('GET', `/api/order/${order.id}`)).json().order as OrderAnswer;
    expect(read.version).toBe(order.version);
    expect(read.public_purchaser_files).toEqual([]);
    expect(
      (await admin('GET', `/api/order/${other.id}`)).json().order.public_purchaser_files,
    ).toHaveLength(1);
  });
});

describe('who gets an order’s files', () => {
  let order: OrderAnswer;
  beforeAll(async () => {
    order = await placedOrder({
      public_purchaser_file_signed_ids: [await pdf('for-vendor.pdf')],
      internal_purchaser_file_signed_ids: [await pdf('internal.pdf')],
    });
  });
  const publicFile = () => order.public_purchaser_files[0]!;
  const internalFile = () => order.internal_purchaser_files[0]!;

  it('gives a member who may read the order both lists', async () => {
    const read = (await reader('GET', `/api/order/${order.id}`)).json().order as OrderAnswer;
    expect(names(read.public_purchaser_files)).toEqual(['for-vendor.pdf']);
    expect(names(read.internal_purchaser_files)).toEqual(['internal.pdf']);
    expect((await findSigned(reader, internalFile().signed_id)).statusCode).toBe(200);
    const bytes = await reader('GET', internalFile().url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
  });

  it('serves the vendor of the order its public files, never the internal ones', async () => {
    expect((await findSigned(vendor, publicFile().signed_id)).statusCode).toBe(200);
    expect((await vendor('GET', publicFile().url)).statusCode).toBe(200);
    expect((await findSigned(vendor, internalFile().signed_id)).statusCode).toBe(404);
    expect((await vendor('GET', internalFile().url)).statusCode).toBe(404);
  });

  it('serves the vendor nothing of a draft that was never sent to them', async () => {
    const unsent = await draft({ public_purchaser_file_signed_ids: [await pdf('draft.pdf')] });
    const patched = await admin(
      'PATCH',
      `/api/order/${unsent.id}`,
      patchBody(unsent, { company_vendor_id: vendorCompanyId }),
    );
    expect(patched.statusCode, patched.body).toBe(200);
    const file = unsent.public_purchaser_files[0]!;
    expect((await findSigned(vendor, file.signed_id)).statusCode).toBe(404);
    expect((await vendor('GET', file.url)).statusCode).toBe(404);
  });

  it('serves nothing to a member without can_read_orders_and_rfqs', async () => {
    expect((await nobody('GET', `/api/order/${order.id}`)).statusCode).toBe(403);
    for (const file of [publicFile(), internalFile()]) {
      expect((await findSigned(nobody, file.signed_id)).statusCode).toBe(404);
      expect((await nobody('GET', file.url)).statusCode).toBe(404);
    }
  });

  it('answers 404 to a member outside the order’s project groups', async () => {
    expect((await outsider('GET', `/api/order/${order.id}`)).statusCode).toBe(404);
    const res = await outsider(
      'PATCH',
      `/api/order/${order.id}`,
      patchBody(order, { internal_purchaser_file_signed_ids: [await pdf('mine.pdf')] }),
    );
    expect(res.statusCode).toBe(404);
    for (const file of [publicFile(), internalFile()]) {
      expect((await findSigned(outsider, file.signed_id)).statusCode).toBe(404);
    }
  });

  it("answers 404 to another company's member, whatever the files sent", async () => {
    expect((await stranger('GET', `/api/order/${order.id}`)).statusCode).toBe(404);
    const res = await stranger(
      'PATCH',
      `/api/order/${order.id}`,
      patchBody(order, {
        delete_files: [
          { key: 'internal_purchaser_files', attachment_id: internalFile().attachment_id },
        ],
      }),
    );
    expect(res.statusCode).toBe(404);
    for (const file of [publicFile(), internalFile()]) {
      expect((await findSigned(stranger, file.signed_id)).statusCode).toBe(404);
    }
    const read = (await admin('GET', `/api/order/${order.id}`)).json().order as OrderAnswer;
    expect(read.internal_purchaser_files).toHaveLength(1);
  });

  it('refuses a member without can_create_drafts with 403 before reading the body', async () => {
    for (const body of [
      patchBody(order, { internal_purchaser_file_signed_ids: ['x'] }),
      { junk: true },
      'not json',
    ]) {
      expect((await nobody('PATCH', `/api/order/${order.id}`, body)).statusCode).toBe(403);
      expect((await reader('PATCH', `/api/order/${order.id}`, body)).statusCode).toBe(403);
    }
  });
});
