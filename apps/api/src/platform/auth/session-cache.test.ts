import { describe, expect, it } from 'vitest';
import type { Permission } from '@laydown/domain';
import { accessKeysOf, parseAccessPayload } from './access-keys';
import type { ContractorPrincipal, Principal } from './principal';
import { SessionCache } from './session-cache';

const member = (sessionId: number, userId = sessionId * 10): ContractorPrincipal => ({
  accessType: 'CONTRACTOR',
  sessionId,
  userId,
  isLaydown: false,
  impersonatorUserId: null,
  authMethod: 'PASSWORD',
  membership: {
    companyId: 7,
    companyUserId: userId + 1,
    roleId: 3,
    roleName: 'USER',
    permissions: new Set<Permission>(['can_read_projects']),
  },
});

function setup(options: { maxEntries?: number; ttlMs?: number } = {}) {
  let now = 1_000_000;
  const cache = new SessionCache({ ...options, now: () => now });
  cache.setListening(true);
  const later = new Date(now + 3_600_000);
  const put = (hash: string, principal: Principal, expiresAt = later) =>
    cache.store(hash, cache.mark, principal, expiresAt);
  return { cache, put, advance: (ms: number) => (now += ms), at: () => now };
}

describe('session cache', () => {
  it('answers a stored session until one of its keys is announced', () => {
    const { cache, put } = setup();
    const p = member(1);
    put('a', p);
    expect(cache.lookup('a')).toBe(p);
    cache.invalidate(['user:999', 'session:2']);
    expect(cache.lookup('a')).toBe(p);
    cache.invalidate([`role:${p.membership?.roleId}`]);
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('forgets by every key of the principal, and everything on *', () => {
    const p = member(1);
    for (const key of accessKeysOf(p)) {
      const { cache, put } = setup();
      put('a', p);
      cache.invalidate([key]);
      expect(cache.lookup('a'), key).toBeUndefined();
    }
    const { cache, put } = setup();
    put('a', member(1));
    put('b', member(2));
    cache.invalidate(['*']);
    expect(cache.size).toBe(0);
  });

  it('keys an impersonated session by the impersonator too, and a vendor by vendor and user', () => {
    expect(accessKeysOf({ ...member(1, 10), impersonatorUserId: 5 })).toContain('user:5');
    expect(
      accessKeysOf({
        accessType: 'VENDOR',
        sessionId: 4,
        vendorUserId: 8,
        vendorId: 9,
        vendorRole: 'ADMIN',
      }),
    ).toEqual(['session:4', 'vendor_user:8', 'vendor:9']);
  });

  it('refuses a session past its own expiry at once, and any entry past the TTL', () => {
    const { cache, put, advance, at } = setup({ ttlMs: 30_000 });
    put('a', member(1), new Date(at() + 5_000));
    put('b', member(2));
    advance(4_999);
    expect(cache.lookup('a')).toBeDefined();
    advance(1);
    expect(cache.lookup('a')).toBeUndefined();
    advance(24_999);
    expect(cache.lookup('b')).toBeDefined();
    advance(1);
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { cache, put } = setup({ maxEntries: 2 });
    put('a', member(1));
    put('b', member(2));
    cache.lookup('a');
    put('c', member(3));
    expect(cache.size).toBe(2);
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')).toBeDefined();
    expect(cache.lookup('c')).toBeDefined();
    // The dropped entry's keys went with it: announcing them touches nothing else.
    cache.invalidate(['session:2']);
    expect(cache.size).toBe(2);
  });

  it('does not keep a row read before an announcement of its keys that arrived while it was read', () => {
    const { cache } = setup();
    const later = new Date(Date.now() + 60_000);
    const before = cache.mark;
    cache.invalidate(['user:10']); // a change of user 10 committed while the lookup was under way
    cache.store('a', before, member(1, 10), later);
    expect(cache.lookup('a')).toBeUndefined();
    // Announcements of other keys do not stop it being kept.
    const again = cache.mark;
    cache.invalidate(['user:11', 'role:99']);
    cache.store('a', again, member(1, 10), later);
    expect(cache.lookup('a')).toBeDefined();
    // Nor is anything read before a flush.
    const beforeFlush = cache.mark;
    cache.invalidate(['*']);
    cache.store('b', beforeFlush, member(2), later);
    expect(cache.lookup('b')).toBeUndefined();
  });

  it('empties itself when the listening connection is back, since it may have missed something', () => {
    const { cache, put } = setup();
    put('a', member(1));
    cache.setListening(true);
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('keeps nothing and answers nothing while it cannot hear announcements', () => {
    const { cache, put } = setup();
    put('a', member(1));
    cache.setListening(false);
    expect(cache.lookup('a')).toBeUndefined();
    put('b', member(2));
    expect(cache.size).toBe(0);
    cache.setListening(true);
    expect(cache.lookup('b')).toBeUndefined();
  });

  it('keeps what is derived from a cached principal, and forgets it with the principal', async () => {
    const { cache, put } = setup();
    const p = member(1);
    put('a', p);
    const slot = Symbol('view');
    let loads = 0;
    const load = async () => ++loads;
    const cached = cache.lookup('a') as Principal;
    expect(await SessionCache.derive(cached, slot, load)).toBe(1);
    expect(await SessionCache.derive(cached, slot, load)).toBe(1);
    cache.invalidate(['company:7']);
    expect(await SessionCache.derive(cached, slot, load)).toBe(2);
    // A principal that no cache handed out (just signed in) is never kept.
    const fresh = member(1);
    expect(await SessionCache.derive(fresh, slot, load)).toBe(3);
    expect(await SessionCache.derive(fresh, slot, load)).toBe(4);
  });

  it('does not keep a derived value whose load overlapped an announcement of its keys', async () => {
    const { cache, put } = setup();
    put('a', member(1));
    const cached = cache.lookup('a') as Principal;
    const slot = Symbol('view');
    let release = () => {};
    const slow = SessionCache.derive(
      cached,
      slot,
      () => new Promise<string>((resolve) => (release = () => resolve('old'))),
    );
    cache.invalidate(['member:11']); // its project groups changed: the entry goes, the load is stale
    release();
    expect(await slow).toBe('old');
    expect(cache.lookup('a')).toBeUndefined();
    put('a', member(1));
    const again = cache.lookup('a') as Principal;
    let finish = () => {};
    const overlapped = SessionCache.derive(
      again,
      slot,
      () => new Promise<string>((resolve) => (finish = () => resolve('read before'))),
    );
    cache.invalidate(['user:10', 'company:7']); // announced while loading, entry dropped
    put('a', member(1)); // filled again afterwards
    finish();
    expect(await overlapped).toBe('read before');
    const refilled = cache.lookup('a') as Principal;
    expect(await SessionCache.derive(refilled, slot, async () => 'new')).toBe('new');
  });

  it('reads notification payloads, forgetting everything on anything unexpected', () => {
    expect(parseAccessPayload('4711 user:1,role:2')).toEqual(['user:1', 'role:2']);
    expect(parseAccessPayload('4711 *')).toEqual(['*']);
    expect(parseAccessPayload('')).toEqual(['*']);
    expect(parseAccessPayload('user:1')).toEqual(['*']);
    expect(parseAccessPayload('4711 user:1,what:2')).toEqual(['*']);
    expect(parseAccessPayload(undefined)).toEqual(['*']);
  });
});
