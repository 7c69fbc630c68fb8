import type { Database } from '../../db/client';

/** How long a database that answered counts as up without asking again. */
export const HEALTH_FRESH_MS = 1_000;

const PING = { name: 'health_ping', text: 'select 1' };

/**
 * GET /api/health asks the database, but not at every call: requests that arrive while a check
 * runs share it, and a check that succeeded answers for the next second. A failure is never
 * reused, so a database that went away is reported by the next call that checks (decision 0064).
 */
export function createDatabaseCheck(db: Database, freshMs = HEALTH_FRESH_MS) {
  let answeredAt = -Infinity;
  let running: Promise<void> | null = null;
  return (): Promise<void> => {
    if (performance.now() - answeredAt < freshMs) return Promise.resolve();
    running ??= db.$client
      .query(PING)
      .then(() => {
        answeredAt = performance.now();
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
