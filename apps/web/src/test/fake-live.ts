import type { LiveEnvironment } from '../api/live';

/** A socket the test drives: what the client sent, and messages pushed from the "server". */
export class FakeSocket {
  static readonly sockets: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    FakeSocket.sockets.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

export const timers: (() => void)[] = [];
/** A live client environment over FakeSocket whose reconnect timers the test runs. */
export const fakeLiveEnvironment: LiveEnvironment = {
  createSocket: () => new FakeSocket() as unknown as WebSocket,
  url: () => 'ws://localhost/api/live',
  setTimer: (run) => timers.push(run),
  clearTimer: () => undefined,
};
