import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CONFLICT_MESSAGES, REFERENCE_MESSAGES } from '@laydown/domain';
import {
  addressTos,
  companies,
  companyMaterials,
  companyUsers,
  companyVendorContacts,
  companyVendors,
  costCodeClasses,
  costCodeNumbers,
  costCodePhases,
  costCodes,
  projectGroups,
  projects,
  shippingCarriers,
  taxCodes,
  units,
  users,
  vendorDomains,
  vendors,
} from '../src/db/schema/index';
import { buildTestApp, type TestApp } from './build-test-app';
import { CREATE_CALLS, type CreateContext, type CreateKind } from './create-calls';
import { roleId } from './factories/access';
import { createCompany, createSupportUser, type TestCompany } from './factories/index';
import { signIn } from './sign-in';

/**
 * Issue 14 finding 6: the same create sent 8 times at once makes one record. One answer is 2xx,
 * the other seven are 409 in the error model, and the table holds one row, for every unique key a
 * company's users can reach with a create call (the keys and why some are left out: decision 0041).
 */
const TIMES = 8;
let t: TestApp;
let company: TestCompany;
let cookie: string;
let ctx: CreateContext;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  cookie = await signIn(t.app, company.admin);
  const vendorKey = randomUUID().slice(0, 8);
  const vendor = await post(cookie, CREATE_CALLS.companyVendor.url, {
    company_vendor: { vendor_name: `Contacts ${vendorKey}`, domains: [`c${vendorKey}.test`] },
  });
  ctx = {
    roleId: await roleId(t.db, company.id, 'PURCHASER'),
    companyVendorId: vendor.json().company_vendor.id,
    vendorDomain: `c${vendorKey}.test`,
  };
});
afterAll(() => t.close());

function post(as: string, url: string, payload: unknown, method: 'POST' | 'PATCH' = 'POST') {
  return t.app.inject({ method, url, headers: { cookie: as }, payload: payload as object });
}

/** Sends the same request TIMES at once and sorts the answers. */
async function burst(send: () => ReturnType<typeof post>) {
  const answers = await Promise.all(Array.from({ length: TIMES }, send));
  const ok = answers.filter((r) => r.statusCode >= 200 && r.statusCode < 300);
  const conflicts = answers.filter((r) => r.statusCode === 409);
  return { answers, ok, conflicts };
}

function expectOneWinner(result: Awaited<ReturnType<typeof burst>>) {
  const statuses = result.answers.map((r) => r.statusCode);
  expect(result.ok, `statuses ${statuses.join(', ')}`).toHaveLength(1);
  expect(result.conflicts, `statuses ${statuses.join(', ')}`).toHaveLength(TIMES - 1);
  for (const conflict of result.conflicts) {
    const { error } = conflict.json();
    expect(error.code).toMatch(/^[a-z_]+$/);
    expect(error.message.length).toBeGreaterThan(0);
  }
}

/** The table each create call writes (all have company_id). */
// Claiming a domain again is sending its link again (decision 0029): no unique create to race.
const TABLE_OF: Record<Exclude<CreateKind, 'address' | 'emailDomain'>, PgTable> = {
  unit: units,
  project: projects,
  projectGroup: projectGroups,
  costCodeNumber: costCodeNumbers,
  costCodeClass: costCodeClasses,
  costCodePhase: costCodePhases,
  costCode: costCodes,
  taxCode: taxCodes,
  companyVendor: companyVendors,
  vendorContact: companyVendorContacts,
  addressTo: addressTos,
  shippingCarrier: shippingCarriers,
  material: companyMaterials,
  invitation: companyUsers,
};
async function rowsOf(table: PgTable): Promise<number> {
  const companyId = (table as unknown as { companyId: typeof units.companyId }).companyId;
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(companyId, company.id));
  // company_users: the admin's own row is there from the start; the delta is what counts.
  return row?.n ?? 0;
}

describe('8 identical creates at once', () => {
  // Addresses have no unique key: 8 identical ones are 8 addresses.
  const kinds = Object.keys(TABLE_OF) as (keyof typeof TABLE_OF)[];

  it.each(kinds)('%s: one is created, seven answer 409', async (kind) => {
    const call = CREATE_CALLS[kind];
    const body = call.body(randomUUID().slice(0, 8), ctx);
    const before = await rowsOf(TABLE_OF[kind]);
    expectOneWinner(await burst(() => post(cookie, call.url, body)));
    expect(await rowsOf(TABLE_OF[kind])).toBe(before + 1);
  });

  it("vendors with the same new domain: one is created, the others are told the spec's text", async () => {
    const key = randomUUID().slice(0, 8);
    const domain = `new${key}.test`;
    const result = await burst(() =>
      post(cookie, '/api/company_vendors', {
        company_vendor: { vendor_name: `Supplier ${key}`, domains: [domain] },
      }),
    );
    expectOneWinner(result);
    const message = REFERENCE_MESSAGES.vendorContact.domainUsed(domain, `Supplier ${key}`);
    for (const conflict of result.conflicts)
      expect(conflict.json().error).toMatchObject({ code: 'domain_taken', message });
    const holders = await t.db
      .select({ n: count() })
      .from(vendors)
      .where(sql`${domain} = any(${vendors.domains})`);
    expect(holders[0]?.n).toBe(1);
    const [claim] = await t.db.select().from(vendorDomains).where(eq(vendorDomains.domain, domain));
    expect(claim?.vendorId).toBe(result.ok[0]?.json().company_vendor.vendor.id);
  });

  it('companies with the same first admin: one is created, no half-made company is left', async () => {
    const support = await signIn(t.app, await createSupportUser(t.db));
    const key = randomUUID().slice(0, 8);
    const email = `first-admin-${key}@example.test`;
    const result = await burst(() =>
      post(support, '/api/internal/companies', {
        company: { name: `Race ${key}`, plan_tier: 'BASIC', company_type: 'GENERAL_CONTRACTOR' },
        admin: { email, first_name: 'Rita', last_name: 'Race', password: 'Race-Passw0rd!' },
      }),
    );
    expectOneWinner(result);
    for (const conflict of result.conflicts)
      expect(conflict.json().error).toMatchObject({
        code: 'email_taken',
        message: CONFLICT_MESSAGES.userEmailTaken,
      });
    const [made] = await t.db
      .select({ n: count() })
      .from(companies)
      .where(eq(companies.name, `Race ${key}`));
    expect(made?.n).toBe(1);
    const [accounts] = await t.db
      .select({ n: count() })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(accounts?.n).toBe(1);
  });

  it('one invoicing email for 8 companies at once: one keeps it, seven answer 409', async () => {
    const local = `invoices-${randomUUID().slice(0, 8)}`;
    const admins = await Promise.all(
      Array.from({ length: TIMES }, async () => signIn(t.app, (await createCompany(t.db)).admin)),
    );
    let next = 0;
    const result = await burst(() =>
      post(
        admins[next++] ?? '',
        '/api/company_settings/other_settings',
        { other_settings: { invoicing_email: local } },
        'PATCH',
      ),
    );
    expectOneWinner(result);
    for (const conflict of result.conflicts)
      expect(conflict.json().error).toMatchObject({
        code: 'invoicing_email_taken',
        fields: { 'other_settings.invoicing_email': [CONFLICT_MESSAGES.invoicingEmailTaken] },
      });
  });
});
