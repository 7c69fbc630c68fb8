import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once. `@fastify/helmet` builds helmet's middleware again at every
 * request (the CSP parsed and checked each time: ~10% of the CPU of a cached GET /api/user); with
 * a fixed configuration (no nonces, no per-request directive) the headers never change, so they
 * are computed at start and copied onto every answer (platform/request-hooks.ts).
 *
 * An answer of the API is not a page: it gets the short set the OWASP REST Security Cheat Sheet
 * gives for APIs (nothing may load from it, no sniffing, HTTPS only), framed by the app alone (the
 * order's PDF page shows /api/order/:id/pdf in a frame), not the page's policy; the pages (the
 * web app, the API's own documentation at /api/docs) get helmet's whole set. Decision 0106.
 */
export function headerSets(options: HelmetOptions): { page: Headers; api: Headers } {
  const page = securityHeaders(options);
  return { page, api: apiHeaders(page) };
}

type Headers = Record<string, string>;

/** The API's set: the page's transport and origin headers, and a policy that loads nothing. */
export function apiHeaders(page: Record<string, string>): Record<string, string> {
  const kept = [
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
  ];
  return {
    ...Object.fromEntries(kept.filter((name) => page[name]).map((name) => [name, page[name]!])),
    'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
    'x-frame-options': 'SAMEORIGIN',
  };
}

export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
