import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import { LISTEN_ACCESS } from './access-channel';

/** `$client` is the pool itself, for the few callers that speak SQL without drizzle (pg-boss). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

export function connectDatabase(url: string, max = 10): DatabaseHandle {
  // JIT compilation pays off for long analytical queries only; for these short ones it adds
  // tens of milliseconds whenever a plan's estimated cost crosses jit_above_cost. A table read
  // starts at the first row, so capped searches find the same rows every time (decision 0021).
  const options = '-c jit=off -c synchronize_seqscans=off';
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options,
    onConnect: async (client) => {
      await client.query(LISTEN_ACCESS);
    },
  });
  // An idle client's error (a restarted server) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return { pool, db: drizzle(pool, { schema }) };
}
