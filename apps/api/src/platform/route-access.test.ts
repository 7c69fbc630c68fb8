import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Permission } from '@laydown/domain';
import type { ContractorPrincipal, Principal } from './auth/principal';
import { registerErrorHandler } from './error-handler';
import {
  anyOf,
  company,
  companyAllOf,
  companyAnyOf,
  contractor,
  describeAccess,
  internal,
  publicAccess,
  registerRouteAccess,
  signedIn,
  vendor,
  type Access,
} from './route-access';
import { companyScope, vendorScope } from './scope';

const MANAGE: Permission = 'can_manage_company_settings';
const USERS: Permission = 'can_manage_users';

/** Sessions by the x-as header: the route access hook only reads request.principal. */
const SESSIONS: Record<string, Principal> = {
  manager: contractorPrincipal([MANAGE]),
  both: contractorPrincipal([MANAGE, USERS]),
  userAdmin: contractorPrincipal([USERS]),
  member: contractorPrincipal([]),
  staff: { ...contractorPrincipal([]), isLaydown: true, membership: null },
  vendor: {
    accessType: 'VENDOR',
    sessionId: 9,
    vendorUserId: 5,
    vendorId: 6,
    vendorRole: 'ADMIN',
  } as Principal,
};

function contractorPrincipal(permissions: Permission[]): ContractorPrincipal {
  return {
    accessType: 'CONTRACTOR',
    sessionId: 1,
    userId: 2,
    isLaydown: false,
    impersonatorUserId: null,
    authMethod: 'PASSWORD',
    membership: {
      companyId: 3,
      companyUserId: 4,
      roleId: 1,
      roleName: 'ADMIN',
      permissions: new Set(permissions),
    },
  };
}

async function appWith(routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const as = request.headers['x-as'];
    request.principal = typeof as === 'string' ? (SESSIONS[as] ?? null) : null;
  });
  await app.register(async (api) => {
    registerRouteAccess(api);
    routes(api);
  });
  return app;
}

const body = z.object({ thing: z.object({ name: z.string().min(1) }) });

async function appWithAccess(access: Access) {
  return appWith((api) => {
    api.post('/things', { config: { access }, schema: { body } }, async (request) => ({
      scope: companyScopeOrNull(request),
    }));
  });
}

function companyScopeOrNull(request: Parameters<typeof companyScope>[0]) {
  try {
    return companyScope(request).companyId;
  } catch {
    return null;
  }
}

const post = (app: FastifyInstance, as: string | null, payload: string) =>
  app.inject({
    method: 'POST',
    url: '/things',
    headers: { 'content-type': 'application/json', ...(as ? { 'x-as': as } : {}) },
    payload,
  });

