import { LiveClient } from '../api/live';

/** A live client whose socket never opens: no test talks to a live server unless it says so. */
export function quietLiveClient(): LiveClient {
  return new LiveClient({
    createSocket: () =>
      ({ readyState: 0, send: () => undefined, close: () => undefined }) as unknown as WebSocket,
    url: () => 'ws://localhost/api/live',
    setTimer: () => null,
    clearTimer: () => undefined,
  });
}
