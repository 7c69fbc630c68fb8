import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ListeningConnection } from '../listening-connection';
import { ACCESS_CHANNEL, FLUSH_ALL, parseAccessPayload } from './access-keys';
import type { SessionCache } from './session-cache';

const SYNC_PREFIX = 'sync:';
const HEARD_MAX = 1_000;

/** What else hears the announcements besides the session cache (platform/announced-cache.ts). */
export interface AnnouncementSubscriber {
  invalidate(keys: Iterable<string>): void;
  /** Off: notifications may be missed, so nothing may be answered from memory. */
  setListening(on: boolean): void;
}

export interface AccessListener {
  /** Another cache kept true by the same announcements, from now on. */
  subscribe: (subscriber: AnnouncementSubscriber) => void;
  /** Acts on announcements from now on (the listening connection is started by the app). */
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /**
   * Resolves once this process has received every announcement committed before the call: a
   * marker is announced and awaited, and PostgreSQL delivers notifications in commit order.
   */
  caughtUp: () => Promise<void>;
  readonly listening: boolean;
  /** The listening connection's server process (pg_stat_activity.pid), while it is up. */
  readonly backendPid: number | null;
}

/**
 * Keeps one process's session cache in step with the database (decision 0064).
 *
 * The process's listening connection (platform/listening-connection.ts, decision 0095) hears the
 * announcements; the cache answers only while it is up, and is emptied when it drops and again when
 * it is back, since notifications may have been missed in between.
 *
 * Every connection of the pool LISTENs too (db/client.ts): PostgreSQL hands a session its own
 * notifications before it reports the transaction committed, so a change made by this process has
 * emptied this process's cache before the code that made it goes on. Other processes hear it as
 * soon as PostgreSQL delivers it.
 */
export function createAccessListener(
  pool: pg.Pool,
  connection: ListeningConnection,
  cache: SessionCache,
): AccessListener {
  let stopped = true;
  const poolClients = new WeakSet<pg.PoolClient>();
  const waiters = new Map<string, () => void>();
  const caches: AnnouncementSubscriber[] = [cache];

  // Each notification reaches every connection of the process; the transaction id in it lets the
  // process act once, so a late copy cannot throw away a lookup made after the change. A flush
  // (`*`, also what an operator sends by hand) is always obeyed.
  const heard = new Set<string>();
  const invalidate = (payload: string) => {
    if (stopped || payload.startsWith(SYNC_PREFIX)) return;
    const keys = parseAccessPayload(payload);
    if (keys[0] !== FLUSH_ALL) {
      if (heard.has(payload)) return;
      heard.add(payload);
      if (heard.size > HEARD_MAX) heard.delete(heard.values().next().value as string);
    }
    for (const each of caches) each.invalidate(keys);
  };

  const onPoolNotification = (message: pg.Notification) => {
    if (message.channel === ACCESS_CHANNEL) invalidate(message.payload ?? '');
  };

  const onAcquire = (poolClient: pg.PoolClient) => {
    if (poolClients.has(poolClient)) return;
    poolClients.add(poolClient);
    poolClient.on('notification', onPoolNotification);
  };

  const setListening = (on: boolean) => {
    for (const each of caches) each.setListening(on);
    // With the cache off nothing can be stale: whoever waits to be caught up is.
    if (!on) for (const done of waiters.values()) done();
  };

  connection.subscribe(ACCESS_CHANNEL, {
    // Markers count only on the listening connection: it has heard everything since it came up.
    notification: (payload) => {
      if (payload.startsWith(SYNC_PREFIX)) waiters.get(payload)?.();
      else invalidate(payload);
    },
    // Empties what may have been kept while notifications went unheard.
    up: () => {
      if (!stopped) setListening(true);
    },
    down: () => setListening(false),
  });

  return {
    subscribe: (subscriber) => {
      caches.push(subscriber);
      subscriber.setListening(cache.listening);
    },
    get listening() {
      return connection.listening && cache.listening;
    },
    get backendPid() {
      return cache.listening ? connection.backendPid : null;
    },
    start: async () => {
      if (!stopped) return;
      stopped = false;
      pool.on('acquire', onAcquire);
      if (connection.listening) setListening(true);
    },
    stop: async () => {
      stopped = true;
      pool.off('acquire', onAcquire);
      setListening(false);
    },
    caughtUp: async () => {
      if (!cache.listening) return;
      const marker = `${SYNC_PREFIX}${randomUUID()}`;
      const heard = new Promise<void>((resolve) => waiters.set(marker, resolve));
      try {
        await pool.query('SELECT pg_notify($1, $2)', [ACCESS_CHANNEL, marker]);
        await heard;
      } finally {
        waiters.delete(marker);
      }
    },
  };
}
