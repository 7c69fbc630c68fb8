import type { OrderSessionMessage, OrderSessionRecord, SessionOwner } from '@laydown/contracts';
import { ORDER_SESSION_TIMINGS } from '@laydown/domain';

/**
 * The order edit lock as the form sees it (procurement-core §2, §4, §8; decision 0086): who holds
 * it, which modal is open, and what the form must do next. Pure, so both the heartbeat's answers
 * and the live messages go through the same rules.
 */
export type SessionModalKind = 'blocked' | 'released' | 'expired' | 'unlocked';

export interface SessionModal {
  kind: SessionModalKind;
  /** The other user the modal names (the editor, or the one who finished). */
  name: string | null;
}

export interface SessionState {
  owner: SessionOwner | null;
  heartbeatSeconds: number;
  modal: SessionModal | null;
  /** An impersonator may not change the lock: no more heartbeats, the owner kept as it was. */
  frozen: boolean;
  /** Whether any answer came yet (the Blocked modal is for opening a held order). */
  started: boolean;
  /** This page was told how it lost the lock (told once, until it holds the lock again). */
  toldLost: boolean;
}

export const INITIAL_SESSION: SessionState = {
  owner: null,
  heartbeatSeconds: ORDER_SESSION_TIMINGS.heartbeatSeconds,
  modal: null,
  frozen: false,
  started: false,
  toldLost: false,
};

export type SessionEvent =
  | { type: 'held'; record: OrderSessionRecord; unlocked?: boolean }
  | {
      type: 'refused';
      code: string;
      owner?: SessionOwner | null;
      sessionEvent?: 'unlocked' | 'expired';
    }
  | { type: 'message'; message: OrderSessionMessage }
  | { type: 'dismiss' };

/** What the form does after a step: reload the order from the server, or take the lock now. */
export type SessionEffect = 'reload' | 'take' | null;

export const isBlocked = (state: SessionState, me: number) =>
  state.owner !== null && state.owner.id !== me;

const mine = (state: SessionState, me: number) => state.owner?.id === me;

export function nextSession(
  state: SessionState,
  event: SessionEvent,
  me: number,
): { state: SessionState; effect: SessionEffect } {
  switch (event.type) {
    case 'dismiss':
      return { state: { ...state, modal: null }, effect: null };
    case 'held':
      return held(state, event.record, me, event.unlocked === true);
    case 'refused':
      return refused(state, event, me);
    case 'message':
      return message(state, event.message, me);
  }
}

/**
 * The lock is ours: after being blocked, the order reloads (the other user's saves) and the
 * Released modal says so, unless we took it ourselves by unlocking.
 */
function held(state: SessionState, record: OrderSessionRecord, me: number, unlocked: boolean) {
  const wasBlocked = isBlocked(state, me);
  const released = wasBlocked && !unlocked;
  return {
    state: {
      ...state,
      owner: record.owner,
      heartbeatSeconds: record.heartbeat_seconds,
      started: true,
      toldLost: false,
      modal: released
        ? { kind: 'released' as const, name: state.owner?.name ?? null }
        : state.modal,
    },
    effect: wasBlocked ? ('reload' as const) : null,
  };
}

/** §8 Session errors: in use (the owner becomes the listed user), impersonator, anything else. */
function refused(
  state: SessionState,
  event: Extract<SessionEvent, { type: 'refused' }>,
  me: number,
): { state: SessionState; effect: SessionEffect } {
  const started = { ...state, started: true };
  if (event.code === 'sessions_cannot_be_updated_by_impersonating_user') {
    return { state: { ...started, frozen: true }, effect: null };
  }
  if (
    (event.code === 'sessions_in_use_by_another_user' ||
      event.code === 'sessions_belongs_to_another_user') &&
    event.owner
  ) {
    return lost(started, event.owner, me, howLost(state, event, me), !state.started);
  }
  return { state: { ...started, owner: null }, effect: null };
}

/**
 * How the former owner lost the lock, told once: the answer says it (unlocked or expired) to a
 * page that thought it held the lock, or whose owner an error had cleared (a lost connection is
 * how a lock expires); a page that held it and is refused without a reason was unlocked.
 */
function howLost(
  state: SessionState,
  event: Extract<SessionEvent, { type: 'refused' }>,
  me: number,
): 'unlocked' | 'expired' | null {
  if (state.toldLost) return null;
  if (mine(state, me)) return event.sessionEvent ?? 'unlocked';
  // The server names how *this* user lost it; a live message or an error may already have put
  // another owner (or none) in the state, so only a page that just opened is not told.
  if (!state.started) return null;
  return event.sessionEvent ?? null;
}

/**
 * Someone else holds the lock now. The former owner learns how (`how`): unlocked (their changes
 * are gone: the order reloads) or expired (the countdown, then they leave); a user opening a held
 * order gets the Blocked modal once.
 */
function lost(
  state: SessionState,
  owner: SessionOwner,
  me: number,
  how: 'unlocked' | 'expired' | null,
  opening: boolean,
): { state: SessionState; effect: SessionEffect } {
  const modal: SessionModal | null = how
    ? { kind: how, name: owner.name }
    : opening
      ? { kind: 'blocked', name: owner.name }
      : state.modal;
  return {
    state: { ...state, owner, modal, toldLost: state.toldLost || how !== null },
    effect: how === 'unlocked' ? 'reload' : null,
  };
}

/** A live message on the order's channel (the same rules as the heartbeat's answers). */
function message(
  state: SessionState,
  msg: OrderSessionMessage,
  me: number,
): { state: SessionState; effect: SessionEffect } {
  if (msg.event === 'released') {
    return { state, effect: isBlocked(state, me) ? 'take' : null };
  }
  if (!msg.owner || msg.owner.id === me) return { state, effect: null };
  const how = mine(state, me) && msg.event !== 'blocked' ? msg.event : null;
  return lost(state, msg.owner, me, how, false);
}
