import { currentUserBody, type CurrentUser, type SignInRequest } from '@laydown/contracts';
import { http, SIGN_IN_PATH } from './http-client';

/** GET /api/user: who is signed in (the auth guard's first call). */
export const CURRENT_USER_PATH = '/api/user';

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return http
    .request(CURRENT_USER_PATH, { schema: currentUserBody, signal })
    .then((body) => body.user);
}

/** For login pages: a 401 here only means "not signed in yet", so it must not redirect. */
export function probeCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return http
    .request(CURRENT_USER_PATH, { schema: currentUserBody, signal, bypassAuthRedirect: true })
    .then((body) => body.user);
}

export function signIn(request: SignInRequest): Promise<CurrentUser> {
  return http
    .request(SIGN_IN_PATH, { method: 'POST', body: request, schema: currentUserBody })
    .then((body) => body.user);
}

export function signOut(): Promise<void> {
  return http.request('/api/users/sign_out', { method: 'DELETE' });
}
