import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { VALIDATION_MESSAGES } from '@laydown/domain';
import { buildTestApp, type TestApp } from './build-test-app';
import { createSupportUser } from './factories/index';
import { casesFor, type FuzzCase, type Method } from './fuzz/cases';
import { createFixture, PATH_IDS, type Fixture } from './fuzz/fixture';
import { CREATE_CALLS } from './create-calls';
import { signIn } from './sign-in';

/**
 * Issue 14 finding 5 and issue 13 §6: every registered route, fed one bad value at a time (NUL,
 * lone surrogates, ids at 2^31 and 2^63, `+1`/`0x10`/`1e3`, 100 kB strings, broken JSON, wrong
 * types, impossible dates, huge numbers) in its path, query and body, signed out and signed in as a
 * company admin (and as support staff for the internal routes, as a vendor user for the vendor
 * routes), never answers 5xx.
 */
let t: TestApp;
let fixture: Fixture;
const cookies: Record<'signedOut' | 'admin' | 'support' | 'vendor', string> = {
  signedOut: '',
  admin: '',
  support: '',
  vendor: '',
};
const support = { email: '', password: '' };

beforeAll(async () => {
  t = await buildTestApp();
  fixture = await createFixture(t.app, t.db);
  cookies.admin = await signIn(t.app, fixture.company.admin);
  Object.assign(support, await createSupportUser(t.db));
  cookies.support = await signIn(t.app, support);
  cookies.vendor = await signIn(t.app, fixture.vendorUser, 'VENDOR');
});

/** A route a vendor user may call (its declared access names vendor). */
const forVendors = (route: RouteOptions) =>
  String((route.schema as Record<string, unknown> | undefined)?.['x-access'] ?? '')
    .split('|')
    .includes('vendor');
afterAll(() => t.close());

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** API routes, each method once (HEAD runs the GET handler), deletions last so the rows stay for the rest. */
function apiRoutes(routes: RouteOptions[]): { route: RouteOptions; method: Method }[] {
  return routes
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((m): m is Method => METHODS.includes(m as Method))
        .map((method) => ({ route, method })),
    )
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

const baseBodies: Record<string, unknown> = Object.fromEntries(
  Object.values(CREATE_CALLS).map((call) => [call.url, call]),
);

function inputsFor(route: RouteOptions) {
  const call = baseBodies[route.url] as
    (typeof CREATE_CALLS)[keyof typeof CREATE_CALLS] | undefined;
  return {
    pathValue: (url: string) => {
      const id = PATH_IDS[url];
      if (!id)
        throw new Error(`No fixture id for ${url}: add it to PATH_IDS in test/fuzz/fixture.ts`);
      return String(id(fixture));
    },
    baseBody: call
      ? call.body('fuzz', {
          roleId: 1,
          companyVendorId: fixture.ids.companyVendor,
          vendorDomain: 'fuzz.test',
        })
      : undefined,
  };
}

let remote = 0;
async function send(c: FuzzCase, cookie: string) {
  remote += 1;
  const raw = c.payload && typeof c.payload === 'object' && 'raw' in c.payload;
  return t.app.inject({
    method: c.method,
    url: c.url,
    // Each request from its own address, so the sign-in throttles do not end the run early.
    remoteAddress: `10.${(remote >> 16) & 255}.${(remote >> 8) & 255}.${remote & 255}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(c.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(c.payload === undefined
      ? {}
      : { payload: raw ? (c.payload as { raw: string }).raw : JSON.stringify(c.payload) }),
  });
}

/** A route that ends the session (sign out, switch) must not end the run's signed-in identity. */
async function keepSignedIn(identity: 'admin' | 'support' | 'vendor') {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { cookie: cookies[identity] },
  });
  if (me.statusCode !== 401) return;
  cookies[identity] =
    identity === 'vendor'
      ? await signIn(t.app, fixture.vendorUser, 'VENDOR')
      : await signIn(t.app, identity === 'admin' ? fixture.company.admin : support);
}

async function inPool<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await run(items[next++] as T);
    }),
  );
}

describe('bad input over every route', () => {
  // Every route, every bad value: it grows with each route, and took 116 s at a load of 22 (issue 15's actions).
  it('never answers 5xx', { timeout: 240_000 }, async () => {
    const routes = apiRoutes(t.routes);
    expect(routes.length).toBeGreaterThan(100);
    const failures = new Set<string>();
    let sent = 0;
    for (const identity of ['signedOut', 'admin', 'support', 'vendor'] as const) {
      for (const { route, method } of routes) {
        if (identity === 'support' && !route.url.startsWith('/api/internal')) continue;
        if (identity === 'vendor' && !forVendors(route)) continue;
        let cases = casesFor(route, method, inputsFor(route));
        // Signed out, a guarded route stops at 401: a sample of its cases keeps the run short.
        if (identity === 'signedOut' && (await send(cases[0]!, '')).statusCode === 401)
          cases = cases.filter((_c, i) => i % 8 === 0);
        await inPool(cases, 4, async (c) => {
          const res = await send(c, cookies[identity]);
          if (res.statusCode === 401 && identity !== 'signedOut') await keepSignedIn(identity);
          sent += 1;
          // The database's refusal answers 400 too, but means a contract missed the value.
          const missed = res.statusCode >= 500 || res.body.includes('"unstorable_value"');
          if (missed)
            failures.add(`${res.statusCode} ${method} ${route.url} [${identity}] ${c.where}`);
        });
      }
    }
    console.info(`fuzz: ${sent} requests over ${routes.length} routes`);
    expect([...failures].sort()).toEqual([]);
  });

  it('refuses ids that are not plain digits within the int4 range, in every path', async () => {
    const bad = ['%2B1', '%201', '0x10', '1e3', '01', '2147483648', '9223372036854775808'];
    const wrong: string[] = [];
    for (const { route, method } of apiRoutes(t.routes)) {
      if (!route.url.includes(':id')) continue;
      for (const value of bad) {
        // Access is checked before the id, so an internal route is tried as support staff and
        // a vendor route as a vendor user.
        const who = route.url.startsWith('/api/internal/')
          ? cookies.support
          : route.url.startsWith('/api/vendor_orders/')
            ? cookies.vendor
            : cookies.admin;
        const res = await send({ method, url: route.url.replace(':id', value), where: '' }, who);
        const fields = res.statusCode === 400 ? res.json().error.fields : undefined;
        if (fields?.id?.[0] !== VALIDATION_MESSAGES.id)
          wrong.push(
            `${method} ${route.url} ${value}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses such ids in a query string too', async () => {
    for (const value of ['%2B1', '%201', '0x10', '1e3', '2147483648']) {
      const res = await send(
        { method: 'GET', url: `/api/projects?project_group_id=${value}`, where: '' },
        cookies.admin,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ 'project_group_id.0': [VALIDATION_MESSAGES.id] });
    }
  });
});
