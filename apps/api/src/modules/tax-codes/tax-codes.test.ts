import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { historyEntries } from '../../db/schema/index';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let admin: ApiCall;
let purchaser: ApiCall;
let stranger: ApiCall;
let vendor: ApiCall;
let purchaserCookie: string;
let adminUserId: number;
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  companyId = company.id;
  adminUserId = company.admin.userId;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  purchaserCookie = await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER'));
  purchaser = apiAs(t.app, purchaserCookie);
  stranger = apiAs(t.app, await signIn(t.app, other.admin));
  vendor = apiAs(t.app, await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR'));
});
afterAll(() => t.close());

const create = (code: string, rates: unknown[] = []) =>
  admin('POST', '/api/tax_codes', {
    tax_code: { code, description: `${code} sales tax`, tax_type: 'SALES', tax_code_rates: rates },
  });

describe('tax codes with dated rates', () => {
  it('answers the rate in force at rate_date (available_at ≤ date < expire_at)', async () => {
    const res = await create('TX', [
      { rate: '8.25', available_at: '2025-01-01', expire_at: '2026-01-01' },
      { rate: '8.5', available_at: '2026-01-01' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().tax_code.tax_code_rates).toHaveLength(2);
    const at = async (date: string) =>
      (await purchaser('GET', `/api/tax_codes?search=TX&rate_date=${date}`)).json().records[0]
        .tax_code_rate?.rate ?? null;
    expect(await at('2024-12-31')).toBeNull();
    expect(await at('2025-12-31')).toBe('8.25');
    expect(await at('2026-01-01')).toBe('8.5');
  });

  it('refuses an overlapping window and saves nothing', async () => {
    const created = (await create('CA', [{ rate: '7.25', available_at: '2025-01-01' }])).json()
      .tax_code;
    const res = await admin('POST', `/api/tax_codes/${created.id}/rates`, {
      tax_code_rate: { rate: '9', available_at: '2025-06-01', expire_at: '2025-07-01' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This rate overlaps another rate of the tax code.');
    const inBatch = await create('NV', [
      { rate: '6', available_at: '2025-01-01', expire_at: '2025-06-01' },
      { rate: '7', available_at: '2025-05-01' },
    ]);
    expect(inBatch.statusCode).toBe(422);
    expect((await admin('GET', '/api/tax_codes?search=NV')).json().total_count).toBe(0);
    const backwards = await admin('POST', `/api/tax_codes/${created.id}/rates`, {
      tax_code_rate: { rate: '1', available_at: '2024-06-01', expire_at: '2024-05-01' },
    });
    expect(backwards.statusCode).toBe(422);
    const ok = await admin('POST', `/api/tax_codes/${created.id}/rates`, {
      tax_code_rate: { rate: '7', available_at: '2024-01-01', expire_at: '2025-01-01' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().tax_code.tax_code_rates.map((r: { rate: string }) => r.rate)).toEqual([
      '7',
      '7.25',
    ]);
  });

  it('refuses a rate above 100 % or one that is not a number, on the rate field', async () => {
    for (const rate of ['150', '-1', 'eight']) {
      const res = await create(`BAD${rate.length}`, [{ rate, available_at: '2025-01-01' }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields['tax_code.tax_code_rates.0.rate']).toEqual([
        'Enter a rate from 0 to 100, like 8.25',
      ]);
    }
    expect((await create('FULL', [{ rate: '100', available_at: '2025-01-01' }])).statusCode).toBe(
      201,
    );
  });

  it('filters active and inactive, searches, and pages by 50', async () => {
    const inactive = (await create('OLD')).json().tax_code;
    await admin('PATCH', `/api/tax_codes/${inactive.id}`, { tax_code: { active: false } });
    const off = (await admin('GET', '/api/tax_codes?active=false')).json();
    expect(off.records.map((c: { code: string }) => c.code)).toEqual(['OLD']);
    expect(off.records[0].discarded_at).not.toBeNull();
    const on = (await admin('GET', '/api/tax_codes?active=true')).json();
    expect(on.records.map((c: { code: string }) => c.code)).not.toContain('OLD');
    const page = (await admin('GET', '/api/tax_codes')).json();
    expect(page.records.length).toBeLessThanOrEqual(50);
    expect((await admin('GET', '/api/tax_codes?rate_date=2025-13-01')).statusCode).toBe(400);
  });

  it('refuses duplicates and bad rates', async () => {
    expect((await create('tx')).statusCode).toBe(409);
    const bad = await create('BAD', [{ rate: '-1', available_at: '2025-01-01' }]);
    expect(bad.statusCode).toBe(400);
  });

  it('answers 403 without the permission and 404 across companies', async () => {
    const code = (await admin('GET', '/api/tax_codes?search=TX')).json().records[0];
    expect(
      (await purchaser('POST', '/api/tax_codes', { tax_code: { code: 'P' } })).statusCode,
    ).toBe(403);
    expect(
      (await purchaser('PATCH', `/api/tax_codes/${code.id}`, { tax_code: { code: 'P' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await purchaser('POST', `/api/tax_codes/${code.id}/rates`, {
          tax_code_rate: { rate: '1', available_at: '2030-01-01' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await vendor('GET', '/api/tax_codes')).statusCode).toBe(403);
    expect((await stranger('GET', `/api/tax_codes/${code.id}`)).statusCode).toBe(404);
    expect(
      (await stranger('PATCH', `/api/tax_codes/${code.id}`, { tax_code: { code: 'P' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await stranger('POST', `/api/tax_codes/${code.id}/rates`, {
          tax_code_rate: { rate: '1', available_at: '2030-01-01' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('tax code access and history', () => {
  const raw = (url: string, payload: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload,
    });

  it('refuses a caller without the right before reading the body, however malformed', async () => {
    for (const payload of ['{broken', '{"tax_code": 5}', '{"unknown": true}']) {
      expect((await raw('/api/tax_codes', payload)).statusCode).toBe(401);
      const refused = await raw('/api/tax_codes', payload, purchaserCookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
    }
  });

  it('writes who changed which field, old -> new, and nothing for a refused save', async () => {
    const created = (await create('HIST', [{ rate: '5', available_at: '2025-01-01' }])).json()
      .tax_code;
    await admin('PATCH', `/api/tax_codes/${created.id}`, {
      tax_code: { description: 'Renamed', code: 'HIST' },
    });
    await admin('PATCH', `/api/tax_codes/${created.id}`, { tax_code: { active: false } });
    await admin('POST', `/api/tax_codes/${created.id}/rates`, {
      tax_code_rate: { rate: '6', available_at: '2024-01-01', expire_at: '2025-01-01' },
    });
    const overlapping = await admin('POST', `/api/tax_codes/${created.id}/rates`, {
      tax_code_rate: { rate: '9', available_at: '2025-06-01' },
    });
    expect(overlapping.statusCode).toBe(422);
    const entries = await t.db
      .select()
      .from(historyEntries)
      .where(
        and(
          eq(historyEntries.companyId, companyId),
          eq(historyEntries.subjectType, 'tax_code'),
          eq(historyEntries.subjectId, created.id),
        ),
      )
      .orderBy(asc(historyEntries.id));
    expect(entries.map((e) => [e.action, e.title])).toEqual([
      ['created', 'Tax code HIST created'],
      ['updated', 'Tax code HIST updated'],
      ['deactivated', 'Tax code HIST deactivated'],
      ['rate_added', 'Tax code HIST: rate 6 added'],
    ]);
    expect(entries.every((e) => e.authorUserId === adminUserId)).toBe(true);
    expect(entries[1]!.changes).toEqual([
      { section: 'details', field: 'description', old: 'HIST sales tax', new: 'Renamed' },
    ]);
    expect(entries[2]!.changes).toEqual([
      { section: 'details', field: 'active', old: true, new: false },
    ]);
  });

  it("shows each route's access in the OpenAPI document", async () => {
    const doc = (await admin('GET', '/api/docs/json')).json();
    const post = doc.paths['/api/tax_codes'].post;
    expect(post['x-access']).toBe('company:can_manage_company_settings');
    expect(post.description).toContain(
      'Needs a member of the company with can_manage_company_settings.',
    );
    expect(doc.paths['/api/tax_codes'].get['x-access']).toBe('company');
  });
});
