import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import { LISTEN_ACCESS } from './access-channel';

/**
 * `$client` is the pool itself, for the few callers that speak SQL without drizzle (pg-boss).
 * `$indexReads` is a second pool whose planner never reads a whole table and starts no parallel
 * workers, for the capped full-text searches (decision 0078): no transaction and no SET per search.
 */
export type Database = NodePgDatabase<typeof schema> & {
  $client: pg.Pool;
  $indexReads: NodePgDatabase<typeof schema> & { $client: pg.Pool };
};
/** A database handle or an open transaction: repositories accept either. */
export type Executor =
  NodePgDatabase<typeof schema> | Parameters<Parameters<Database['transaction']>[0]>[0];

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
  const indexPool = new pg.Pool({
    connectionString: url,
    max,
    options: `${options} -c enable_seqscan=off -c max_parallel_workers_per_gather=0`,
  });
  // An idle client's error (a restarted server) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  indexPool.on('error', () => {});
  // Whoever closes the pool closes both.
  const endPool = pool.end.bind(pool);
  pool.end = (async () => {
    await Promise.all([endPool(), indexPool.end()]);
  }) as typeof pool.end;
  const db = Object.assign(drizzle(pool, { schema }), {
    $indexReads: drizzle(indexPool, { schema }),
  });
  return { pool, db };
}
