import { useCallback, useEffect, useRef, useState } from 'react';
import { liveChannels, orderSessionMessage, type OrderSessionMessage } from '@laydown/contracts';
import { isApiError } from '../../../../api/api-error';
import { useLiveChannel } from '../../../../api/use-live-channel';
import {
  releaseOrderSession,
  releaseOrderSessionOnUnload,
  unlockOrderSession,
  updateOrderSession,
} from '../../../../api/order-sessions';
import { useCurrentUser } from '../../../../shell/current-user';
import {
  INITIAL_SESSION,
  isBlocked,
  nextSession,
  type SessionEvent,
  type SessionState,
} from './session-state';

export interface OrderEditSession {
  state: SessionState;
  /** Another user holds the lock: the form is read-only. */
  blocked: boolean;
  unlock: () => Promise<void>;
  dismiss: () => void;
  /** What a `type: 'session'` message of the live order channel changes (tests call it too). */
  applySessionMessage: (message: OrderSessionMessage) => void;
}

/** A failed call as the §8 session rules read it. */
function refusal(error: unknown): SessionEvent {
  if (!isApiError(error)) return { type: 'refused', code: 'unknown' };
  return {
    type: 'refused',
    code: error.code,
    owner: error.details?.owner,
    sessionEvent: error.details?.session_event,
  };
}

/**
 * procurement-core §4 Order edit session on the open order (decision 0086): beats while the form
 * is open and editable (`orderId` null: not editable, nothing is sent), takes the lock when it is
 * free, releases it on leaving (and with a keepalive request when the page unloads).
 * `onReload` reloads the order from the server (after a release by the other user, or when an
 * unlock took the lock from us).
 */
export function useOrderEditSession(
  orderId: number | null,
  onReload: () => void,
): OrderEditSession {
  const me = useCurrentUser().id;
  const [state, setState] = useState(INITIAL_SESSION);
  const stateRef = useRef(state);
  const reloadRef = useRef(onReload);
  reloadRef.current = onReload;
  const beatRef = useRef<() => Promise<void>>(async () => undefined);

  const apply = useCallback(
    (event: SessionEvent) => {
      const { state: next, effect } = nextSession(stateRef.current, event, me);
      stateRef.current = next;
      setState(next);
      if (effect === 'reload') reloadRef.current();
      if (effect === 'take') void beatRef.current();
    },
    [me],
  );

  const beat = useCallback(async () => {
    if (orderId === null || stateRef.current.frozen) return;
    try {
      apply({ type: 'held', record: await updateOrderSession(orderId) });
    } catch (error) {
      apply(refusal(error));
    }
  }, [orderId, apply]);
  beatRef.current = beat;

  const { heartbeatSeconds } = state;
  useEffect(() => {
    if (orderId === null) return undefined;
    void beat();
    const timer = window.setInterval(() => void beat(), heartbeatSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [orderId, beat, heartbeatSeconds]);

  useEffect(() => {
    if (orderId === null) return undefined;
    const holding = () => stateRef.current.owner?.id === me;
    const onHide = () => {
      if (holding()) releaseOrderSessionOnUnload(orderId);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      if (holding()) void releaseOrderSession(orderId).catch(() => undefined);
      stateRef.current = INITIAL_SESSION;
    };
  }, [orderId, me]);

  const unlock = useCallback(async () => {
    if (orderId === null) return;
    try {
      // The order reloads: ours starts from what the server has.
      apply({ type: 'held', record: await unlockOrderSession(orderId), unlocked: true });
    } catch (error) {
      apply(refusal(error));
    }
  }, [orderId, apply]);

  const dismiss = useCallback(() => apply({ type: 'dismiss' }), [apply]);
  const applySessionMessage = useCallback(
    (message: OrderSessionMessage) => apply({ type: 'message', message }),
    [apply],
  );

  // The lock's changes by others arrive at once on the order's live channel (decision 0085); the
  // heartbeat's answers say the same a beat later when the socket is away.
  useLiveChannel(orderId === null ? null : liveChannels.orderContractor(orderId), (payload) => {
    const message = orderSessionMessage.safeParse(payload);
    if (message.success) applySessionMessage(message.data);
  });

  return { state, blocked: isBlocked(state, me), unlock, dismiss, applySessionMessage };
}
