import type { FastifyInstance } from 'fastify';
import type { RoleName } from '@laydown/domain';
import type { Database } from '../src/db/client';
import { roleId } from './factories/access';
import type { TestCompany } from './factories/core';
import { signIn } from './sign-in';

/**
 * Someone with an account joins another company the only way there is: its admin invites them,
 * and they accept while signed in (decision 0029). Answers the new membership's company user id.
 */
export async function joinCompany(
  app: FastifyInstance,
  db: Database,
  company: TestCompany,
  person: { email: string; password: string },
  role: RoleName,
): Promise<number> {
  const invited = await app.inject({
    method: 'POST',
    url: '/api/users/invitation',
    headers: { cookie: await signIn(app, company.admin) },
    payload: { user: { email: person.email, role_id: await roleId(db, company.id, role) } },
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const id: number = invited.json().company_user.id;
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/user/invitations/${id}/accept`,
    headers: { cookie: await signIn(app, person) },
  });
  if (accepted.statusCode !== 200) throw new Error(`acceptance failed: ${accepted.body}`);
  return id;
}
