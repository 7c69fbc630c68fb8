import type { Database } from './client';

/**
 * A prepared statement of a hot query, built once per database handle. Drizzle renders its SQL
 * once; the name makes `pg` parse it once per connection, so PostgreSQL plans it once there
 * instead of at every call. Values go in through `sql.placeholder`.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}
