import { useEffect, useRef } from 'react';
import { liveClient, type LiveHandler } from './live';

/**
 * Listens to a live channel while the component is shown (decision 0085); `channel` null listens
 * to nothing. The latest `onMessage` is called, so it need not be memoised. Other features (the
 * order edit session's `type: 'session'` messages) listen to the same channel with their own hook
 * call: the tab still has one socket and one subscription.
 */
export function useLiveChannel(channel: string | null, onMessage: LiveHandler): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (channel === null) return undefined;
    return liveClient().subscribe(channel, (payload, message) => handler.current(payload, message));
  }, [channel]);
}
