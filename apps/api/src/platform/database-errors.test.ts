import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { CONFLICT_MESSAGES, INPUT_MESSAGES } from '@laydown/domain';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { registerErrorHandler } from './error-handler';

/**
 * Real PostgreSQL refusals reaching the error handler: a unique key answers 409 with what the key
 * means (issue 14 finding 6), a value the column cannot hold 400 (never 500).
 */
let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = connectDatabase(inject('databaseUrl'), 2);
  app = Fastify();
  registerErrorHandler(app);
  const { db } = handle;
  // A temporary table whose key has the name of a real one, so nothing shared is touched.
  const duplicate = (constraint: string) =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`create temp table t (k text constraint ${constraint} unique) on commit drop`),
      );
      await tx.execute(sql`insert into t values ('a'), ('a')`);
    });
  app.get('/users-email', () => duplicate('users_email_key'));
  app.get('/invoicing-email', () => duplicate('company_settings_invoicing_email_key'));
  app.get('/unknown-key', () => duplicate('some_future_key'));
  app.get('/int4', () => db.execute(sql`select ${2 ** 31}::int4`));
  app.get('/nul', () => db.execute(sql`select ${'a\u0000b'}::text`));
  app.get('/date', () => db.execute(sql`select ${'0000-01-01'}::date`));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.pool.end();
});

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, error: res.json().error };
};

describe('database refusals in the error model', () => {
  it('answers a unique violation 409 with the meaning of the key', async () => {
    expect(await get('/users-email')).toEqual({
      status: 409,
      error: { code: 'email_taken', message: CONFLICT_MESSAGES.userEmailTaken },
    });
    expect(await get('/invoicing-email')).toEqual({
      status: 409,
      error: {
        code: 'invoicing_email_taken',
        message: CONFLICT_MESSAGES.invoicingEmailTaken,
        fields: { 'other_settings.invoicing_email': [CONFLICT_MESSAGES.invoicingEmailTaken] },
      },
    });
    expect(await get('/unknown-key')).toEqual({
      status: 409,
      error: { code: 'conflict', message: CONFLICT_MESSAGES.savedMeanwhile },
    });
  });

  it.each(['/int4', '/nul', '/date'])('answers %s 400, not 500', async (url) => {
    expect(await get(url)).toEqual({
      status: 400,
      error: { code: 'unstorable_value', message: INPUT_MESSAGES.unstorable },
    });
  });
});
