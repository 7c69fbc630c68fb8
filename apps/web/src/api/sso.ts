import { ssoAuthBody } from '@laydown/contracts';
import { http } from './http-client';

/** POST /api/sso/auth bypasses the auth redirect (§7): its refusals are shown on the form. */
export function startSso(email: string): Promise<string> {
  return http
    .request('/api/sso/auth', {
      method: 'POST',
      body: { email },
      schema: ssoAuthBody,
      bypassAuthRedirect: true,
    })
    .then((b) => b.redirect_to);
}
