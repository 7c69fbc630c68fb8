import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_ROLE_PERMISSIONS, toPermissionMap } from '@laydown/domain';
import { companies, sessions, users } from '../../src/db/schema/index';
import { hashToken } from '../../src/platform/auth/tokens';
import { issueAccountToken, type TokenHolder } from '../../src/platform/auth/account-tokens';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createProjectGroup, roleId } from '../factories/access';
import {
  addMember,
  createCompany,
  createSupportUser,
  createVendorUser,
  PASSWORD,
} from '../factories/index';
import { joinCompany } from '../join-company';
import { queryRecorder } from '../query-counter';
import { signIn } from '../sign-in';

// Two instances of the app on one database are two API processes' worth of session caches: a
// change made through A must be seen by A at its very next request, and by B once PostgreSQL has
// delivered the change's notification to B (decision 0064).
let a: TestApp;
let b: TestApp;
let recordA: ReturnType<typeof queryRecorder>;
let recordB: ReturnType<typeof queryRecorder>;
let n = 0;
const ip = () => `10.64.0.${++n}`;

beforeAll(async () => {
  [a, b] = await Promise.all([buildTestApp(), buildTestApp()]);
  recordA = queryRecorder(a.db);
  recordB = queryRecorder(b.db);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

const NEW_PASSWORD = 'Brand-New-Pa55!';

const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, payload, remoteAddress: ip() });

/**
 * GET /api/user and the reads it cost (identity and view). Support staff's requests also write
 * their audit rows, which no cache may skip.
 */
async function me(t: TestApp, cookie: string) {
  const record = t === a ? recordA : recordB;
  const { result, statements } = await record.during(() => call(t, 'GET', '/api/user', cookie));
  return { res: result, roundTrips: statements.filter((s) => /^\s*select/i.test(s)).length };
}

/**
 * Both processes hold the session: a second GET /api/user reads nothing in either of them. (What
 * the test did to arrange the people is heard by both first: a lookup that overlaps the
 * announcement of one of its keys is not kept.)
 */
async function cachedInBoth(cookie: string) {
  await Promise.all([a, b].map((t) => t.app.sessionCache.listener.caughtUp()));
  for (const t of [a, b]) {
    expect((await me(t, cookie)).res.statusCode).toBe(200);
    const again = await me(t, cookie);
    expect(again.res.statusCode).toBe(200);
    expect(again.roundTrips).toBe(0);
  }
}

/** A's next request goes to the database; so does B's once it has heard everything up to now. */
async function seenByBoth(cookie: string, check: (res: LightMyRequestResponse) => void) {
  const onA = await me(a, cookie);
  expect(onA.roundTrips).toBeGreaterThan(0);
  check(onA.res);
  await b.app.sessionCache.listener.caughtUp();
  const onB = await me(b, cookie);
  expect(onB.roundTrips).toBeGreaterThan(0);
  check(onB.res);
}

const unauthorized = (res: LightMyRequestResponse) => expect(res.statusCode).toBe(401);
const user = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(200);
  return res.json().user;
};

interface Watched {
  /** The session whose cached identity and view must follow the change. */
  cookie: string;
  change: () => Promise<LightMyRequestResponse | void>;
  /** What its next GET /api/user answers after the change. */
  check: (res: LightMyRequestResponse) => void;
}

interface Case {
  name: string;
  /** Makes its own company and people, so the cases share nothing. */
  arrange: () => Promise<Watched>;
}

/** The holder's password reset by a mailed token: every session of theirs ends. */
async function passwordReset(cookie: string, holder: TokenHolder): Promise<Watched> {
  const { token } = await issueAccountToken(a.db, {
    ...holder,
    purpose: 'RESET_PASSWORD',
    ttlHours: 1,
  });
  const user = {
    reset_password_token: token,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  };
  return {
    cookie,
    change: () => call(a, 'PATCH', '/api/users/password', '', { user }),
    check: unauthorized,
  };
}

/** A signed-in member of one company, invited to another. */
async function invitedElsewhere() {
  const [home, inviting] = [await createCompany(a.db), await createCompany(a.db)];
  const member = await addMember(a.db, home.id, 'USER');
  const cookie = await signIn(a.app, member);
  const invited = await call(
    a,
    'POST',
    '/api/users/invitation',
    await signIn(a.app, inviting.admin),
    {
      user: { email: member.email, role_id: await roleId(a.db, inviting.id, 'USER') },
    },
  );
  return { cookie, invitationId: invited.json().company_user.id as number };
}

