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
import { companyVendors } from '../../db/schema/index';
import { PDF, upload } from '../files/testing';
import { placeBagsOrder } from './testing';

/**
 * §3 Delivery "delivery_files" (decision 0053): the photos of a delivery issue are answered with
 * the delivery, and served only to whoever may read its order.
 */

let t: TestApp;
let dataDir: string;
let adminCookie: string;
let admin: ApiCall;
let outsider: ApiCall;
let stranger: ApiCall;
let vendor: ApiCall;
let deliveryId: number;
let photo: { signed_id: string; url: string; key: string; filename: string };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-delivery-files-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  const company = await createCompany(t.db);
  await setRolePermissions(t.db, company.id, 'USER', ['can_read_orders_and_rfqs']);
  adminCookie = await signIn(t.app, company.admin);
  admin = apiAs(t.app, adminCookie);
  outsider = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  stranger = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
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
  const refs = { projectId: (await createProjectRow(t.db, company.id)).id, vendorId: row!.id };
  deliveryId = (await placeBagsOrder(admin, refs, ['10'])).deliveries[0]!.id;
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
