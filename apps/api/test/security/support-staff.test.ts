import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../build-test-app';
import { roleId } from '../factories/access';
import { addMember, createCompany, createSupportUser, type TestCompany } from '../factories/index';
import { deliveredMailTo, tokenIn } from '../factories/mail';
import { joinCompany } from '../join-company';
import { signIn } from '../sign-in';

/**
 * Attack finding 3: support staff read password-reset mails in the outbox, followed the link and
 * signed in as the victim, unaudited. And the low finding: an impersonating support user could
 * rewrite who may do what.
 */
let t: TestApp;
let company: TestCompany;
let support: string;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  support = await signIn(t.app, await createSupportUser(t.db));
});
afterAll(() => t.close());

async function outboxMailTo(cookie: string, to: string) {
  const list = await t.app.inject({
    url: `/api/mail_outbox?search=${encodeURIComponent(to)}`,
    headers: { cookie },
  });
  const [first] = list.json().records as { id: number }[];
  if (!first) throw new Error(`no mail to ${to} in the outbox`);
  return t.app.inject({ url: `/api/mail_outbox/${first.id}`, headers: { cookie } });
}

describe('the outbox shows that a mail was sent, never its secret', () => {
  it('hides the link of a password reset from support staff', async () => {
    const victim = await addMember(t.db, company.id, 'ADMIN');
    await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      remoteAddress: '10.93.0.1',
      payload: { user: { email: victim.email } },
    });
    const token = tokenIn((await deliveredMailTo(t.db, victim.email)).text, 'reset_password_token');
    const mail = await outboxMailTo(support, victim.email);
    expect(mail.statusCode).toBe(200);
    expect(mail.json().mail).toMatchObject({ to: victim.email, kind: 'reset_password' });
    expect(mail.body).not.toContain(token);
    expect(mail.json().mail.text).toContain('(link sent to the recipient only)');
  });

  it("hides an invitation's link from the inviting company's admins too", async () => {
    const admin = await signIn(t.app, company.admin);
    const email = `new-${company.id}@invitee.test`;
    await t.app.inject({
      method: 'POST',
      url: '/api/users/invitation',
      headers: { cookie: admin },
      payload: { user: { email, role_id: await roleId(t.db, company.id, 'ADMIN') } },
    });
    const token = tokenIn((await deliveredMailTo(t.db, email)).text, 'invitation_token');
    for (const reader of [admin, support]) {
      const mail = await outboxMailTo(reader, email);
      expect(mail.statusCode).toBe(200);
      expect(mail.body).not.toContain(token);
    }
  });
});

describe('what support staff do is audited', () => {
  it('records every read of customer data, with the path', async () => {
    const who = await createSupportUser(t.db);
    const cookie = await signIn(t.app, who);
    await t.app.inject({ url: '/api/mail_outbox', headers: { cookie } });
    await t.app.inject({ url: `/api/internal/companies/${company.id}/users`, headers: { cookie } });
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actorUserId, who.userId), eq(auditEvents.action, 'support.request')),
      );
    expect(rows.map((r) => r.detail.path)).toEqual(
      expect.arrayContaining(['/api/mail_outbox', `/api/internal/companies/${company.id}/users`]),
    );
  });
});

describe('an impersonating support user looks, never changes access', () => {
  it('cannot invite, change roles, permissions or single sign-on while acting as an admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/impersonations',
      headers: { cookie: support },
      payload: { impersonation: { company_user_id: company.admin.companyUserId } },
    });
    expect(res.statusCode).toBe(201);
    const session = res.cookies.find((c) => c.name === 'laydown_session');
    const cookie = `laydown_session=${session?.value}`;
    const member = await addMember(t.db, company.id, 'USER');
    const adminRole = await roleId(t.db, company.id, 'ADMIN');
    const current = await t.app.inject({
      url: '/api/company_settings/permissions',
      headers: { cookie },
    });
    const roles = current
      .json()
      .permissions.roles.map((r: { role_id: number; permissions: Record<string, boolean> }) => ({
        role_id: r.role_id,
        permissions: r.permissions,
      }));
    const attempts = [
      {
        method: 'POST' as const,
        url: '/api/users/invitation',
        payload: { user: { email: 'mole@outside.test', role_id: adminRole } },
      },
      {
        method: 'PATCH' as const,
        url: `/api/company_users/${member.companyUserId}`,
        payload: { company_user: { role_id: adminRole } },
      },
      {
        method: 'PATCH' as const,
        url: '/api/company_settings/permissions',
        payload: { permissions: { roles } },
      },
      {
        method: 'PUT' as const,
        url: '/api/company_settings/sso',
        payload: {
          sso: { issuer: 'https://idp.example.com', client_id: 'x', client_secret: 'y' },
        },
      },
      {
        method: 'POST' as const,
        url: '/api/company_settings/email_domains',
        payload: { email_domain: { domain: 'mole.test', verification_email: 'it@mole.test' } },
      },
    ];
    for (const a of attempts) {
      const refused = await t.app.inject({ ...a, headers: { cookie } });
      expect(refused.statusCode, a.url).toBe(403);
      expect(refused.json().error.code, a.url).toBe('impersonating');
    }
    // Looking is still allowed.
    const users = await t.app.inject({ url: '/api/company_users', headers: { cookie } });
    expect(users.statusCode).toBe(200);
  });

  it("cannot hop into the person's other companies while acting as them", async () => {
    const other = await createCompany(t.db);
    const person = await addMember(t.db, company.id, 'ADMIN');
    await joinCompany(t.app, t.db, other, person, 'ADMIN');
    // Starting to act as someone ends the support session: a fresh one for this test.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/impersonations',
      headers: { cookie: await signIn(t.app, await createSupportUser(t.db)) },
      payload: { impersonation: { company_user_id: person.companyUserId } },
    });
    const cookie = `laydown_session=${res.cookies.find((c) => c.name === 'laydown_session')?.value}`;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${other.id}/switch`,
      headers: { cookie },
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error.code).toBe('impersonating');
  });
});
