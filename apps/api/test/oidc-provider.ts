import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free port. Its development login form
 * accepts any login; the account id is the email it vouches for.
 */
export async function startOidcProvider(redirectUri: string): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'laydown-test';
  const clientSecret = 'laydown-test-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true }),
    }),
    cookies: { keys: ['laydown-test-cookie-key'] },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a browser does at the provider: follows redirects with its cookies, signs in as `login` on
 * the development form and consents. Answers the URL the provider finally sends back to the app.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (url: string, body?: URLSearchParams) => {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return { location: res.headers.get('location'), status: res.status, html: await res.text() };
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    const res = await send(url);
    if (!res.location) throw new Error(`the provider stopped at ${url} (${res.status})`);
    const next = new URL(res.location, url);
    if (next.pathname.endsWith('/api/sso/callback')) return next.href;
    if (next.pathname.startsWith('/interaction/')) {
      // The development form asks for a login, then for consent.
      const page = await send(next.href);
      const prompt = page.html.includes('value="consent"') ? 'consent' : 'login';
      const form = new URLSearchParams(
        prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
      );
      const done = await send(next.href, form);
      if (!done.location) throw new Error(`the ${prompt} step did not continue (${done.status})`);
      url = new URL(done.location, next).href;
      continue;
    }
    url = next.href;
  }
  throw new Error('the provider never redirected back');
}
