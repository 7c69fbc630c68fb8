import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { connectionOptions } from '../auth/access-listener';
import { LIVE_MESSAGES_CHANNEL } from '../unit-of-work';

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

export interface LiveListener {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  readonly listening: boolean;
}

export interface LiveListenerEvents {
  /** An outbox row was committed (NOTIFY live_messages carries its id). */
  onId: (id: number) => void;
  /** Listening again after a drop: notifications may have been missed in between. */
  onReconnected: () => void;
}

/** How the live listening connection shows in pg_stat_activity. */
export const LIVE_LISTENER_APPLICATION_NAME = 'laydown live messages';

/**
 * One connection per process LISTENs for committed live messages, outside the pool (as the
 * session cache's does, decision 0064), and reconnects with backoff.
 */
export function createLiveListener(
  pool: pg.Pool,
  events: LiveListenerEvents,
  log: FastifyBaseLogger,
): LiveListener {
  let client: pg.Client | null = null;
  let up = false;
  let everUp = false;
  let stopped = true;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const dropped = (which: pg.Client, reason: unknown) => {
    if (client !== which) return;
    client = null;
    up = false;
    which.end().catch(() => {});
    if (stopped) return;
    log.warn({ err: reason }, 'live messages: listening connection lost; reconnecting');
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
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: LIVE_LISTENER_APPLICATION_NAME,
    });
    client = next;
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next, new Error('connection ended')));
    next.on('notification', (message) => {
      const id = Number(message.payload);
      if (message.channel === LIVE_MESSAGES_CHANNEL && Number.isSafeInteger(id)) events.onId(id);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_MESSAGES_CHANNEL}`);
    } catch (error) {
      dropped(next, error);
      return;
    }
    if (client !== next) return;
    retryMs = RETRY_FIRST_MS;
    up = true;
    if (everUp) events.onReconnected();
    everUp = true;
  };

  return {
    get listening() {
      return up;
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
      up = false;
      await gone?.end().catch(() => {});
    },
  };
}
