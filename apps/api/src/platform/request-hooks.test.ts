import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestAuth } from './auth/plugin';
import { registerRequestHooks } from './request-hooks';

/**
 * The hooks on a bare Fastify with a recording `requestAuth` (the real one, with sessions and the
 * support audit, is run by every API test through buildApp: impersonation, support-staff,
 * platform.test.ts).
 */
async function appWith(auth: Partial<RequestAuth>, routes: (app: FastifyInstance) => void) {
  const app = Fastify();
  await app.register(cookie, { hook: false });
  app.decorate('requestAuth', {
    identify: (_request: FastifyRequest, done: (error?: Error) => void) => done(),
    audit: () => null,
    ...auth,
  });
  app.decorateRequest('principal', null);
  registerRequestHooks(app, {});
  routes(app);
  await app.ready();
  return app;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the per-request hooks', () => {
  it('read who is asking on API requests only, after the cookies are parsed', async () => {
    const identified: string[] = [];
    app = await appWith(
      {
        identify: (request, done) => {
          identified.push(`${request.url} ${request.cookies.a ?? '-'}`);
          done();
        },
      },
      (a) => {
        a.get('/api/thing', async (request) => ({ cookies: request.cookies }));
        a.get('/page', async (request) => ({ cookies: request.cookies }));
      },
    );
    const api = await app.inject({ url: '/api/thing', headers: { cookie: 'a=1; b=2' } });
    expect(api.json()).toEqual({ cookies: { a: '1', b: '2' } });
    const page = await app.inject({ url: '/page' });
    expect(page.json()).toEqual({ cookies: {} });
    expect(identified).toEqual(['/api/thing 1']);
  });

  it("answers a refusal of the auth step with the request id and the API's headers", async () => {
    app = await appWith(
      { identify: (_request, done) => done(Object.assign(new Error('no'), { statusCode: 403 })) },
      (a) => a.get('/api/thing', async () => ({ ok: true })),
    );
    const res = await app.inject({ url: '/api/thing' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
  });

  it('holds the answer until the audit is written', async () => {
    const steps: string[] = [];
    app = await appWith(
      {
        audit: (_request, reply) =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              steps.push(`audited ${reply.statusCode}`);
              resolve();
            }, 20),
          ),
      },
      (a) => a.get('/api/thing', async () => ({ ok: true })),
    );
    const res = await app.inject({ url: '/api/thing' });
    steps.push('answered');
    expect(res.statusCode).toBe(200);
    expect(steps).toEqual(['audited 200', 'answered']);
  });

  it('closes the connection of an answer sent while the app shuts down', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inHandler = new Promise<void>((resolve) => (started = resolve));
    const shutting = await appWith({}, (a) => {
      a.get('/api/quick', async () => ({ ok: true }));
      a.get('/api/slow', async () => {
        started();
        await gate;
        return { ok: true };
      });
      // Runs after the hooks' own preClose: the app is shutting down when the answer is sent.
      a.addHook('preClose', async () => release());
    });
    expect((await shutting.inject({ url: '/api/quick' })).headers.connection).not.toBe('close');
    const inFlight = shutting.inject({ url: '/api/slow' });
    await inHandler;
    const closed = shutting.close();
    const res = await inFlight;
    await closed;
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
  });
});
