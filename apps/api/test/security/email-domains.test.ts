import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { verifiedDomain } from '../factories/access';
import { addMember, createCompany, type TestCompany } from '../factories/index';
import { deliveredMailTo, latestMailTo, tokenIn } from '../factories/mail';
import { signIn } from '../sign-in';
import { claimDomain, openVerificationLink } from './sso-helpers';

/**
 * Attack finding 4: SSO email domains were first come, first served and unverified; company B
 * claimed demo.test, gmail.com and outlook.com and took A's admin to B's provider. A domain now
 * counts only after a confirmation mail to an address of it was opened (decision 0029).
 */
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let aCookie: string;
let bCookie: string;
let n = 0;
const domainOf = (c: TestCompany) => `d${c.id}-${++n}.test`;

beforeAll(async () => {
  t = await buildTestApp();
  [a, b] = await Promise.all([createCompany(t.db), createCompany(t.db)]);
  [aCookie, bCookie] = await Promise.all([signIn(t.app, a.admin), signIn(t.app, b.admin)]);
});
afterAll(() => t.close());

const list = async (cookie: string) =>
  (await t.app.inject({ url: '/api/company_settings/email_domains', headers: { cookie } })).json()
    .records as { domain: string; status: string }[];

describe('verifying a domain by mail', () => {
  it('claims as pending, mails a link to the address, and the link verifies it', async () => {
    const domain = domainOf(a);
    const res = await claimDomain(t.app, aCookie, domain);
    expect(res.statusCode).toBe(201);
    expect(res.json().email_domain).toMatchObject({
      domain,
      status: 'PENDING',
      verification_email: `it@${domain}`,
    });
    const mail = await latestMailTo(t.db, `it@${domain}`);
    expect(mail.subject).toBe(`Confirm ${domain} for ${a.name} on Laydown`);
    // The outbox does not show the link to the admin who asked: the mailbox is the proof.
    const token = tokenIn((await deliveredMailTo(t.db, `it@${domain}`)).text, 'token');
    expect(mail.text).not.toContain(token);
    const opened = await openVerificationLink(t.app, t.db, `it@${domain}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      email_domain: { domain, company_name: a.name },
      message: `The domain ${domain} is verified.`,
    });
    expect(await list(aCookie)).toEqual([expect.objectContaining({ domain, status: 'VERIFIED' })]);
    // The link works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/email_domains/verify',
      remoteAddress: '10.95.0.2',
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a wrong token, and a proof address outside the domain', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/email_domains/verify',
      remoteAddress: '10.95.0.3',
      payload: { token: 'made-up' },
    });
    expect(wrong.statusCode).toBe(404);
    const domain = domainOf(a);
    const outside = await claimDomain(t.app, aCookie, domain, `me@elsewhere-${a.id}.test`);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.fields['email_domain.verification_email']).toEqual([
      `Please enter an address that ends in @${domain}.`,
    ]);
  });
});

describe('what another company cannot take', () => {
  it('refuses public mail services', async () => {
    for (const domain of ['gmail.com', 'outlook.com']) {
      const res = await claimDomain(t.app, bCookie, domain);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields['email_domain.domain']).toEqual([
        `${domain} is a public mail service: anybody can have an address there, so it cannot be claimed.`,
      ]);
    }
  });

  it("refuses a domain another company holds verified, and one another company's people use", async () => {
    const held = await verifiedDomain(t.db, a.id, domainOf(a));
    const taken = await claimDomain(t.app, bCookie, held);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(`The domain ${held} is verified by another company.`);

    const used = domainOf(a);
    await addMember(t.db, a.id, 'USER', `worker@${used}`);
    const res = await claimDomain(t.app, bCookie, used);
    expect(res.statusCode).toBe(409);
    // The company whose people use it may claim it.
    expect((await claimDomain(t.app, aCookie, used)).statusCode).toBe(201);
  });

  it('lets only one of two pending claims be verified', async () => {
    const domain = domainOf(a);
    expect((await claimDomain(t.app, aCookie, domain, `a@${domain}`)).statusCode).toBe(201);
    expect((await claimDomain(t.app, bCookie, domain, `b@${domain}`)).statusCode).toBe(201);
    const [first, second] = await Promise.all([
      openVerificationLink(t.app, t.db, `a@${domain}`, '10.95.1.1'),
      openVerificationLink(t.app, t.db, `b@${domain}`, '10.95.1.2'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  });

  it('removes a domain: its addresses stop signing in through single sign-on', async () => {
    const domain = await verifiedDomain(t.db, b.id, domainOf(b));
    const [row] = (await list(bCookie)).filter((d) => d.domain === domain) as { id?: number }[];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/company_settings/email_domains/${row?.id}`,
      headers: { cookie: bCookie },
    });
    expect(res.statusCode).toBe(204);
    expect((await list(bCookie)).map((d) => d.domain)).not.toContain(domain);
    // Another company's domain answers like a missing one.
    const theirs = (await list(aCookie))[0] as { id?: number } | undefined;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/company_settings/email_domains/${theirs?.id}`,
      headers: { cookie: bCookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps the domains to those who manage company settings', async () => {
    const purchaser = await signIn(t.app, await addMember(t.db, a.id, 'PURCHASER'));
    expect(
      (
        await t.app.inject({
          url: '/api/company_settings/email_domains',
          headers: { cookie: purchaser },
        })
      ).statusCode,
    ).toBe(403);
    expect((await claimDomain(t.app, purchaser, domainOf(a))).statusCode).toBe(403);
  });
});
