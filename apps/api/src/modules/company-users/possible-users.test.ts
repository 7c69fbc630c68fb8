import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isPossibleUser } from '@laydown/domain';
import { companyUsers, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addMember,
  createCompany,
  createVendorUser,
  type TestCompany,
} from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
});
afterAll(() => t.close());

type Facts = { accepted: boolean; signIns: number; active: boolean; deactivated: boolean };

async function memberWith(f: Facts) {
  const m = await addMember(t.db, company.id, 'USER');
  await t.db
    .update(companyUsers)
    .set({
      invitationAcceptedAt: f.accepted ? new Date() : null,
      active: f.active,
      deactivatedAt: f.deactivated ? new Date() : null,
    })
    .where(eq(companyUsers.id, m.companyUserId));
  await t.db.update(users).set({ signInCount: f.signIns }).where(eq(users.id, m.userId));
  return m;
}

describe('GET /api/possible_users', () => {
  it('answers exactly the members the domain rule calls possible', async () => {
    const combos: Facts[] = [];
    for (const accepted of [true, false])
      for (const signIns of [0, 2])
        for (const active of [true, false])
          for (const deactivated of [true, false])
            combos.push({ accepted, signIns, active, deactivated });
    const made = await Promise.all(combos.map(async (f) => ({ f, m: await memberWith(f) })));
    const cookie = await signIn(t.app, company.admin);
    const res = await t.app.inject({ url: '/api/possible_users', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const ids = new Set(
      res.json().records.map((r: { company_user_id: number }) => r.company_user_id),
    );
    for (const { f, m } of made) {
      const expected = isPossibleUser({
        active: f.active,
        deactivatedAt: f.deactivated ? new Date() : null,
        invitationSentAt: null,
        invitationAcceptedAt: f.accepted ? new Date() : null,
        invitationExpiresAt: null,
        // A company sees someone's sign-ins only once they accepted its invitation (0029): the
        // sign-ins of a pending invitee happened in other companies.
        signInCount: f.accepted ? f.signIns : 0,
      });
      expect(ids.has(m.companyUserId)).toBe(expected);
    }
  });

  it("never shows another company's members, searches, and is closed to vendors", async () => {
    const other = await createCompany(t.db);
    const cookie = await signIn(t.app, await addMember(t.db, company.id, 'MATERIAL_REQUESTER'));
    const res = await t.app.inject({
      url: `/api/possible_users?search=${encodeURIComponent(company.admin.email)}`,
      headers: { cookie },
    });
    const emails = res.json().records.map((r: { email: string }) => r.email);
    expect(emails).toEqual([company.admin.email]);
    const all = await t.app.inject({ url: '/api/possible_users', headers: { cookie } });
    expect(all.json().records.map((r: { email: string }) => r.email)).not.toContain(
      other.admin.email,
    );
    const vendor = await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR');
    expect(
      (await t.app.inject({ url: '/api/possible_users', headers: { cookie: vendor } })).statusCode,
    ).toBe(403);
  });
});