const CASES: Case[] = [
  {
    name: 'a sign-out',
    arrange: async () => {
      const c = await createCompany(a.db);
      const cookie = await signIn(a.app, await addMember(a.db, c.id, 'USER'));
      return {
        cookie,
        change: () => call(a, 'DELETE', '/api/users/sign_out', cookie),
        check: unauthorized,
      };
    },
  },
  {
    name: 'a password change (the other sessions end)',
    arrange: async () => {
      const c = await createCompany(a.db);
      const member = await addMember(a.db, c.id, 'USER');
      const here = await signIn(a.app, member);
      const elsewhere = await signIn(a.app, member);
      return {
        cookie: elsewhere,
        change: () =>
          call(a, 'PUT', '/api/users', here, {
            user: {
              current_password: PASSWORD,
              password: NEW_PASSWORD,
              password_confirmation: NEW_PASSWORD,
            },
          }),
        check: unauthorized,
      };
    },
  },
  {
    name: 'a password reset',
    arrange: async () => {
      const c = await createCompany(a.db);
      const member = await addMember(a.db, c.id, 'USER');
      return passwordReset(await signIn(a.app, member), { userId: member.userId });
    },
  },
  {
    name: "a vendor user's password reset",
    arrange: async () => {
      const c = await createCompany(a.db);
      const vendor = await createVendorUser(a.db, c.id);
      const cookie = await signIn(a.app, vendor, 'VENDOR');
      return passwordReset(cookie, { vendorUserId: vendor.userId });
    },
  },
  {
    name: 'a deactivation',
    arrange: async () => {
      const c = await createCompany(a.db);
      const member = await addMember(a.db, c.id, 'USER');
      const cookie = await signIn(a.app, member);
      const admin = await signIn(a.app, c.admin);
      return {
        cookie,
        change: () =>
          call(a, 'PATCH', `/api/company_users/${member.companyUserId}`, admin, {
            company_user: { active: false },
          }),
        check: unauthorized,
      };
    },
  },
  {
    name: 'a role change',
    arrange: async () => {
      const c = await createCompany(a.db);
      const member = await addMember(a.db, c.id, 'USER');
      const cookie = await signIn(a.app, member);
      const admin = await signIn(a.app, c.admin);
      const purchaser = await roleId(a.db, c.id, 'PURCHASER');
      return {
        cookie,
        change: () =>
          call(a, 'PATCH', `/api/company_users/${member.companyUserId}`, admin, {
            company_user: { role_id: purchaser },
          }),
        check: (res) => {
          const me = user(res);
          expect(me.role.name).toBe('PURCHASER');
          expect(me.user_permissions.can_send_and_update_orders).toBe(true);
        },
      };
    },
  },
  {
    name: "a change of the role's permissions",
    arrange: async () => {
      const c = await createCompany(a.db);
      const cookie = await signIn(a.app, await addMember(a.db, c.id, 'USER'));
      const admin = await signIn(a.app, c.admin);
      const granted = [...DEFAULT_ROLE_PERMISSIONS.USER, 'can_view_invoice_inbox'];
      const role = await roleId(a.db, c.id, 'USER');
      return {
        cookie,
        change: () =>
          call(a, 'PATCH', '/api/company_settings/permissions', admin, {
            permissions: { roles: [{ role_id: role, permissions: toPermissionMap(granted) }] },
          }),
        check: (res) => expect(user(res).user_permissions.can_view_invoice_inbox).toBe(true),
      };
    },
  },
  {
    name: "a change of the member's project groups",
    arrange: async () => {
      const c = await createCompany(a.db);
      const member = await addMember(a.db, c.id, 'USER');
      const cookie = await signIn(a.app, member);
      const admin = await signIn(a.app, c.admin);
      const group = await createProjectGroup(a.db, c.id);
      return {
        cookie,
        change: () =>
          call(a, 'PATCH', `/api/company_users/${member.companyUserId}`, admin, {
            company_user: { project_group_ids: [group.id] },
          }),
        check: (res) => expect(user(res).project_group_ids).toHaveLength(1),
      };
    },
  },
  {
    name: "a change of the user's settings",
    arrange: async () => {
      const c = await createCompany(a.db);
      const cookie = await signIn(a.app, await addMember(a.db, c.id, 'USER'));
      return {
        cookie,
        change: () =>
          call(a, 'PATCH', '/api/user_settings', cookie, {
            user_settings: { home_page: 'Orders' },
          }),
        check: (res) => expect(user(res).home_page).toBe('Orders'),
      };
    },
  },
  ...(['accept', 'decline'] as const).map((answer): Case => ({
    name: `an invitation the person answers (${answer})`,
    arrange: async () => {
      const { cookie, invitationId } = await invitedElsewhere();
      return {
        cookie,
        change: () => call(a, 'POST', `/api/user/invitations/${invitationId}/${answer}`, cookie),
        check: (res) => expect(user(res).is_active).toBe(true),
      };
    },
  })),
  {
    name: 'a company switch',
    arrange: async () => {
      const [home, other] = [await createCompany(a.db), await createCompany(a.db)];
      const member = await addMember(a.db, home.id, 'USER');
      await joinCompany(a.app, a.db, other, member, 'PURCHASER');
      const cookie = await signIn(a.app, member);
      const target =
        user(await call(a, 'GET', '/api/user', cookie)).company_id === home.id ? other : home;
      return {
        cookie,
        change: () => call(a, 'POST', `/api/companies/${target.id}/switch`, cookie),
        check: (res) => expect(user(res).company_id).toBe(target.id),
      };
    },
  },
  {
    name: 'the start of an impersonation (the support session is replaced)',
    arrange: async () => {
      const c = await createCompany(a.db);
      const member = await addMember(a.db, c.id, 'USER');
      const support = await signIn(a.app, await createSupportUser(a.db));
      return {
        cookie: support,
        change: () =>
          call(a, 'POST', '/api/internal/impersonations', support, {
            impersonation: { company_user_id: member.companyUserId },
          }),
        check: unauthorized,
      };
    },
  },
  {
    name: 'the end of an impersonation',
    arrange: async () => {
      const c = await createCompany(a.db);
      const member = await addMember(a.db, c.id, 'USER');
      const support = await signIn(a.app, await createSupportUser(a.db));
      const started = await call(a, 'POST', '/api/internal/impersonations', support, {
        impersonation: { company_user_id: member.companyUserId },
      });
      const cookie = sessionCookie(started);
      return {
        cookie,
        change: () => call(a, 'DELETE', '/api/internal/impersonations', cookie),
        check: unauthorized,
      };
    },
  },
  {
    name: "a rename of the impersonating support user (shown in the impersonated user's view)",
    arrange: async () => {
      const c = await createCompany(a.db);
      const member = await addMember(a.db, c.id, 'USER');
      const staff = await createSupportUser(a.db);
      const started = await call(
        a,
        'POST',
        '/api/internal/impersonations',
        await signIn(a.app, staff),
        {
          impersonation: { company_user_id: member.companyUserId },
        },
      );
      return {
        cookie: sessionCookie(started),
        change: async () => {
          await a.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, staff.userId));
        },
        check: (res) => expect(user(res).impersonator.first_name).toBe('Renamed'),
      };
    },
  },
  {
    name: 'a change of the company (name, feature flags)',
    arrange: async () => {
      const c = await createCompany(a.db);
      const cookie = await signIn(a.app, await addMember(a.db, c.id, 'USER'));
      return {
        cookie,
        change: async () => {
          await a.db
            .update(companies)
            .set({ name: 'Renamed Co', featureFlags: { beta: true } })
            .where(eq(companies.id, c.id));
        },
        check: (res) => {
          const me = user(res);
          expect(me.account.name).toBe('Renamed Co');
          expect(me.feature_flags).toEqual({ beta: true });
        },
      };
    },
  },
];

function sessionCookie(res: LightMyRequestResponse): string {
  const value = res.cookies.find((c) => c.name === 'laydown_session')?.value;
  if (!value) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `laydown_session=${value}`;
}

describe('the session cache is emptied at once by', () => {
  for (const c of CASES) {
    it(`${c.name}, in the process that made it and in another`, async () => {
      const { cookie, change, check } = await c.arrange();
      await cachedInBoth(cookie);
      const res = await change();
      if (res) expect(res.statusCode, res.body).toBeLessThan(300);
      await seenByBoth(cookie, check);
    });
  }
});

describe('a cached session', () => {
  it('ends at its own expiry in every process, with nothing announced', async () => {
    const c = await createCompany(a.db);
    const cookie = await signIn(a.app, await addMember(a.db, c.id, 'USER'));
    const expiresAt = new Date(Date.now() + 1_500);
    await a.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.tokenHash, hashToken(cookie.split('=')[1] ?? '')));
    await cachedInBoth(cookie);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 10));
    expect((await me(a, cookie)).res.statusCode).toBe(401);
    expect((await me(b, cookie)).res.statusCode).toBe(401);
  });
});
