import { describe, expect, it } from 'vitest';
import type { OrderSessionRecord } from '@laydown/contracts';
import { INITIAL_SESSION, isBlocked, nextSession, type SessionState } from './session-state';

const ME = 1;
const ANA = { id: 2, name: 'Ana Buyer' };
const record = (owner: { id: number; name: string } | null): OrderSessionRecord => ({
  order_id: 7,
  owner,
  expires_at: null,
  heartbeat_seconds: 2,
  lapse_seconds: 6,
  can_unlock: true,
});
const mine: SessionState = {
  ...INITIAL_SESSION,
  owner: { id: ME, name: 'Jane Doe' },
  started: true,
};
const blockedByAna: SessionState = { ...INITIAL_SESSION, owner: ANA, started: true };
const inUse = (sessionEvent?: 'unlocked' | 'expired') =>
  ({ type: 'refused', code: 'sessions_in_use_by_another_user', owner: ANA, sessionEvent }) as const;

describe('the edit session rules (procurement-core §4, §8)', () => {
  it('holds a free lock, beating as often as the answer says', () => {
    const { state, effect } = nextSession(
      INITIAL_SESSION,
      { type: 'held', record: record({ id: ME, name: 'Jane' }) },
      ME,
    );
    expect(state).toMatchObject({ heartbeatSeconds: 2, modal: null });
    expect(isBlocked(state, ME)).toBe(false);
    expect(effect).toBeNull();
  });

  it('opening a held order: the owner becomes the listed user and the Blocked modal shows once', () => {
    const first = nextSession(INITIAL_SESSION, inUse(), ME).state;
    expect(first.modal).toEqual({ kind: 'blocked', name: 'Ana Buyer' });
    expect(isBlocked(first, ME)).toBe(true);
    const again = nextSession({ ...first, modal: null }, inUse(), ME).state;
    expect(again.modal).toBeNull();
  });

  it('tells the former owner how they lost the lock: unlocked reloads, expired counts down', () => {
    const unlocked = nextSession(mine, inUse('unlocked'), ME);
    expect(unlocked.state.modal).toEqual({ kind: 'unlocked', name: 'Ana Buyer' });
    expect(unlocked.effect).toBe('reload');
    const expired = nextSession(mine, inUse('expired'), ME);
    expect(expired.state.modal).toEqual({ kind: 'expired', name: 'Ana Buyer' });
    expect(expired.effect).toBeNull();
    // A page whose owner a lost connection cleared learns it too.
    const offline = nextSession(mine, { type: 'refused', code: 'network_error' }, ME).state;
    expect(nextSession(offline, inUse('expired'), ME).state.modal?.kind).toBe('expired');
    // The live message naming the new owner may come first (the socket catches up before the
    // next beat): the beat's answer still tells this page how it lost the lock.
    const heard = nextSession(
      offline,
      {
        type: 'message',
        message: { type: 'session', event: 'expired', owner: ANA, by_user_id: ANA.id },
      },
      ME,
    ).state;
    expect(heard.modal).toBeNull();
    expect(nextSession(heard, inUse('expired'), ME).state.modal?.kind).toBe('expired');
    // Told once: the next beat, no longer the owner, opens nothing again.
    expect(
      nextSession({ ...unlocked.state, modal: null }, inUse('unlocked'), ME).state.modal,
    ).toBeNull();
  });

  it('a blocked user who gets the lock sees Released and the order reloads; not after their own unlock', () => {
    const released = nextSession(
      blockedByAna,
      { type: 'held', record: record({ id: ME, name: 'Jane' }) },
      ME,
    );
    expect(released.state.modal).toEqual({ kind: 'released', name: 'Ana Buyer' });
    expect(released.effect).toBe('reload');
    const unlocked = nextSession(
      blockedByAna,
      { type: 'held', record: record({ id: ME, name: 'Jane' }), unlocked: true },
      ME,
    );
    expect(unlocked.state.modal).toBeNull();
    expect(unlocked.effect).toBe('reload');
  });

  it('an impersonator keeps the requested owner and stops; any other error clears the owner', () => {
    const frozen = nextSession(
      blockedByAna,
      { type: 'refused', code: 'sessions_cannot_be_updated_by_impersonating_user' },
      ME,
    ).state;
    expect(frozen).toMatchObject({ owner: ANA, frozen: true });
    const belongs = nextSession(
      mine,
      { type: 'refused', code: 'sessions_belongs_to_another_user', owner: ANA },
      ME,
    ).state;
    expect(belongs.owner).toEqual(ANA);
    expect(
      nextSession(blockedByAna, { type: 'refused', code: 'network_error' }, ME).state.owner,
    ).toBeNull();
  });

  it('applies live messages like the heartbeat answers', () => {
    const message = (
      event: 'released' | 'expired' | 'blocked' | 'unlocked',
      owner = ANA as typeof ANA | null,
    ) => ({ type: 'message', message: { type: 'session', event, owner, by_user_id: 2 } }) as const;
    expect(nextSession(blockedByAna, message('released', null), ME).effect).toBe('take');
    expect(nextSession(mine, message('released', null), ME).effect).toBeNull();
    expect(nextSession(mine, message('unlocked'), ME).state.modal?.kind).toBe('unlocked');
    expect(nextSession(mine, message('expired'), ME).state.modal?.kind).toBe('expired');
    const seen = nextSession(INITIAL_SESSION, message('blocked'), ME).state;
    expect(seen.owner).toEqual(ANA);
    expect(seen.modal).toBeNull();
    expect(nextSession(mine, message('blocked', { id: ME, name: 'Jane' }), ME).state).toBe(mine);
  });
});
