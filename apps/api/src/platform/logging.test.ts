import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema/index';
import { TEST_SECRET_KEY } from '../../test/build-test-app';
import { createSecretBox } from './secrets/secret-box';
import { pino } from 'pino';
import { loggerOptions } from './logging';

/**
 * Issue 14 finding 10: a query that fails unhandled is logged without its parameters (an argon2
 * hash, a sealed secret), and known secret fields are redacted wherever they are logged.
 */
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$VGhpcyBpcyBub3QgYSByZWFsIGhhc2g';
const SEALED = 'v1.sealed-client-secret-value';
let handle: DatabaseHandle;
let app: FastifyInstance;
const lines: string[] = [];
/** What was logged while `work` ran. */
async function logsOf(work: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await work();
  return lines.slice(from).join('\n');
}

beforeAll(async () => {
  const databaseUrl = inject('databaseUrl');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    SECRET_KEY: TEST_SECRET_KEY,
    JOBS: '0',
  });
  handle = connectDatabase(databaseUrl, 2);
  app = await buildApp({
    db: handle.db,
    config,
    secrets: createSecretBox(Buffer.from(TEST_SECRET_KEY, 'base64')),
    // debug: each request is logged at that level (platform/request-log.ts).
    logger: pino(loggerOptions('debug'), { write: (line: string) => void lines.push(line) }),
  });
  // A write that fails in the database, with secrets among its parameters.
  app.get('/failing-write', async () => {
    await handle.db
      .update(users)
      .set({ passwordHash: HASH, lastName: SEALED })
      .where(sql`${users.id} = 0 and no_such_column = 1`);
  });
  app.get('/logs-a-body', async (request) => {
    request.log.info({ body: { user: { email: 'a@b.test', password: 'hunter2-Secret!' } } });
    request.log.info({ sso: { client_secret: SEALED }, token: 'plain-token' }, 'saved');
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.pool.end();
});

describe('logs keep secrets out', () => {
  it('logs a failed query with its SQL and code, never its parameters', async () => {
    let status = 0;
    const logged = await logsOf(async () => {
      status = (await app.inject({ method: 'GET', url: '/failing-write' })).statusCode;
    });
    expect(status).toBe(500);
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('Failed query: update \\"users\\" set');
    expect(logged).toContain('"code":"42703"');
    expect(logged).not.toContain(HASH);
    expect(logged).not.toContain(SEALED);
    expect(logged).not.toContain('params');
  });

  it('redacts password, client secret and token fields wherever they are', async () => {
    const logged = await logsOf(() => app.inject({ method: 'GET', url: '/logs-a-body' }));
    expect(logged).toContain('a@b.test');
    expect(logged).toContain('[redacted]');
    for (const secret of ['hunter2-Secret!', SEALED, 'plain-token'])
      expect(logged).not.toContain(secret);
  });

  it('never logs the session cookie', async () => {
    const logged = await logsOf(() =>
      app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { cookie: 'laydown_session=session-secret-value' },
      }),
    );
    expect(logged).toContain('/api/health');
    expect(logged).not.toContain('session-secret-value');
  });
});
