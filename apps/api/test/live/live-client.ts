import { WebSocket } from 'ws';
import type { LiveServerMessage } from '@laydown/contracts';

/** A test's WebSocket on GET /api/live, with what it received kept in order. */
export interface LiveTestClient {
  ws: WebSocket;
  received: LiveServerMessage[];
  send(message: unknown): void;
  /** The first message (from the start) that matches; throws after `timeoutMs`. */
  next(match: (m: LiveServerMessage) => boolean, timeoutMs?: number): Promise<LiveServerMessage>;
  subscribe(channel: string, since?: number): Promise<LiveServerMessage>;
  closed: Promise<number>;
}

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
export function openLive(
  url: string,
  headers: Record<string, string>,
  options: { autoPong?: boolean } = {},
): Promise<LiveTestClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
    const received: LiveServerMessage[] = [];
    const waiters = new Set<() => void>();
    ws.on('message', (data) => {
      received.push(JSON.parse(String(data)) as LiveServerMessage);
      for (const wake of waiters) wake();
    });
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    ws.on('error', reject);
    const next: LiveTestClient['next'] = (match, timeoutMs = 3_000) =>
      new Promise((found, fail) => {
        const look = () => {
          const hit = received.find(match);
          if (!hit) return;
          cleanup();
          found(hit);
        };
        const timer = setTimeout(() => {
          cleanup();
          fail(new Error(`no matching live message; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    const send = (message: unknown) => ws.send(JSON.stringify(message));
    ws.on('open', () =>
      resolve({
        ws,
        received,
        send,
        next,
        closed,
        subscribe(channel, since) {
          send({ type: 'subscribe', channel, ...(since === undefined ? {} : { since }) });
          return next(
            (m) => (m.type === 'subscribed' || m.type === 'refused') && m.channel === channel,
          );
        },
      }),
    );
  });
}

/** A message of the channel; presence announcements (decision 0093) are left to their own tests. */
export const isMessageOn = (channel: string) => (m: LiveServerMessage) =>
  m.type === 'message' && m.channel === channel && m.payload.type !== 'presence';

export const isPresenceOn = (channel: string) => (m: LiveServerMessage) =>
  m.type === 'message' && m.channel === channel && m.payload.type === 'presence';
