import type pg from 'pg';
import type { Database } from '../src/db/client';

type Query = (...args: unknown[]) => unknown;

/**
 * Records the statements an app's pool sends (each one is a round trip to PostgreSQL), so a test
 * can say how many a request made and which tables they read.
 */
export function queryRecorder(db: Pick<Database, '$client'>) {
  const pool = db.$client;
  const wrapped = new WeakSet<pg.PoolClient>();
  let recording: string[] | null = null;
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const original = client.query as unknown as Query;
    client.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      recording?.push(typeof first === 'string' ? first : String((first as pg.QueryConfig).text));
      return original.apply(client, args);
    } as unknown as typeof client.query;
  });
  return {
    /** The statements sent while `work` ran. */
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const statements: string[] = [];
      recording = statements;
      try {
        return { result: await work(), statements };
      } finally {
        recording = null;
      }
    },
  };
}

/** The tables a statement reads or writes, from its FROM, JOIN, UPDATE, INTO and DELETE clauses. */
export function tablesOf(statement: string): string[] {
  const names = [...statement.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_]+)"?/gi)].map(
    (m) => m[1] as string,
  );
  return [...new Set(names)];
}
