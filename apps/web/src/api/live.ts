import type { LiveClientMessage, LivePayload, LiveServerMessage } from '@laydown/contracts';

/**
 * The tab's one live socket (GET /api/live, decision 0085): opened on the first subscription,
 * closed after the last; reconnects with backoff, subscribes again and asks for what it missed
 * (the last message id seen on each channel).
 */

export type LiveHandler = (payload: LivePayload, message: { id: number; channel: string }) => void;

const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
/** A channel's recent ids: the catch-up and the live delivery may both bring one. */
const SEEN_MAX = 200;

interface ChannelState {
  handlers: Set<LiveHandler>;
  lastId: number | undefined;
  seen: Set<number>;
}

export interface LiveEnvironment {
  createSocket: (url: string) => WebSocket;
  url: () => string;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

const browserEnvironment: LiveEnvironment = {
  createSocket: (url) => new WebSocket(url),
  url: () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/live`,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export class LiveClient {
  private socket: WebSocket | null = null;
  private readonly channels = new Map<string, ChannelState>();
  private retryMs = BACKOFF_FIRST_MS;
  private retryTimer: unknown = null;

  constructor(private readonly env: LiveEnvironment = browserEnvironment) {}

  /** Calls `handler` with every message of `channel`; answers the unsubscribe. */
  subscribe(channel: string, handler: LiveHandler): () => void {
    let state = this.channels.get(channel);
    if (!state) {
      state = { handlers: new Set(), lastId: undefined, seen: new Set() };
      this.channels.set(channel, state);
      this.send({ type: 'subscribe', channel });
    }
    state.handlers.add(handler);
    this.ensureOpen();
    return () => {
      const current = this.channels.get(channel);
      if (!current) return;
      current.handlers.delete(handler);
      if (current.handlers.size > 0) return;
      this.channels.delete(channel);
      this.send({ type: 'unsubscribe', channel });
      if (this.channels.size === 0) this.shutDown();
    };
  }

  private ensureOpen() {
    if (this.socket || this.retryTimer !== null) return;
    const socket = this.env.createSocket(this.env.url());
    this.socket = socket;
    socket.onopen = () => {
      this.retryMs = BACKOFF_FIRST_MS;
      for (const [channel, state] of this.channels) {
        this.send({
          type: 'subscribe',
          channel,
          ...(state.lastId === undefined ? {} : { since: state.lastId }),
        });
      }
    };
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.channels.size > 0) this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    // Spread the reconnects of many tabs after a server restart.
    const delay = this.retryMs / 2 + Math.random() * (this.retryMs / 2);
    this.retryMs = Math.min(this.retryMs * 2, BACKOFF_MAX_MS);
    this.retryTimer = this.env.setTimer(() => {
      this.retryTimer = null;
      if (this.channels.size > 0) this.ensureOpen();
    }, delay);
  }

  private receive(text: string) {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(text) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.type === 'subscribed') {
      const state = this.channels.get(message.channel);
      if (state && state.lastId === undefined) state.lastId = message.last_id;
      return;
    }
    if (message.type !== 'message') return;
    const state = this.channels.get(message.channel);
    if (!state || state.seen.has(message.id)) return;
    state.seen.add(message.id);
    if (state.seen.size > SEEN_MAX) state.seen.delete(state.seen.values().next().value as number);
    state.lastId = Math.max(state.lastId ?? 0, message.id);
    for (const handler of [...state.handlers]) {
      handler(message.payload, { id: message.id, channel: message.channel });
    }
  }

  private send(message: LiveClientMessage) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private shutDown() {
    if (this.retryTimer !== null) this.env.clearTimer(this.retryTimer);
    this.retryTimer = null;
    this.retryMs = BACKOFF_FIRST_MS;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }
}

let tabClient: LiveClient | null = null;

/** The tab's client (one socket per tab). */
export function liveClient(): LiveClient {
  tabClient ??= new LiveClient();
  return tabClient;
}

/** Tests replace the tab's client (e.g. with one over a fake socket). */
export function setLiveClient(client: LiveClient | null): void {
  tabClient = client;
}