describe('route access', () => {
  it('does not start when a route declares no access', async () => {
    const started = await appWith((api) => {
      api.get('/declared', { config: { access: publicAccess() } }, async () => 'ok');
      api.get('/forgotten', async () => 'oops');
    })
      .then((app) => app.ready())
      .catch((error: unknown) => error);
    expect(started).toBeInstanceOf(Error);
    expect(String(started)).toContain('GET /forgotten declares no access');
  });

  it('answers 401 without a session and 403 without the permission, before reading the body', async () => {
    const app = await appWithAccess(company(MANAGE));
    for (const payload of ['{"thing": {"name": "ok"}}', '{broken', '{"thing": 5}']) {
      expect((await post(app, null, payload)).statusCode).toBe(401);
      const refused = await post(app, 'member', payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
      expect((await post(app, 'vendor', payload)).statusCode).toBe(403);
    }
    expect((await post(app, 'manager', '{broken')).statusCode).toBe(400);
    expect((await post(app, 'manager', '{"thing": 5}')).statusCode).toBe(400);
    const ok = await post(app, 'manager', '{"thing": {"name": "ok"}}');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ scope: 3 });
  });

  it('checks each kind of access', async () => {
    const cases: [Access, Record<string, number>][] = [
      [publicAccess(), { none: 200, member: 200, vendor: 200 }],
      [signedIn(), { none: 401, member: 200, staff: 200, vendor: 200 }],
      [contractor(), { none: 401, member: 200, staff: 200, vendor: 403 }],
      [company(), { none: 401, member: 200, staff: 403, vendor: 403 }],
      [internal(), { none: 401, member: 403, staff: 200, vendor: 403 }],
      [vendor(), { none: 401, member: 403, staff: 403, vendor: 200 }],
    ];
    for (const [access, expected] of cases) {
      const app = await appWithAccess(access);
      for (const [as, status] of Object.entries(expected)) {
        const res = await post(app, as === 'none' ? null : as, '{"thing": {"name": "x"}}');
        expect({ access, as, status: res.statusCode }).toEqual({ access, as, status });
      }
    }
  });

  it('gives the handler the scope it checked, and none on a route without that access', async () => {
    const app = await appWith((api) => {
      api.get('/mine', { config: { access: vendor() } }, async (request) => ({
        vendor: vendorScope(request).vendorId,
      }));
      api.get('/theirs', { config: { access: signedIn() } }, async (request) => ({
        company: companyScope(request).companyId,
      }));
    });
    expect((await app.inject({ url: '/mine', headers: { 'x-as': 'vendor' } })).json()).toEqual({
      vendor: 6,
    });
    expect((await app.inject({ url: '/theirs', headers: { 'x-as': 'member' } })).statusCode).toBe(
      403,
    );
  });

  it('lets any one of several rights through, and refuses the rest before reading the body', async () => {
    const app = await appWithAccess(companyAnyOf(MANAGE, USERS));
    for (const payload of ['{"thing": {"name": "ok"}}', '{broken', '{"thing": 5}']) {
      expect((await post(app, null, payload)).statusCode).toBe(401);
      expect((await post(app, 'member', payload)).statusCode).toBe(403);
      expect((await post(app, 'staff', payload)).statusCode).toBe(403);
      expect((await post(app, 'vendor', payload)).statusCode).toBe(403);
    }
    for (const as of ['manager', 'userAdmin']) {
      expect((await post(app, as, '{broken')).statusCode).toBe(400);
      const ok = await post(app, as, '{"thing": {"name": "ok"}}');
      expect(ok.json()).toEqual({ scope: 3 });
    }
  });

  it('mixes kinds: support staff or a member with a permission', async () => {
    const app = await appWithAccess(anyOf(internal(), company(USERS)));
    const expected = { none: 401, member: 403, vendor: 403, staff: 200, userAdmin: 200 };
    for (const [as, status] of Object.entries(expected)) {
      const res = await post(app, as === 'none' ? null : as, '{"thing": {"name": "x"}}');
      expect({ as, status: res.statusCode }).toEqual({ as, status });
    }
  });

  it('documents an any-of access as its options joined by a bar', async () => {
    expect(describeAccess(companyAnyOf(MANAGE, USERS))).toBe(
      'company:can_manage_company_settings|company:can_manage_users',
    );
    expect(describeAccess(anyOf(internal(), company(USERS)))).toBe(
      'internal|company:can_manage_users',
    );
  });

  it('lets through only who holds every right of an all-of access, before reading the body', async () => {
    const app = await appWithAccess(companyAllOf(MANAGE, USERS));
    for (const payload of ['{"thing": {"name": "ok"}}', '{broken', '{"thing": 5}']) {
      expect((await post(app, null, payload)).statusCode).toBe(401);
      for (const as of ['manager', 'userAdmin', 'member', 'staff', 'vendor']) {
        expect({ as, status: (await post(app, as, payload)).statusCode }).toEqual({
          as,
          status: 403,
        });
      }
    }
    expect((await post(app, 'both', '{broken')).statusCode).toBe(400);
    expect((await post(app, 'both', '{"thing": {"name": "ok"}}')).json()).toEqual({ scope: 3 });
    expect(describeAccess(companyAllOf(MANAGE, USERS))).toBe(
      'company:can_manage_company_settings&company:can_manage_users',
    );
  });
});
