import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, uniqueEmail, type TestCompany } from '../../../test/factories/index';
import { deliveredMailTo, latestMailTo, tokenIn } from '../../../test/factories/mail';
import { createPublicOrderForm } from './registration';

let t: TestApp;
let company: TestCompany;
let extension: string;
let n = 0;
const ip = () => `10.81.0.${++n}`;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  extension = `form-${randomUUID().slice(0, 8)}`;
  await createPublicOrderForm(t.db, company.id, extension);
});
afterAll(() => t.close());

const PASSWORD = 'Request-Pa55!';
const register = (user: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    remoteAddress: ip(),
    payload: {
      user: {
        first_name: 'Rae',
        last_name: 'Requester',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        public_order_form_url_extension: extension,
        ...user,
      },
    },
  });
const signIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/sign_in',
    remoteAddress: ip(),
    payload: { user: { email, password: PASSWORD } },
  });

describe('material requester registration', () => {
  it('registers a requester of the form company who signs in only after confirming', async () => {
    const email = uniqueEmail('requester');
    const res = await register({ email: email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/confirm your registration before you log in/);
    const refused = await signIn(email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('unconfirmed');

    const mail = await latestMailTo(t.db, email);
    expect(mail.kind).toBe('confirmation');
    expect(mail.companyId).toBe(company.id);
    const token = tokenIn((await deliveredMailTo(t.db, email)).text, 'confirmation_token');
    expect(mail.text).not.toContain(token);
    const confirm = await t.app.inject({
      url: `/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}`,
      remoteAddress: ip(),
    });
    expect(confirm.statusCode).toBe(200);
    const ok = await signIn(email);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      company_id: company.id,
      role: { name: 'MATERIAL_REQUESTER' },
      first_name: 'Rae',
    });
    expect(ok.json().user.user_permissions.can_send_and_update_orders).toBe(false);
  });

  it('refuses an unknown form, a taken email and bad input', async () => {
    const unknown = await register({
      email: uniqueEmail('x'),
      public_order_form_url_extension: 'nope-nope',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('This order form does not exist.');
    const taken = await register({ email: company.admin.email });
    expect(taken.statusCode).toBe(409);
    const bad = await register({ email: 'x', first_name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['user.email']).toEqual(['The input is not valid E-mail!']);
    expect(bad.json().error.fields['user.first_name']).toEqual(['Please your first name!']);
  });
});
