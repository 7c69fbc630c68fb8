import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import {
  liveClientMessage,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@laydown/contracts';
import type { Database } from '../../db/client';
import type { Principal } from '../auth/principal';
import { maySubscribe, parseChannel, type LiveViewer } from './channels';
import { channelRowsSince, lastId, readRows, readRowsSince, type OutboxRow } from './outbox';
import type { Presence } from './presence';

/** How many channels one socket may hold (a tab needs a handful). */
export const MAX_CHANNELS_PER_SOCKET = 50;
/** A socket that lets this much pile up unread is dropped; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1_000_000;
const MISSED_ROWS_LIMIT = 1_000;
/** Subscriptions a socket may have waiting for the database at once; more closes it (1008). */
const MAX_PENDING_PER_SOCKET = 20;

export interface LiveHubOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** The session behind a cookie token now: null once signed out or expired. */
  principalOf: (token: string) => Promise<Principal | null>;
  pingIntervalMs: number;
  /** Who has a presence channel open, shared by every process (decision 0093). */
  presence?: Presence;
}

interface LiveSocket {
  /** This process's number for the socket (its presence rows). */
  id: number;
  ws: WebSocket;
  viewer: LiveViewer;
  token: string;
  /** The session as it was when the socket opened: a different one closes the socket. */
  fingerprint: string;
  channels: Set<string>;
  alive: boolean;
  /** Messages of one socket are handled in order (a subscribe before its unsubscribe). */
  queue: Promise<void>;
  pending: number;
}

export interface LiveHub {
  accept(ws: WebSocket, viewer: LiveViewer, token: string, principal: Principal): void;
  /** The listener heard a committed outbox row. */
  onId(id: number): void;
  /** The listener is back after a drop: delivers what was committed meanwhile. */
  onReconnected(): void;
  /** One keepalive round: drops sockets that did not answer the last ping, pings, re-checks sessions. */
  tick(): Promise<void>;
  /** Resolves once every heard id so far has been delivered (tests, benchmarks). */
  settled(): Promise<void>;
  stats(): { sockets: number; channels: number };
  start(): Promise<void>;
  close(): void;
}

/** What must stay the same for an open socket to stay open: session, company or vendor, rights. */
export function sessionFingerprint(principal: Principal): string {
  if (principal.accessType === 'VENDOR') {
    return ['V', principal.sessionId, principal.vendorId, principal.vendorUserId].join(':');
  }
  const m = principal.membership;
  const rights = m ? [...m.permissions].sort().join(',') : '';
  return ['C', principal.sessionId, m?.companyId, m?.companyUserId, rights].join(':');
}

/**
 * The live messages of one process (decision 0085): its sockets, what each subscribed to, and the
 * fan-out of the outbox rows the listener hears. A company channel's row reaches only sockets of
 * the company that wrote it; a vendor channel's row is re-checked against the vendor per message.
 */
