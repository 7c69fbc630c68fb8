import { and, eq, sql, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany } from '../../test/factories/index';
import { createCompanyVendorRow } from '../../test/factories/orders';
import { createProjectRow } from '../../test/factories/reference';
import { signIn } from '../../test/sign-in';
import { jsonArraySql, jsonRowSql, rowsFromJson } from './json-rows';
import {
  deliveries,
  fileAttachments,
  fileBlobs,
  orderInternalComments,
  orderMaterials,
  orders,
  units,
} from './schema/index';

// An order read in one statement carries its deliveries, lines, files and comments as JSON
// (decision 0112): each row must come back exactly as drizzle's own select reads it (numerics with
// their digits, timestamps as dates, arrays, JSON columns, nulls).
let t: TestApp;
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  const admin = apiAs(t.app, await signIn(t.app, company.admin));
  const [unit] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.companyId, company.id), eq(units.name, 'EA')));
  const costCode = await admin('POST', '/api/cost_codes', {
    cost_codes: [{ code: '03-300', description: 'Concrete' }],
  });
  const line = { unit_id: unit!.id, cost_code_id: costCode.json().cost_codes[0].id as number };
  const created = await admin('POST', '/api/order', {
    order: {
      kind: 'ORDER',
      project_id: (await createProjectRow(t.db, company.id)).id,
      company_vendor_id: (await createCompanyVendorRow(t.db, company.id)).id,
      name: 'Level 2 slab',
      deliveries: [
        {
          requested_delivered_at: '2026-03-02',
          shipping_value: '25.10',
          order_materials: [
            { ...line, description: 'Rebar', quantity: '4.125', unit_cost: '2.50' },
            { ...line, description: 'Wire', quantity: '1000000.000001', unit_cost: '0.000001' },
          ],
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const orderId = created.json().order.id as number;
  const comment = await admin('POST', `/api/order/${orderId}/internal_comment`, {
    comment: 'Hold until the crane is booked',
  });
  expect(comment.statusCode, comment.body).toBe(201);
  const [blob] = await t.db
    .insert(fileBlobs)
    .values({
      companyId,
      storageKey: `json-rows-${orderId}`,
      filename: 'quote.pdf',
      contentType: 'application/pdf',
      byteSize: 123_456_789_012,
      checksum: 'abc',
      uploadedByUserId: company.admin.userId,
      uploadedAt: new Date('2026-03-02T12:34:56.789Z'),
    })
    .returning();
  await t.db.insert(fileAttachments).values({
    companyId,
    blobId: blob!.id,
    recordType: 'Order',
    recordId: orderId,
    keyType: 'quote',
    visibility: 'internal',
    uploadedByUserId: company.admin.userId,
  });
});
afterAll(() => t.close());

describe('rows read from JSON', () => {
  const tables: [string, Table & { companyId: never }][] = [
    ['orders', orders as never],
    ['deliveries', deliveries as never],
    ['order_materials', orderMaterials as never],
    ['file_blobs', fileBlobs as never],
    ['file_attachments', fileAttachments as never],
    ['order_internal_comments', orderInternalComments as never],
  ];
  it.each(tables)('reads %s exactly as a select of the table does', async (_name, table) => {
    const company = (table as unknown as { companyId: typeof orders.companyId }).companyId;
    const id = (table as unknown as { id: typeof orders.id }).id;
    const selected = await t.db.select().from(table).where(eq(company, companyId)).orderBy(id);
    expect(selected.length).toBeGreaterThan(0);
    const [row] = await t.db
      .execute<{ rows: unknown[][] }>(
        sql`select ${jsonArraySql(jsonRowSql(table, [sql`'extra'`]), sql`${id}`, sql`from ${table} where ${company} = ${companyId}`)} as rows`,
      )
      .then((r) => r.rows);
    const read = rowsFromJson(table)(row!.rows);
    expect(read.map((r) => r.row)).toEqual(selected);
    expect(read.every((r) => r.extra[0] === 'extra')).toBe(true);
  });
});
