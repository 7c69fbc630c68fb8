import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

/** What hears one channel of the process's listening connection. */
export interface ChannelSubscriber {
  /** A notification on the channel (its payload, '' when none). */
  notification: (payload: string) => void;
  /**
   * The connection listens: `again` is false the first time, true after a drop, when notifications
   * may have been missed in between (catch up, empty what was kept).
   */
  up?: (again: boolean) => void;
  /** The connection was lost or stopped: notifications go unheard until `up` again. */
  down?: () => void;
}

export interface ListeningConnection {
  /** Adds a subscriber of `channel`; every channel is subscribed before `start`. */
  subscribe: (channel: string, subscriber: ChannelSubscriber) => void;
  /** Connects (one attempt before resolving; it keeps retrying in the background). */
  start: () => Promise<void>;
  stop: () => Promise<void>;
  readonly listening: boolean;
  /** The connection's server process (pg_stat_activity.pid), while it listens. */
  readonly backendPid: number | null;
}

/** How the listening connection shows in pg_stat_activity. */
export const LISTENING_APPLICATION_NAME = 'laydown listening';

/**
 * The one connection per process that LISTENs (decision 0095): the session cache's and the
 * material search's announcements (decision 0064, 0081) and the committed live messages (decision
 * 0085). It lives outside the pool, reconnects with backoff, and tells each subscriber when it is
 * up and down so they can catch up or empty their caches.
 */
export function createListeningConnection(
  pool: pg.Pool,
  log: FastifyBaseLogger,
): ListeningConnection {
  const subscribers = new Map<string, ChannelSubscriber[]>();
  let client: pg.Client | null = null;
  let up = false;
  let everUp = false;
  let stopped = true;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  /** A subscriber's mistake is logged; it must not break the connection or the other subscribers. */
  const each = (call: (subscriber: ChannelSubscriber) => void) => {
    for (const list of subscribers.values()) {
      for (const subscriber of list) {
        try {
          call(subscriber);
        } catch (error) {
          log.error({ err: error }, 'listening connection: a subscriber failed');
        }
      }
    }
  };

  const goDown = () => {
    if (!up) return;
    up = false;
    each((subscriber) => subscriber.down?.());
  };

  const onNotification = (message: pg.Notification) => {
    for (const subscriber of subscribers.get(message.channel) ?? []) {
      try {
        subscriber.notification(message.payload ?? '');
      } catch (error) {
        log.error(
          { err: error, channel: message.channel },
          'listening connection: a subscriber failed',
        );
      }
    }
  };

  const dropped = (which: pg.Client, reason: unknown) => {
    if (client !== which) return;
    client = null;
    goDown();
    which.end().catch(() => {});
    if (stopped) return;
    log.warn({ err: reason }, 'listening connection lost; reconnecting');
    retryTimer ??= setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({
      ...connectionOptions(pool),
      // A connection that died silently is noticed by TCP keepalive; the caches' TTLs bound the rest.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: LISTENING_APPLICATION_NAME,
    });
    client = next;
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next, new Error('connection ended')));
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query([...subscribers.keys()].map((channel) => `LISTEN ${channel};`).join(' '));
    } catch (error) {
      dropped(next, error);
      return;
    }
    if (client !== next) return;
    retryMs = RETRY_FIRST_MS;
    up = true;
    const again = everUp;
    everUp = true;
    each((subscriber) => subscriber.up?.(again));
  };

  return {
    subscribe: (channel, subscriber) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      if (!stopped)
        throw new Error(`subscribe to ${channel} before the listening connection starts`);
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), subscriber]);
    },
    get listening() {
      return up;
    },
    get backendPid() {
      return up ? ((client as { processID?: number } | null)?.processID ?? null) : null;
    },
    start: async () => {
      if (!stopped) return;
      stopped = false;
      await connect();
    },
    stop: async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const gone = client;
      client = null;
      goDown();
      await gone?.end().catch(() => {});
    },
  };
}

/** The pool's own connection settings, for the one connection that lives outside it. */
function connectionOptions(pool: pg.Pool): pg.ClientConfig {
  const { connectionString, host, port, user, password, database, ssl, options } = pool.options;
  return { connectionString, host, port, user, password, database, ssl, options };
}
