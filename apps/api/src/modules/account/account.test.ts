import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@laydown/domain';
import { accountTokens, users } from '../../db/schema/index';
import { hashToken } from '../../platform/auth/tokens';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addMember,
  createCompany,
  PASSWORD,
  type TestCompany,
} from '../../../test/factories/index';
import { deliveredMailTo, latestMailTo, tokenIn } from '../../../test/factories/mail';
import { HIDDEN_LINK } from '../../platform/mail/templates';
import { ACCOUNT_MAIL_FLOOR_MS } from '../../platform/steady-time';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;
let ipCounter = 0;
// Each test its own client address, so the per-address limits of one test never reach another.
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-New-Pa55!';

const forgot = (email: string, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/password',
    remoteAddress: ip,
    payload: { user: { email } },
  });

const reset = (token: string, password = NEW_PASSWORD, confirmation = password, ip = nextIp()) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/users/password',
    remoteAddress: ip,
    payload: {
      user: { reset_password_token: token, password, password_confirmation: confirmation },
    },
  });

const canSignIn = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      remoteAddress: nextIp(),
      payload: { user: { email, password } },
    })
  ).statusCode === 200;

describe('forgot password and reset', () => {
  it('mails a reset link in HTML and text, and the token resets the password once', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    const cookie = await signIn(t.app, member);
    const res = await forgot(`  ${member.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.account.resetSent });

    const mail = await latestMailTo(t.db, member.email);
    expect(mail.kind).toBe('reset_password');
    expect(mail.status).toBe('OUTBOX');
    expect(mail.companyId).toBeNull();
    const delivered = await deliveredMailTo(t.db, member.email);
    const token = tokenIn(delivered.text, 'reset_password_token');
    expect(delivered.html).toContain(token);
    expect(delivered.text).toContain(
      `${t.config.appUrl}/?access-type=CONTRACTOR&reset_password_token=`,
    );
    // Whoever reads the outbox sees that the mail was written, never its link.
    expect(`${mail.html}${mail.text}`).not.toContain(token);
    expect(mail.text).toContain(HIDDEN_LINK);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(await canSignIn(member.email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(member.email, PASSWORD)).toBe(false);
    // The old session ended with the old password.
    const old = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'Another-Pa55word!');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(MESSAGES.account.tokenInvalid);
  });

  it('stores only the hash of the token', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    await forgot(member.email);
    const token = tokenIn((await deliveredMailTo(t.db, member.email)).text, 'reset_password_token');
    const plain = await t.db.select().from(accountTokens).where(eq(accountTokens.tokenHash, token));
    expect(plain).toHaveLength(0);
    const hashed = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(hashed).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    await forgot(member.email);
    const token = tokenIn((await deliveredMailTo(t.db, member.email)).text, 'reset_password_token');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect((await reset(token)).statusCode).toBe(422);
    expect(await canSignIn(member.email, PASSWORD)).toBe(true);
  });

  it('makes an earlier link useless once a new one is sent', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    await forgot(member.email);
    const first = tokenIn((await deliveredMailTo(t.db, member.email)).text, 'reset_password_token');
    await forgot(member.email);
    const second = tokenIn(
      (await deliveredMailTo(t.db, member.email)).text,
      'reset_password_token',
    );
    expect((await reset(first)).statusCode).toBe(422);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, no sooner, and mails nobody', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      return { res, ms: performance.now() - started };
    };
    const known = await timed(member.email);
    const unknown = await timed('nobody-here@nowhere.test');
    expect(unknown.res.statusCode).toBe(known.res.statusCode);
    expect(unknown.res.body).toBe(known.res.body);
    // Both wait for the same floor, so the time taken does not tell who has an account.
    expect(known.ms).toBeGreaterThanOrEqual(ACCOUNT_MAIL_FLOOR_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(ACCOUNT_MAIL_FLOOR_MS - 5);
    await expect(latestMailTo(t.db, 'nobody-here@nowhere.test')).rejects.toThrow();
  });

  it('validates the new password and its confirmation, losing nothing', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    await forgot(member.email);
    const token = tokenIn((await deliveredMailTo(t.db, member.email)).text, 'reset_password_token');
    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields['user.password']).toEqual([MESSAGES.password.tooWeak]);
    const mismatch = await reset(token, NEW_PASSWORD, 'Other-Pa55word!');
    expect(mismatch.json().error.fields['user.password_confirmation']).toEqual([
      MESSAGES.password.mismatch,
    ]);
    // The token was not spent by the refused attempts.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('is rate-limited per email and per address', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await forgot(member.email)).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes[5]).toBe(429);

    const ip = nextIp();
    const fromOneAddress: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      fromOneAddress.push((await forgot(`someone-${i}@nowhere.test`, ip)).statusCode);
    }
    expect(fromOneAddress.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(fromOneAddress[30]).toBe(429);

    const tokenIp = nextIp();
    const guesses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      guesses.push((await reset(`guess-${i}`, NEW_PASSWORD, NEW_PASSWORD, tokenIp)).statusCode);
    }
    expect(guesses[29]).toBe(422);
    expect(guesses[30]).toBe(429);
  });
});

describe('password change (PUT /api/users)', () => {
  const change = (cookie: string, current: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: { cookie },
      payload: {
        user: { current_password: current, password, password_confirmation: password },
      },
    });

  it('changes the password with the old one and ends the other sessions', async () => {
    const member = await addMember(t.db, company.id, 'PURCHASER');
    const here = await signIn(t.app, member);
    const elsewhere = await signIn(t.app, member);
    const res = await change(here, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully' });
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: here } })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ url: '/api/user', headers: { cookie: elsewhere } })).statusCode,
    ).toBe(401);
    expect(await canSignIn(member.email, NEW_PASSWORD)).toBe(true);
  });

  it('flags current_password when the old password does not match', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    const cookie = await signIn(t.app, member);
    const res = await change(cookie, 'Not-The-0ld-One!');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields['user.current_password']).toEqual([
      'Your old password does not match',
    ]);
    expect(await canSignIn(member.email, PASSWORD)).toBe(true);
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      payload: {
        user: {
          current_password: 'x',
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('confirmation', () => {
  it('an unconfirmed account cannot sign in until the mailed link is used', async () => {
    const member = await addMember(t.db, company.id, 'MATERIAL_REQUESTER');
    await t.db.update(users).set({ confirmedAt: null }).where(eq(users.id, member.userId));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      remoteAddress: nextIp(),
      payload: { user: { email: member.email, password: PASSWORD } },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('unconfirmed');

    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/users/confirmation',
      remoteAddress: nextIp(),
      payload: { user: { email: member.email } },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe(MESSAGES.account.confirmationSent);
    const token = tokenIn((await deliveredMailTo(t.db, member.email)).text, 'confirmation_token');
    const confirm = (ip = nextIp()) =>
      t.app.inject({
        url: `/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}`,
        remoteAddress: ip,
      });
    expect((await confirm()).statusCode).toBe(200);
    expect(await canSignIn(member.email, PASSWORD)).toBe(true);
    expect((await confirm()).statusCode).toBe(422);
  });

  it('mails nothing to a confirmed or unknown account, and answers as for any other', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    for (const email of [member.email, 'nobody-confirms@nowhere.test']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/confirmation',
        remoteAddress: nextIp(),
        payload: { user: { email } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(MESSAGES.account.confirmationSent);
      await expect(latestMailTo(t.db, email)).rejects.toThrow();
    }
  });
});
