import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { SESSION_COOKIE } from './session-store';

/** HttpOnly, SameSite=Lax; persistent only when the user ticked Remember me. */
export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date,
  persistent: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    ...(persistent ? { expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}

/** Ties a single sign-on to the browser that started it (decision 0029, login CSRF). */
export const SSO_BROWSER_COOKIE = 'laydown_sso';
const SSO_COOKIE_PATH = '/api/sso';

export function setSsoBrowserCookie(reply: FastifyReply, config: Config, value: string): void {
  reply.setCookie(SSO_BROWSER_COOKIE, value, {
    path: SSO_COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation, which carries it.
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: 10 * 60,
  });
}

export function clearSsoBrowserCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SSO_BROWSER_COOKIE, {
    path: SSO_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}
