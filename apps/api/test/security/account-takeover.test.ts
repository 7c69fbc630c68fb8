import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, companyUsers } from '../../src/db/schema/index';
import { callbackUrl } from '../../src/modules/sso/service';
import { buildTestApp, type TestApp } from '../build-test-app';
import { roleId } from '../factories/access';
import { addMember, createCompany, createSupportUser, type TestCompany } from '../factories/index';
import { joinCompany } from '../join-company';
import { startOidcProvider, type TestProvider } from '../oidc-provider';
import { signIn } from '../sign-in';
import {
  claimDomain,
  configureSso,
  openVerificationLink,
  sessionOf,
  ssoErrorOf,
  ssoRoundTrip,
} from './sso-helpers';

/**
 * Attack finding 1 and 2 of the access security issue, end to end: company B's admin invites
 * company A's people, signs them in through B's own identity provider (which vouches for any
 * address it likes), then switches the session into A. Every step must now fail to get in.
 */
let t: TestApp;
let attackersProvider: TestProvider;
let victim: TestCompany;
let attacker: TestCompany;
let attackerCookie: string;
let victimDomain: string;
let attackerDomain: string;
let n = 0;
const ip = () => `10.90.0.${++n}`;

beforeAll(async () => {
  t = await buildTestApp();
  attackersProvider = await startOidcProvider(callbackUrl(t.config));
  victim = await createCompany(t.db);
  attacker = await createCompany(t.db);
  victimDomain = `victim-${victim.id}.test`;
  attackerDomain = `attacker-${attacker.id}.test`;
  // The victim company's people use its domain.
  victim.admin = await addMember(t.db, victim.id, 'ADMIN', `boss@${victimDomain}`);
  attackerCookie = await signIn(t.app, attacker.admin);
  await configureSso(t.app, attackerCookie, attackersProvider);
  // The attacker holds its own domain, properly verified.
  expect((await claimDomain(t.app, attackerCookie, attackerDomain)).statusCode).toBe(201);
  expect((await openVerificationLink(t.app, t.db, `it@${attackerDomain}`)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await attackersProvider.stop();
});

const invite = (email: string, roleName: 'ADMIN' | 'USER' = 'ADMIN') =>
  roleId(t.db, attacker.id, roleName).then((role) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/invitation',
      headers: { cookie: attackerCookie },
      payload: { user: { email, role_id: role } },
    }),
  );

