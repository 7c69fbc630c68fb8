import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('user settings', () => {
  it('starts with the defaults, saves each choice, and shows the home page on GET /api/user', async () => {
    const cookie = await signIn(t.app, await addMember(t.db, company.id, 'USER'));
    const first = await t.app.inject({ url: '/api/user_settings', headers: { cookie } });
    expect(first.json()).toEqual({
      user_settings: { notification_email_frequency: 'IMMEDIATE', home_page: null },
    });
    const patch = (user_settings: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user_settings',
        headers: { cookie },
        payload: { user_settings },
      });
    expect((await patch({ home_page: 'Orders' })).json().user_settings).toEqual({
      notification_email_frequency: 'IMMEDIATE',
      home_page: 'Orders',
    });
    expect((await patch({ notification_email_frequency: 'DAILY' })).json().user_settings).toEqual({
      notification_email_frequency: 'DAILY',
      home_page: 'Orders',
    });
    expect((await patch({ notification_email_frequency: 'WEEKLY' })).statusCode).toBe(400);
    expect((await patch({ theme: 'dark' })).statusCode).toBe(400);
    const me = (await t.app.inject({ url: '/api/user', headers: { cookie } })).json().user;
    expect(me.home_page).toBe('Orders');
  });

  it("are each person's own", async () => {
    const a = await signIn(t.app, await addMember(t.db, company.id, 'USER'));
    const b = await signIn(t.app, await addMember(t.db, company.id, 'USER'));
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user_settings',
      headers: { cookie: a },
      payload: { user_settings: { notification_email_frequency: 'OFF' } },
    });
    const theirs = await t.app.inject({ url: '/api/user_settings', headers: { cookie: b } });
    expect(theirs.json().user_settings.notification_email_frequency).toBe('IMMEDIATE');
  });

  it('need a signed-in contractor', async () => {
    expect((await t.app.inject({ url: '/api/user_settings' })).statusCode).toBe(401);
    const vendor = await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR');
    expect(
      (await t.app.inject({ url: '/api/user_settings', headers: { cookie: vendor } })).statusCode,
    ).toBe(403);
  });
});
