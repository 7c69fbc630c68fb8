import type { FastifyInstance } from 'fastify';
import type { AccessType } from '@laydown/domain';

/** Signs in through the API and returns the Cookie header for later requests. */
export async function signIn(
  app: FastifyInstance,
  who: { email: string; password: string },
  accessType: AccessType = 'CONTRACTOR',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: {
      user: { email: who.email, password: who.password, remember_me: '1', access_type: accessType },
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed (${res.statusCode}): ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'laydown_session');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `laydown_session=${cookie.value}`;
}
