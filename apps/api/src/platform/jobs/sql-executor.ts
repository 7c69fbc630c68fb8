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
 * of that request's transaction: it exists only if the transaction commits. Drizzle has no public
 * way to pass numbered parameters, so each `$n` becomes a drizzle parameter holding the n-th value.
 */
export function executorSql(db: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      return db.execute(numberedToDrizzle(text, values));
    },
  };
}

export function numberedToDrizzle(text: string, values: unknown[]): SQL {
  // split with a capture group alternates text and parameter numbers: [text, n, text, n, text]
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) => {
    if (i % 2 === 0) return sql.raw(part);
    const index = Number(part) - 1;
    if (index < 0 || index >= values.length) throw new Error(`no value for $${part}`);
    return sql.param(values[index]);
  });
  return sql.join(chunks);
}
