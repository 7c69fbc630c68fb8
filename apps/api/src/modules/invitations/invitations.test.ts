import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyUsers } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProjectGroup, roleId } from '../../../test/factories/access';
import {
  addMember,
  createCompany,
  PASSWORD,
  uniqueEmail,
  type TestCompany,
} from '../../../test/factories/index';
import { deliveredMailTo, latestMailTo, tokenIn } from '../../../test/factories/mail';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;
let admin: string;
let n = 0;
const ip = () => `10.79.0.${++n}`;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  admin = await signIn(t.app, company.admin);
});
afterAll(() => t.close());

const invite = async (user: Record<string, unknown>, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/invitation',
    headers: { cookie },
    payload: { user },
  });

const accept = (token: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/invitation',
    remoteAddress: ip(),
    payload: {
      user: {
        invitation_token: token,
        first_name: 'Ivy',
        last_name: 'Invitee',
        phone_number: '555-0100',
        password: 'Invited-Pa55!',
        password_confirmation: 'Invited-Pa55!',
        ...extra,
      },
    },
  });

async function invited(extra: Record<string, unknown> = {}) {
  const email = uniqueEmail('invitee');
  const res = await invite({
    email,
    role_id: await roleId(t.db, company.id, 'USER'),
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  const mail = await deliveredMailTo(t.db, email);
  return { email, member: res.json().company_user, token: tokenIn(mail.text, 'invitation_token') };
}

describe('inviting and accepting', () => {
  it('invites with role and project groups, mails a link, and accepting signs the invitee in', async () => {
    const group = await createProjectGroup(t.db, company.id);
    const { email, member, token } = await invited({ project_group_ids: [group.id] });
    expect(member).toMatchObject({ email, status: 'INVITED', project_group_ids: [group.id] });
    expect(member.abilities.resend_invitation).toBe(true);
    const mail = await latestMailTo(t.db, email);
    expect(mail.companyId).toBe(company.id);
    expect(mail.subject).toBe(`You are invited to join ${company.name} on Laydown`);
    expect(mail.html).toContain('Accept Invitation');

    const info = await t.app.inject({
      url: `/api/users/invitation?invitation_token=${encodeURIComponent(token)}`,
    });
    expect(info.json().invitation).toEqual({
      email,
      company_name: company.name,
      expired: false,
      has_account: false,
    });

    const res = await accept(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email,
      first_name: 'Ivy',
      company_id: company.id,
      project_group_ids: [group.id],
      role: { name: 'USER' },
    });
    expect(res.cookies.find((c) => c.name === 'laydown_session')?.value).toBeTruthy();
    expect(await signIn(t.app, { email, password: 'Invited-Pa55!' })).toMatch(/laydown_session/);
    expect((await accept(token)).statusCode).toBe(404);
  });

  it('cannot sign in before accepting', async () => {
    const { email } = await invited();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      remoteAddress: ip(),
      payload: { user: { email, password: 'anything' } },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired invitation and says so before the form is filled', async () => {
    const { member, token } = await invited();
    await t.db
      .update(companyUsers)
      .set({ invitationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyUsers.id, member.id));
    const info = await t.app.inject({
      url: `/api/users/invitation?invitation_token=${encodeURIComponent(token)}`,
    });
    expect(info.json().invitation.expired).toBe(true);
    const res = await accept(token);
    expect(res.statusCode).toBe(422);
    // The web app switches on the code, not on the text.
    expect(res.json().error.code).toBe('invitation_expired');
    expect(res.json().error.message).toBe('Oops! Your Invite Has Expired');
    const listed = await t.app.inject({
      url: `/api/company_users/${member.id}`,
      headers: { cookie: admin },
    });
    expect(listed.json().company_user.status).toBe('INVITATION_EXPIRED');
  });

  it('resend issues a new link and retires the old one', async () => {
    const { email, member, token } = await invited();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/company_users/${member.id}/resend_invitation`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const fresh = tokenIn((await deliveredMailTo(t.db, email)).text, 'invitation_token');
    expect(fresh).not.toBe(token);
    expect((await accept(token)).statusCode).toBe(404);
    expect((await accept(fresh)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/company_users/${member.id}/resend_invitation`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(422);
  });

  it('deactivates the replaced member when the replacement accepts', async () => {
    const leaving = await addMember(t.db, company.id, 'PURCHASER');
    const leavingSession = await signIn(t.app, leaving);
    const { token } = await invited({ replacing_user_id: leaving.companyUserId });
    expect((await accept(token)).statusCode).toBe(200);
    const row = await t.app.inject({
      url: `/api/company_users/${leaving.companyUserId}`,
      headers: { cookie: admin },
    });
    expect(row.json().company_user.status).toBe('DEACTIVATED');
    const me = await t.app.inject({ url: '/api/user', headers: { cookie: leavingSession } });
    expect(me.statusCode).toBe(401);
  });

  it('asks someone with an account elsewhere to sign in and accept, and refuses a current member', async () => {
    const elsewhere = await createCompany(t.db);
    const res = await invite({
      email: elsewhere.admin.email,
      role_id: await roleId(t.db, company.id, 'PURCHASER'),
    });
    expect(res.statusCode).toBe(201);
    // Nothing of the account is disclosed before the person accepts.
    expect(res.json().company_user).toMatchObject({
      status: 'INVITED',
      user_id: null,
      first_name: '',
      last_name: '',
      sign_in_count: 0,
    });
    const mail = await deliveredMailTo(t.db, elsewhere.admin.email);
    expect(mail.text).toContain('Sign In to Accept');
    expect(mail.text).not.toContain('invitation_token');
    const twice = await invite({
      email: elsewhere.admin.email.toUpperCase(),
      role_id: await roleId(t.db, company.id, 'PURCHASER'),
    });
    expect(twice.statusCode).toBe(409);

    const theirs = await signIn(t.app, { email: elsewhere.admin.email, password: PASSWORD });
    const pending = await t.app.inject({
      url: '/api/user/invitations',
      headers: { cookie: theirs },
    });
    expect(pending.json().records).toEqual([
      expect.objectContaining({ id: res.json().company_user.id, company_name: company.name }),
    ]);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/user/invitations/${res.json().company_user.id}/accept`,
      headers: { cookie: theirs },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(`You joined ${company.name}.`);
    const member = await t.app.inject({
      url: `/api/company_users/${res.json().company_user.id}`,
      headers: { cookie: admin },
    });
    expect(member.json().company_user).toMatchObject({
      status: 'ACTIVE',
      user_id: expect.any(Number),
    });
  });

  it('lets the invitee decline: the invitation is gone and the company may invite again', async () => {
    const elsewhere = await createCompany(t.db);
    const role = await roleId(t.db, company.id, 'USER');
    const res = await invite({ email: elsewhere.admin.email, role_id: role });
    const theirs = await signIn(t.app, { email: elsewhere.admin.email, password: PASSWORD });
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/user/invitations/${res.json().company_user.id}/decline`,
      headers: { cookie: theirs },
    });
    expect(declined.statusCode).toBe(200);
    const gone = await t.app.inject({
      url: `/api/company_users/${res.json().company_user.id}`,
      headers: { cookie: admin },
    });
    expect(gone.statusCode).toBe(404);
    expect((await invite({ email: elsewhere.admin.email, role_id: role })).statusCode).toBe(201);
  });

  it("answers 404 for someone else's invitation and refuses an expired one", async () => {
    const elsewhere = await createCompany(t.db);
    const res = await invite({
      email: elsewhere.admin.email,
      role_id: await roleId(t.db, company.id, 'USER'),
    });
    const id = res.json().company_user.id;
    const stranger = await signIn(t.app, await addMember(t.db, elsewhere.id, 'USER'));
    for (const action of ['accept', 'decline']) {
      const other = await t.app.inject({
        method: 'POST',
        url: `/api/user/invitations/${id}/${action}`,
        headers: { cookie: stranger },
      });
      expect(other.statusCode).toBe(404);
    }
    await t.db
      .update(companyUsers)
      .set({ invitationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyUsers.id, id));
    const theirs = await signIn(t.app, { email: elsewhere.admin.email, password: PASSWORD });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/user/invitations/${id}/accept`,
      headers: { cookie: theirs },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe(
      'This invitation has expired. Please ask your administrator for a new one.',
    );
  });

  it('validates the invitation and the acceptance', async () => {
    const other = await createCompany(t.db);
    const foreignRole = await invite({
      email: uniqueEmail('x'),
      role_id: await roleId(t.db, other.id, 'USER'),
    });
    expect(foreignRole.statusCode).toBe(422);
    const foreignReplaced = await invite({
      email: uniqueEmail('x'),
      role_id: await roleId(t.db, company.id, 'USER'),
      replacing_user_id: other.admin.companyUserId,
    });
    expect(foreignReplaced.json().error.fields['user.replacing_user_id']).toBeDefined();
    const badEmail = await invite({ email: 'nope', role_id: 1 });
    expect(badEmail.json().error.fields['user.email']).toEqual(['The input is not valid E-mail!']);

    const { token } = await invited();
    const missing = await accept(token, { first_name: ' ', password_confirmation: 'Other-Pa55!' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields['user.first_name']).toEqual(['Please your first name!']);
    expect(missing.json().error.fields['user.password_confirmation']).toEqual([
      'The two passwords that you entered do not match!',
    ]);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('refuses invitations from users without can_manage_users', async () => {
    const cookie = await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER'));
    const res = await invite(
      { email: uniqueEmail('x'), role_id: await roleId(t.db, company.id, 'USER') },
      cookie,
    );
    expect(res.statusCode).toBe(403);
  });
});