describe('the cross-tenant takeover chain (finding 1)', () => {
  it('(a) an invitation of an existing account is pending and discloses nothing', async () => {
    const res = await invite(victim.admin.email);
    expect(res.statusCode).toBe(201);
    const member = res.json().company_user;
    expect(member).toMatchObject({
      status: 'INVITED',
      user_id: null,
      first_name: '',
      last_name: '',
      sign_in_count: 0,
      invitation_accepted_at: null,
    });
    const [row] = await t.db
      .select()
      .from(companyUsers)
      .where(and(eq(companyUsers.companyId, attacker.id), eq(companyUsers.id, member.id)));
    expect(row?.invitationAcceptedAt).toBeNull();
    // The listing does not tell either, not even through a search by name.
    const search = await t.app.inject({
      url: '/api/company_users?search=Admin',
      headers: { cookie: attackerCookie },
    });
    const found = search.json().records.map((r: { id: number }) => r.id);
    expect(found).not.toContain(member.id);
    // The invitation was recorded.
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.companyId, attacker.id), eq(auditEvents.action, 'invitation.created')),
      );
    expect(audit.some((a) => a.subjectUserId === victim.admin.userId)).toBe(true);
  });

  it("(b) the attacker's provider vouching for the victim does not sign the victim in", async () => {
    // Through the victim's own address: the domain is not the attacker's to route.
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/sso/auth',
      remoteAddress: ip(),
      payload: { email: victim.admin.email },
    });
    expect(direct.statusCode).toBe(422);
    // Through an attacker address, with the provider vouching for the victim's address instead.
    const back = await ssoRoundTrip(t.app, `anyone@${attackerDomain}`, victim.admin.email, ip());
    expect(back.statusCode).toBe(302);
    expect(sessionOf(back)).toBeNull();
    expect(ssoErrorOf(back)).toBe(
      'No active account of this company matches the email of your sign-on.',
    );
  });

  it("(b) a pending invitee on the attacker's own domain is not signed in either", async () => {
    const person = await addMember(t.db, victim.id, 'USER', `pat-${victim.id}@${attackerDomain}`);
    expect((await invite(person.email, 'USER')).statusCode).toBe(201);
    const back = await ssoRoundTrip(t.app, person.email, person.email, ip());
    expect(sessionOf(back)).toBeNull();
  });

  it("(b) it signs in only addresses of the attacker's verified domains, even of real members", async () => {
    // Someone of the victim company who truly joined the attacker company too.
    const member = await addMember(t.db, victim.id, 'USER', `lee-${victim.id}@${victimDomain}`);
    await joinCompany(t.app, t.db, attacker, member, 'USER');
    const back = await ssoRoundTrip(t.app, `anyone@${attackerDomain}`, member.email, ip());
    expect(sessionOf(back)).toBeNull();
  });

  it('(b) the attacker cannot claim the domain of the victim, nor a public mail service', async () => {
    const victims = await claimDomain(t.app, attackerCookie, victimDomain);
    expect(victims.statusCode).toBe(409);
    expect(victims.json().error.fields['email_domain.domain']).toEqual([
      `People of another company sign in with ${victimDomain} addresses, so it cannot be claimed. If the domain is yours, please contact support.`,
    ]);
    const gmail = await claimDomain(t.app, attackerCookie, 'gmail.com');
    expect(gmail.statusCode).toBe(422);
  });

  it('(c) a single sign-on session cannot switch into another company', async () => {
    // Someone who truly belongs to both companies signs in through B's provider.
    const both = await addMember(
      t.db,
      attacker.id,
      'USER',
      `both-${attacker.id}@${attackerDomain}`,
    );
    await joinCompany(t.app, t.db, victim, both, 'ADMIN');
    const back = await ssoRoundTrip(t.app, both.email, both.email, ip());
    const cookie = sessionOf(back);
    expect(cookie).not.toBeNull();
    const companies = await t.app.inject({
      url: '/api/companies',
      headers: { cookie: cookie as string },
    });
    expect(
      companies.json().records.find((c: { id: number }) => c.id === victim.id)?.switchable,
    ).toBe(false);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${victim.id}/switch`,
      headers: { cookie: cookie as string },
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error.code).toBe('sso_session_bound');
    const me = await t.app.inject({ url: '/api/user', headers: { cookie: cookie as string } });
    expect(me.json().user.company_id).toBe(attacker.id);

    // Removing the membership ends the session the provider made, at once.
    const membership = await t.db
      .select({ id: companyUsers.id })
      .from(companyUsers)
      .where(and(eq(companyUsers.companyId, attacker.id), eq(companyUsers.userId, both.userId)));
    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/company_users/${membership[0]?.id}`,
      headers: { cookie: attackerCookie },
      payload: { company_user: { active: false } },
    });
    expect(removed.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/user', headers: { cookie: cookie as string } });
    expect(after.statusCode).toBe(401);
    const trail = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, both.userId));
    expect(trail.map((a) => a.action)).toEqual(
      expect.arrayContaining(['session.sso_sign_in', 'membership.deactivated']),
    );
  });
});

describe('support staff through the same chain (finding 2)', () => {
  it('are never invitable into a company', async () => {
    const support = await createSupportUser(t.db);
    const res = await invite(support.email);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields['user.email']).toEqual([
      'This email address cannot be invited.',
    ]);
  });

  it("never sign in through a customer's provider, even on the customer's own domain", async () => {
    const support = await createSupportUser(t.db, `help-${attacker.id}@${attackerDomain}`);
    const back = await ssoRoundTrip(t.app, support.email, support.email, ip());
    expect(sessionOf(back)).toBeNull();
    expect(ssoErrorOf(back)).not.toBeNull();
  });
});
