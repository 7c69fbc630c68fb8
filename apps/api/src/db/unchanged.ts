import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The SET of an update: drizzle refuses an empty one ("No values to set"), but a PATCH that
 * changes nothing is fine; it still finds, locks and returns its row (`id = id`).
 */
export function setOrKeep<V extends object>(values: V, id: PgColumn): V {
  return Object.keys(values).length > 0 ? values : ({ id: sql`${id}` } as unknown as V);
}
