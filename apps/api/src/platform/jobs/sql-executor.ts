import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, Executor } from '../../db/client';

/** pg-boss's own statements ($1-numbered) run on the app's pool. */
export function poolSql(db: Database): PgBoss.Db {
  return {
    executeSql: (text: string, values?: unknown[]) => db.$client.query(text, values),
  };
}

/**
 * pg-boss's statements run through a drizzle executor, so a job inserted during a request is part
 * of that request's transaction: it exists only if the transaction commits.
 */
export function executorSql(db: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      return db.execute(numberedToDrizzle(text, values));
    },
  };
}

/**
 * Drizzle has no public way to run a statement with `$n` parameters, and rewriting each `$n` as
 * its own drizzle parameter changes the statement's meaning (PostgreSQL infers a type per
 * parameter, and pg-boss uses one parameter as text and as a timestamp). So the statement stays
 * as pg-boss wrote it and the values are listed in a trailing comment: drizzle numbers them
 * $1..$n in order, PostgreSQL binds them by number and ignores the comment.
 */
export function numberedToDrizzle(text: string, values: unknown[]): SQL {
  if (values.length === 0) return sql.raw(text);
  const params = sql.join(
    values.map((value) => sql.param(value)),
    sql.raw(', '),
  );
  return sql.join([sql.raw(`${text}\n/* `), params, sql.raw(' */')]);
}
