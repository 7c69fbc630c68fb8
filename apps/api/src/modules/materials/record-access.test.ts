import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntries } from '../../db/schema/index';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany } from '../../../test/factories/index';
import { createMaterial } from '../../../test/factories/materials';
import { signIn } from '../../../test/sign-in';

// Issue 13 §6 and policy.ts mayOnMaterial: the company_materials/:id routes check the record
// before the body: another company's material is 404 whatever is sent, like a missing one.

let t: TestApp;
let admin: ApiCall;
let otherAdmin: ApiCall;
let mine: number;

const broken = { company_material: { description: 12, unknown: true } };

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  otherAdmin = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  mine = await createMaterial(t.db, company.id, { description: 'Private anchor bolt' });
});
afterAll(() => t.close());

describe('company_materials/:id record check', () => {
  it("answers 404 for another company's material before validating the body", async () => {
    expect((await otherAdmin('PATCH', `/api/company_materials/${mine}`, broken)).statusCode).toBe(
      404,
    );
    expect((await otherAdmin('GET', `/api/company_materials/${mine}`)).statusCode).toBe(404);
    expect((await otherAdmin('DELETE', `/api/company_materials/${mine}`)).statusCode).toBe(404);
    const history = `/api/company_materials/${mine}/prices_history?kind=bogus`;
    expect((await otherAdmin('GET', history)).statusCode).toBe(404);
  });

  it('answers 400 for a broken body on a readable material, 404 for a missing one', async () => {
    expect((await admin('PATCH', `/api/company_materials/${mine}`, broken)).statusCode).toBe(400);
    expect((await admin('PATCH', '/api/company_materials/2147483000', broken)).statusCode).toBe(
      404,
    );
    expect((await admin('GET', '/api/company_materials/not-an-id')).statusCode).toBe(400);
  });
});

describe('material history (the unit of work)', () => {
  it('keeps the changed fields of a save, never its costs', async () => {
    const res = await admin('PATCH', `/api/company_materials/${mine}`, {
      company_material: { description: 'Private anchor bolt 1/2"', price_per_weight: '3.75' },
    });
    expect(res.statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(historyEntries)
      .where(
        and(eq(historyEntries.subjectType, 'company_material'), eq(historyEntries.subjectId, mine)),
      );
    expect(entries.map((e) => e.action)).toEqual(['updated']);
    expect(entries[0]?.changes).toEqual([
      {
        section: 'details',
        field: 'description',
        old: 'Private anchor bolt',
        new: 'Private anchor bolt 1/2"',
      },
    ]);
  });
});
