import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { LISTEN_ACCESS } from '../../db/access-channel';
import { ACCESS_CHANNEL, FLUSH_ALL, parseAccessPayload } from './access-keys';
import type { SessionCache } from './session-cache';

const SYNC_PREFIX = 'sync:';
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
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
  /** Connects (one attempt before resolving; it keeps retrying in the background). */
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

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'laydown session cache';

/**
 * Keeps one process's session cache in step with the database (decision 0064).
 *
 * One dedicated connection LISTENs for the process and reconnects with backoff; the cache answers
 * only while it is up, and is emptied when it drops and again when it is back, since notifications
 * may have been missed in between.
 *
 * Every connection of the pool LISTENs too (db/client.ts): PostgreSQL hands a session its own
 * notifications before it reports the transaction committed, so a change made by this process has
 * emptied this process's cache before the code that made it goes on. Other processes hear it as
 * soon as PostgreSQL delivers it.
 */
export function createAccessListener(
  pool: pg.Pool,
  cache: SessionCache,
  log: FastifyBaseLogger,
): AccessListener {
  let client: pg.Client | null = null;
  let stopped = true;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  const poolClients = new WeakSet<pg.PoolClient>();
  const waiters = new Map<string, () => void>();
  const caches: AnnouncementSubscriber[] = [cache];

  // Each notification reaches every connection of the process; the transaction id in it lets the
  // process act once, so a late copy cannot throw away a lookup made after the change. A flush
  // (`*`, also what an operator sends by hand) is always obeyed.
  const heard = new Set<string>();
  const invalidate = (message: pg.Notification) => {
    const payload = message.payload ?? '';
    if (stopped || message.channel !== ACCESS_CHANNEL || payload.startsWith(SYNC_PREFIX)) return;
    const keys = parseAccessPayload(payload);
    if (keys[0] !== FLUSH_ALL) {
      if (heard.has(payload)) return;
      heard.add(payload);
      if (heard.size > HEARD_MAX) heard.delete(heard.values().next().value as string);
    }
    for (const each of caches) each.invalidate(keys);
  };

  // Markers count only on the dedicated connection: it has heard everything since it came up.
  const onListenerNotification = (message: pg.Notification) => {
    if (message.payload?.startsWith(SYNC_PREFIX)) waiters.get(message.payload)?.();
    else invalidate(message);
  };

  const onAcquire = (poolClient: pg.PoolClient) => {
    if (poolClients.has(poolClient)) return;
    poolClients.add(poolClient);
    poolClient.on('notification', invalidate);
  };

  const setListening = (on: boolean) => {
    for (const each of caches) each.setListening(on);
    // With the cache off nothing can be stale: whoever waits to be caught up is.
    if (!on) for (const done of waiters.values()) done();
  };

  const dropped = (which: pg.Client, reason: unknown) => {
    if (client !== which) return;
    client = null;
    setListening(false);
    which.end().catch(() => {});
    if (stopped) return;
    log.warn({ err: reason }, 'session cache: listening connection lost; cache off until back');
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({
      ...connectionOptions(pool),
      // A connection that died silently is noticed by TCP keepalive; the cache's TTL bounds the rest.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client = next;
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next, new Error('connection ended')));
    next.on('notification', onListenerNotification);
    try {
      await next.connect();
      await next.query(LISTEN_ACCESS);
    } catch (error) {
      dropped(next, error);
      return;
    }
    if (client !== next) return;
    retryMs = RETRY_FIRST_MS;
    setListening(true); // empties what may have been kept while notifications went unheard
  };

  return {
    subscribe: (subscriber) => {
      caches.push(subscriber);
      subscriber.setListening(cache.listening);
    },
    get listening() {
      return client !== null && cache.listening;
    },
    get backendPid() {
      return cache.listening
        ? ((client as { processID?: number } | null)?.processID ?? null)
        : null;
    },
    start: async () => {
      if (!stopped) return;
      stopped = false;
      pool.on('acquire', onAcquire);
      await connect();
    },
    stop: async () => {
      stopped = true;
      pool.off('acquire', onAcquire);
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const gone = client;
      client = null;
      setListening(false);
      await gone?.end().catch(() => {});
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

/** The pool's own connection settings, for the one connection that lives outside it. */
export function connectionOptions(pool: pg.Pool): pg.ClientConfig {
  const { connectionString, host, port, user, password, database, ssl, options } = pool.options;
  return { connectionString, host, port, user, password, database, ssl, options };
}
