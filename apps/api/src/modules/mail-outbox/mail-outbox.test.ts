import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addMember,
  createCompany,
  createSupportUser,
  createVendorUser,
  type TestCompany,
} from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;
let other: TestCompany;
let companyMailId: number;
let accountMailId: number;

beforeAll(async () => {
  t = await buildTestApp();
  [company, other] = await Promise.all([createCompany(t.db), createCompany(t.db)]);
  const base = { html: '<p>hi</p>', text: 'hi', subject: 'Hello', kind: 'invitation' as const };
  companyMailId = (
    await t.deps.mailer.send(t.db, { ...base, to: 'invitee@x.test', companyId: company.id })
  ).id;
  accountMailId = (
    await t.deps.mailer.send(t.db, { ...base, to: 'person@x.test', companyId: null })
  ).id;
});
afterAll(() => t.close());

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('a mail’s attachments', () => {
  it('are listed and downloaded by the company admin, and 404 for another company', async () => {
    const content = Buffer.from('%PDF-1.3 test');
    const mail = await t.deps.mailer.send(t.db, {
      kind: 'vendor_document',
      subject: 'RFQ',
      html: '<p>h</p>',
      text: 't',
      to: 'vendor@x.test',
      companyId: company.id,
      attachments: [{ filename: 'RFQ-1007.pdf', contentType: 'application/pdf', content }],
    });
    const cookie = await signIn(t.app, company.admin);
    const one = (await get(cookie, `/api/mail_outbox/${mail.id}`)).json().mail;
    expect(one.attachments).toEqual([
      {
        id: expect.any(Number),
        filename: 'RFQ-1007.pdf',
        content_type: 'application/pdf',
        byte_size: content.length,
      },
    ]);
    const url = `/api/mail_outbox/${mail.id}/attachments/${one.attachments[0].id}`;
    const file = await get(cookie, url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="RFQ-1007.pdf"');
    expect(file.rawPayload.equals(content)).toBe(true);
    const stranger = await signIn(t.app, other.admin);
    expect((await get(stranger, url)).statusCode).toBe(404);
    // Another mail's id with this file's id finds nothing either.
    expect(
      (await get(cookie, `/api/mail_outbox/${companyMailId}/attachments/${one.attachments[0].id}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/mail_outbox', () => {
  it("shows a company admin the company's mail, not account mail", async () => {
    const cookie = await signIn(t.app, company.admin);
    const res = await get(cookie, '/api/mail_outbox');
    expect(res.statusCode).toBe(200);
    const ids = res.json().records.map((r: { id: number }) => r.id);
    expect(ids).toContain(companyMailId);
    expect(ids).not.toContain(accountMailId);
    const one = await get(cookie, `/api/mail_outbox/${companyMailId}`);
    expect(one.json().mail).toMatchObject({ html: '<p>hi</p>', text: 'hi', status: 'OUTBOX' });
  });

  it("answers 404 for another company's mail and for account mail", async () => {
    const cookie = await signIn(t.app, other.admin);
    expect((await get(cookie, `/api/mail_outbox/${companyMailId}`)).statusCode).toBe(404);
    expect((await get(cookie, `/api/mail_outbox/${accountMailId}`)).statusCode).toBe(404);
    const list = await get(cookie, '/api/mail_outbox');
    expect(list.json().records.map((r: { id: number }) => r.id)).not.toContain(companyMailId);
  });

  it('refuses users without can_manage_users and vendors', async () => {
    const purchaser = await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER'));
    expect((await get(purchaser, '/api/mail_outbox')).statusCode).toBe(403);
    expect((await get(purchaser, `/api/mail_outbox/${companyMailId}`)).statusCode).toBe(403);
    const vendor = await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR');
    expect((await get(vendor, '/api/mail_outbox')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/mail_outbox' })).statusCode).toBe(401);
  });

  it('shows support staff every mail, searched by recipient', async () => {
    const cookie = await signIn(t.app, await createSupportUser(t.db));
    const res = await get(cookie, '/api/mail_outbox?search=PERSON@x');
    expect(res.json().records.map((r: { id: number }) => r.id)).toEqual([accountMailId]);
    expect((await get(cookie, `/api/mail_outbox/${companyMailId}`)).statusCode).toBe(200);
  });
});
