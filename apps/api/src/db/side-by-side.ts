import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type Results<T extends readonly (() => unknown)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

/**
 * Independent reads on `db`: side by side on the pool, each on a connection of its own (one round
 * trip of waiting instead of several, decisions 0053 and 0058); one after another on a transaction,
 * whose one connection runs one statement at a time anyway and on which pg deprecates sending a
 * query while another runs (decision 0095).
 */
export async function sideBySide<const T extends readonly (() => unknown)[]>(
  db: Executor,
  reads: T,
): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
