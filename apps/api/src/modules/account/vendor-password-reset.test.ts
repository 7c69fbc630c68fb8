import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, RESET_PASSWORD_TOKEN_HOURS } from '@laydown/domain';
import { accountTokens } from '../../db/schema/index';
import { hashToken } from '../../platform/auth/tokens';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addMember,
  createCompany,
  createSupportUser,
  createVendorUser,
  PASSWORD,
  type TestCompany,
} from '../../../test/factories/index';
import { deliveredMailTo, latestMailTo, tokenIn } from '../../../test/factories/mail';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;
let ipCounter = 0;
const nextIp = () => `10.78.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Vendor-New-Pa55!';

const forgot = (email: string, accessType?: 'VENDOR' | 'CONTRACTOR', ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/password',
    remoteAddress: ip,
    payload: { user: { email, ...(accessType ? { access_type: accessType } : {}) } },
  });

const reset = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/users/password',
    remoteAddress: nextIp(),
    payload: {
      user: { reset_password_token: token, password, password_confirmation: password },
    },
  });

const signInStatus = async (email: string, password: string, accessType: 'VENDOR' | 'CONTRACTOR') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      remoteAddress: nextIp(),
      payload: { user: { email, password, access_type: accessType } },
    })
  ).statusCode;

const resetTokenOf = async (email: string) =>
  tokenIn((await deliveredMailTo(t.db, email)).text, 'reset_password_token');

describe('vendor users: forgot password and reset', () => {
  it('mails a link to the vendor reset screen; the token sets the password once and signs out', async () => {
    const vendor = await createVendorUser(t.db, company.id);
    const cookie = await signIn(t.app, vendor, 'VENDOR');

    const res = await forgot(` ${vendor.email.toUpperCase()}`, 'VENDOR');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.account.resetSent });

    const mail = await latestMailTo(t.db, vendor.email);
    expect(mail.kind).toBe('reset_password');
    expect(mail.companyId).toBeNull();
    const delivered = await deliveredMailTo(t.db, vendor.email);
    expect(delivered.text).toContain(
      `${t.config.appUrl}/vendor?access-type=VENDOR&reset_password_token=`,
    );
    const token = tokenIn(delivered.text, 'reset_password_token');
    expect(delivered.html).toContain(token);
    expect(`${mail.html}${mail.text}`).not.toContain(token);

    const [row] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(row?.vendorUserId).toBe(vendor.userId);
    expect(row?.userId).toBeNull();
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(RESET_PASSWORD_TOKEN_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(RESET_PASSWORD_TOKEN_HOURS);

    expect((await reset(token)).statusCode).toBe(200);
    expect(await signInStatus(vendor.email, NEW_PASSWORD, 'VENDOR')).toBe(200);
    expect(await signInStatus(vendor.email, PASSWORD, 'VENDOR')).toBe(401);
    const old = await t.app.inject({ url: '/api/user', headers: { cookie } });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'Another-Pa55word!');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(MESSAGES.account.tokenInvalid);
  });

  it('tells vendor and contractor accounts apart by access type', async () => {
    const vendor = await createVendorUser(t.db, company.id);
    const member = await addMember(t.db, company.id, 'USER');

    // Same answer whatever exists; only the account of the asked access type gets a mail.
    expect((await forgot(vendor.email)).statusCode).toBe(200);
    await expect(latestMailTo(t.db, vendor.email)).rejects.toThrow();
    expect((await forgot(member.email, 'VENDOR')).statusCode).toBe(200);
    await expect(latestMailTo(t.db, member.email)).rejects.toThrow();
    expect((await forgot('nobody-at-all@nowhere.test', 'VENDOR')).statusCode).toBe(200);
  });

  it('resets only the vendor account when a contractor has the same email', async () => {
    const vendor = await createVendorUser(t.db, company.id);
    const other = await createCompany(t.db, { adminEmail: vendor.email });
    expect(other.admin.email).toBe(vendor.email);

    await forgot(vendor.email, 'VENDOR');
    expect((await reset(await resetTokenOf(vendor.email))).statusCode).toBe(200);
    expect(await signInStatus(vendor.email, NEW_PASSWORD, 'VENDOR')).toBe(200);
    expect(await signInStatus(vendor.email, PASSWORD, 'CONTRACTOR')).toBe(200);
    expect(await signInStatus(vendor.email, NEW_PASSWORD, 'CONTRACTOR')).toBe(401);
  });

  it("shows support staff that the vendor's reset mail was sent, never its link", async () => {
    const vendor = await createVendorUser(t.db, company.id);
    await forgot(vendor.email, 'VENDOR');
    const support = await signIn(t.app, await createSupportUser(t.db));
    const list = await t.app.inject({
      url: `/api/mail_outbox?search=${encodeURIComponent(vendor.email)}`,
      headers: { cookie: support },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().records).toHaveLength(1);
    const opened = await t.app.inject({
      url: `/api/mail_outbox/${list.json().records[0].id}`,
      headers: { cookie: support },
    });
    const token = tokenIn((await deliveredMailTo(t.db, vendor.email)).text, 'reset_password_token');
    expect(opened.body).not.toContain(token);
    // A company's user manager does not see mail that belongs to no company.
    const admin = await signIn(t.app, company.admin);
    const theirs = await t.app.inject({
      url: `/api/mail_outbox?search=${encodeURIComponent(vendor.email)}`,
      headers: { cookie: admin },
    });
    expect(theirs.json().records).toHaveLength(0);
  });

  it('is rate-limited per email for vendors too', async () => {
    const vendor = await createVendorUser(t.db, company.id);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await forgot(vendor.email, 'VENDOR')).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });

  it('refuses an unknown access type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      remoteAddress: nextIp(),
      payload: { user: { email: 'a@b.test', access_type: 'SUPPLIER' } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain('user.access_type');
  });
});

describe('vendor users: password change (PUT /api/users)', () => {
  const change = (cookie: string | undefined, current: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: cookie ? { cookie } : {},
      payload: {
        user: { current_password: current, password, password_confirmation: password },
      },
    });
  const userStatus = async (cookie: string) =>
    (await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode;

  it('changes the password with the old one and ends the other vendor sessions', async () => {
    const vendor = await createVendorUser(t.db, company.id);
    const here = await signIn(t.app, vendor, 'VENDOR');
    const elsewhere = await signIn(t.app, vendor, 'VENDOR');
    const res = await change(here, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully' });
    expect(await userStatus(here)).toBe(200);
    expect(await userStatus(elsewhere)).toBe(401);
    expect(await signInStatus(vendor.email, NEW_PASSWORD, 'VENDOR')).toBe(200);
    expect(await signInStatus(vendor.email, PASSWORD, 'VENDOR')).toBe(401);
  });

  it("says 'Your old password does not match' and keeps the password", async () => {
    const vendor = await createVendorUser(t.db, company.id);
    const cookie = await signIn(t.app, vendor, 'VENDOR');
    const res = await change(cookie, 'Not-The-0ld-One!');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields['user.current_password']).toEqual([
      'Your old password does not match',
    ]);
    expect(await signInStatus(vendor.email, PASSWORD, 'VENDOR')).toBe(200);
  });

  it('refuses a weak new password and answers 401 without a session', async () => {
    const vendor = await createVendorUser(t.db, company.id);
    const cookie = await signIn(t.app, vendor, 'VENDOR');
    expect((await change(cookie, PASSWORD, 'short')).statusCode).toBe(400);
    expect((await change(undefined, PASSWORD)).statusCode).toBe(401);
    expect(await signInStatus(vendor.email, PASSWORD, 'VENDOR')).toBe(200);
  });
});
