import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { units } from '../../db/schema/index';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany } from '../../../test/factories/index';
import { createMaterial } from '../../../test/factories/materials';
import { createCompanyVendorRow } from '../../../test/factories/orders';
import { createProjectRow } from '../../../test/factories/reference';
import { queryRecorder } from '../../../test/query-counter';
import { signIn } from '../../../test/sign-in';

// Each statement sent to PostgreSQL is a round trip, and on a busy machine a round trip costs more
// than its SQL (decision 0078): these counts keep a create and a read from growing back.
let t: TestApp;
let record: ReturnType<typeof queryRecorder>;
let admin: ApiCall;
interface Draft {
  order: Record<string, unknown>;
}
let body: (lines: number) => Draft;

beforeAll(async () => {
  t = await buildTestApp();
  record = queryRecorder(t.db);
  const company = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  const projectId = (await createProjectRow(t.db, company.id)).id;
  const vendorId = (await createCompanyVendorRow(t.db, company.id)).id;
  const materialId = await createMaterial(t.db, company.id, { description: 'Rebar #4 20ft' });
  const [unit] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.companyId, company.id), eq(units.name, 'EA'), eq(units.multiplier, '1')));
  const taxCode = await admin('POST', '/api/tax_codes', {
    tax_code: { code: 'TX', tax_code_rates: [{ rate: '8.25', available_at: '2020-01-01' }] },
  });
  const costCode = await admin('POST', '/api/cost_codes', {
    cost_codes: [{ code: '03-300', description: 'Concrete' }],
  });
  body = (lines) => ({
    order: {
      kind: 'ORDER',
      project_id: projectId,
      company_vendor_id: vendorId,
      name: 'Level 2 slab',
      deliveries: [
        {
          requested_delivered_at: '2026-03-02',
          shipping_value: '25',
          order_materials: Array.from({ length: lines }, (_, i) => ({
            description: `Line ${i + 1}`,
            ...(i % 2 === 0 ? { company_material_id: materialId } : {}),
            quantity: '4',
            unit_id: unit!.id,
            unit_cost: '2.5',
            tax_code_id: taxCode.json().tax_code.id as number,
            cost_code_id: costCode.json().cost_codes[0].id as number,
          })),
        },
        { requested_delivered_at: '2026-03-09', order_materials: [] },
      ],
    },
  });
  await admin('POST', '/api/order', body(1)); // the session and its caches are warm
});
afterAll(() => t.close());

async function statementsOf(
  call: () => Promise<{ statusCode: number; body: string }>,
  status: number,
) {
  const { result, statements } = await record.during(call);
  expect(result.statusCode, result.body).toBe(status);
  return statements;
}

/** The statements between BEGIN and COMMIT: inside a transaction each one waits for the last. */
const inTransaction = (statements: string[]) =>
  statements.slice(statements.indexOf('begin') + 1, statements.indexOf('commit'));

describe('round trips of an order', () => {
  it('creates an order with its deliveries and lines in the same few statements, whatever the number of lines', async () => {
    const small = await statementsOf(() => admin('POST', '/api/order', body(2)), 201);
    const large = await statementsOf(() => admin('POST', '/api/order', body(40)), 201);
    expect(large).toHaveLength(small.length);
    // Read first, side by side: the company's settings with the author's name (1: order settings,
    // tax-code flag, material configuration, cost code settings, user) and every record the
    // document names, header and lines (1: project, vendor, contacts, watchers, addresses,
    // carriers, materials, units, cost codes, phases, tax codes with their rates; decision 0107).
    expect(small.indexOf('begin')).toBe(2);
    // Then one statement each: package and number, order, the deliveries with their lines
    // (decision 0107), and the history entry with the live messages announcing it (decision
    // 0085: the unit of work writes them together when the work is done).
    expect(inTransaction(small).map((s) => s.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'with package as',
      'insert into "orders"',
      'with "deliveries_0" as',
      'with history as',
    ]);
    // And the answer: the order read back as GET /order/:id reads it, in its one statement
    // (decision 0112).
    const answer = small.slice(small.indexOf('commit') + 1);
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatch(/from "order_materials"/);
  });

  it('answers a create with the order exactly as GET /order/:id reads it', async () => {
    for (const lines of [0, 3]) {
      const created = await admin('POST', '/api/order', body(lines));
      expect(created.statusCode, created.body).toBe(201);
      const read = await admin('GET', `/api/order/${created.json().order.id}`);
      expect(created.json()).toEqual(read.json());
    }
  });

  it('reads one order with its deliveries, lines, files and comments in one statement', async () => {
    const created = await admin('POST', '/api/order', body(10));
    const id = created.json().order.id as number;
    const read = await statementsOf(() => admin('GET', `/api/order/${id}`), 200);
    // The header with the company's settings and tax-code flag (decision 0082), and as JSON of
    // the same row the deliveries, the lines, the order's files (decision 0053) and its internal
    // comments (decision 0112).
    expect(read).toHaveLength(1);
    for (const table of [
      'deliveries',
      'order_materials',
      'file_attachments',
      'order_internal_comments',
    ]) {
      expect(read[0]).toMatch(new RegExp(`from "${table}"`));
    }
  });
});

describe('POST /order into a package', () => {
  it("adds the order to the company's package named, and answers 404 for another company's", async () => {
    const first = await admin('POST', '/api/order', body(1));
    const packageId = first.json().order.order_package_id as number;
    const order = body(1).order;
    const second = await admin('POST', '/api/order', {
      order: { ...order, order_package_id: packageId },
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().order.order_package_id).toBe(packageId);
    const other = await createCompany(t.db);
    const stranger = apiAs(t.app, await signIn(t.app, other.admin));
    const theirs = await stranger('POST', '/api/order', {
      order: {
        kind: 'RFQ',
        project_id: (await createProjectRow(t.db, other.id)).id,
        deliveries: [{ order_materials: [] }],
      },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const refused = await admin('POST', '/api/order', {
      order: { ...order, order_package_id: theirs.json().order.order_package_id as number },
    });
    expect(refused.statusCode, refused.body).toBe(404);
  });
});