export function createLiveHub({
  db,
  log,
  principalOf,
  pingIntervalMs,
  presence,
}: LiveHubOptions): LiveHub {
  const sockets = new Set<LiveSocket>();
  let nextSocketId = 1;
  /** The process stops: its presence rows go at once (the plugin's leaveAll), not one by one. */
  let closing = false;
  const byChannel = new Map<string, Set<LiveSocket>>();
  let pending: number[] = [];
  let scheduled = false;
  let delivery: Promise<void> = Promise.resolve();
  let lastSeen = 0;
  let timer: NodeJS.Timeout | null = null;

  const sendText = (socket: LiveSocket, text: string) => {
    if (socket.ws.readyState !== WebSocket.OPEN) return;
    if (socket.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.ws.terminate();
      return;
    }
    socket.ws.send(text);
  };
  const send = (socket: LiveSocket, message: LiveServerMessage) =>
    sendText(socket, JSON.stringify(message));
  const messageText = (row: OutboxRow) =>
    JSON.stringify({
      type: 'message',
      id: row.id,
      channel: row.channel,
      payload: row.payload,
    } satisfies LiveServerMessage);

  /** The second wall: whatever was subscribed, a row reaches only its own tenant's sockets. */
  const deliverable = (
    socket: LiveSocket,
    row: OutboxRow,
    vendorChecks: Map<number, Promise<boolean>>,
  ): Promise<boolean> | boolean => {
    const parsed = parseChannel(row.channel);
    const { viewer } = socket;
    if (!parsed || parsed.rules.audience !== viewer.kind) return false;
    if (viewer.kind === 'company') return row.companyId === viewer.scope.companyId;
    const vendorId = viewer.scope.vendorId;
    let check = vendorChecks.get(vendorId);
    if (!check) {
      check = parsed.rules.mayRead(db, viewer, parsed.id).catch(() => false);
      vendorChecks.set(vendorId, check);
    }
    return check;
  };

  const fanOut = async (rows: OutboxRow[]) => {
    for (const row of rows) {
      lastSeen = Math.max(lastSeen, row.id);
      const subscribers = byChannel.get(row.channel);
      if (!subscribers) continue;
      const text = messageText(row);
      const vendorChecks = new Map<number, Promise<boolean>>();
      for (const socket of [...subscribers]) {
        if (await deliverable(socket, row, vendorChecks)) sendText(socket, text);
      }
    }
  };

  const deliverIds = async (ids: number[]) => {
    if (byChannel.size === 0) {
      lastSeen = Math.max(lastSeen, ...ids);
      return;
    }
    await fanOut(await readRows(db, ids));
  };

  const enqueueDelivery = (work: () => Promise<void>) => {
    delivery = delivery.then(work).catch((error: unknown) => {
      log.error({ err: error }, 'live messages: delivery failed');
    });
  };

  const unsubscribe = (socket: LiveSocket, channel: string) => {
    if (
      !closing &&
      socket.channels.has(channel) &&
      presence &&
      parseChannel(channel)?.rules.presence
    ) {
      void presence.leave(socket.id, channel);
    }
    socket.channels.delete(channel);
    const set = byChannel.get(channel);
    set?.delete(socket);
    if (set?.size === 0) byChannel.delete(channel);
  };

  const catchUp = async (socket: LiveSocket, channel: string, since: number) => {
    const { rows, gap } = await channelRowsSince(db, channel, since);
    if (gap) {
      // Too much or too old to replay: the client reloads what it shows instead.
      const id = rows.at(-1)?.id ?? since;
      sendText(
        socket,
        JSON.stringify({
          type: 'message',
          id,
          channel,
          payload: { type: 'refresh', catch_up: true },
        } satisfies LiveServerMessage),
      );
      return;
    }
    const vendorChecks = new Map<number, Promise<boolean>>();
    for (const row of rows) {
      if (await deliverable(socket, row, vendorChecks)) sendText(socket, messageText(row));
    }
  };

  const subscribe = async (socket: LiveSocket, channel: string, since: number | undefined) => {
    if (!socket.channels.has(channel) && socket.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      send(socket, { type: 'error', message: 'Too many channels on one connection.' });
      return;
    }
    if (!(await maySubscribe(db, socket.viewer, channel))) {
      // Another company's record and a missing one are refused alike.
      send(socket, { type: 'refused', channel, code: 'not_found' });
      return;
    }
    if (!sockets.has(socket)) return;
    socket.channels.add(channel);
    let set = byChannel.get(channel);
    if (!set) byChannel.set(channel, (set = new Set()));
    set.add(socket);
    send(socket, { type: 'subscribed', channel, last_id: await lastId(db) });
    if (since !== undefined) await catchUp(socket, channel, since);
    const { viewer } = socket;
    if (presence && viewer.kind === 'company' && parseChannel(channel)?.rules.presence) {
      await presence.join(socket.id, channel, viewer.scope.companyId, viewer.scope.userId);
      // Closed or unsubscribed while joining: its leave found no row yet.
      if (!sockets.has(socket) || !socket.channels.has(channel)) {
        await presence.leave(socket.id, channel);
      }
    }
  };

  const handle = async (socket: LiveSocket, message: LiveClientMessage) => {
    if (message.type === 'unsubscribe') unsubscribe(socket, message.channel);
    else await subscribe(socket, message.channel, message.since);
  };

  const onMessage = (socket: LiveSocket, data: RawData, isBinary: boolean) => {
    socket.alive = true;
    let parsed: ReturnType<typeof liveClientMessage.safeParse> | undefined;
    try {
      parsed = isBinary ? undefined : liveClientMessage.safeParse(JSON.parse(String(data)));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      send(socket, { type: 'error', message: 'Unknown message.' });
      return;
    }
    const message = parsed.data;
    if (socket.pending >= MAX_PENDING_PER_SOCKET) {
      socket.ws.close(1008, 'too many messages');
      return;
    }
    socket.pending += 1;
    socket.queue = socket.queue
      .then(() => handle(socket, message))
      .catch((error: unknown) => {
        log.error({ err: error }, 'live messages: subscription failed');
        send(socket, { type: 'error', message: 'Something went wrong.' });
      })
      .finally(() => (socket.pending -= 1));
  };

  const drop = (socket: LiveSocket) => {
    sockets.delete(socket);
    for (const channel of [...socket.channels]) unsubscribe(socket, channel);
  };

  /** A socket whose session ended or changed (signed out, other company, other rights) closes. */
  const recheckSessions = async () => {
    const byToken = new Map<string, Promise<string | null>>();
    for (const socket of [...sockets]) {
      let now = byToken.get(socket.token);
      if (!now) {
        now = principalOf(socket.token).then(
          (p) => (p ? sessionFingerprint(p) : null),
          () => socket.fingerprint, // the database is away: keep the socket for now
        );
        byToken.set(socket.token, now);
      }
      if ((await now) !== socket.fingerprint) socket.ws.close(4401, 'session changed');
    }
  };

  return {
    accept(ws, viewer, token, principal) {
      const socket: LiveSocket = {
        id: nextSocketId++,
        ws,
        viewer,
        token,
        fingerprint: sessionFingerprint(principal),
        channels: new Set(),
        alive: true,
        queue: Promise.resolve(),
        pending: 0,
      };
      sockets.add(socket);
      ws.on('pong', () => (socket.alive = true));
      ws.on('message', (data, isBinary) => onMessage(socket, data, isBinary));
      ws.on('close', () => drop(socket));
      ws.on('error', () => drop(socket));
    },
    onId(id) {
      pending.push(id);
      if (scheduled) return;
      scheduled = true;
      // Ids heard in the same turn are read in one query.
      setImmediate(() => {
        scheduled = false;
        const ids = pending;
        pending = [];
        enqueueDelivery(() => deliverIds(ids));
      });
    },
    onReconnected() {
      enqueueDelivery(async () => {
        await fanOut(await readRowsSince(db, lastSeen, MISSED_ROWS_LIMIT));
      });
    },
    async tick() {
      for (const socket of sockets) {
        if (!socket.alive) {
          socket.ws.terminate();
          drop(socket);
          continue;
        }
        socket.alive = false;
        if (socket.ws.readyState === WebSocket.OPEN) socket.ws.ping();
      }
      await presence?.beat();
      await recheckSessions();
    },
    async settled() {
      while (scheduled) await new Promise((resolve) => setImmediate(resolve));
      await delivery;
    },
    stats: () => ({ sockets: sockets.size, channels: byChannel.size }),
    async start() {
      lastSeen = await lastId(db);
      timer = setInterval(() => {
        this.tick().catch((error: unknown) => log.error({ err: error }, 'live keepalive failed'));
      }, pingIntervalMs);
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
      timer = null;
      closing = true;
      for (const socket of [...sockets]) {
        socket.ws.close(1001, 'server closing');
        drop(socket);
      }
    },
  };
}
