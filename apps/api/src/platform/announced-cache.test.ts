import { describe, expect, it } from 'vitest';
import { AnnouncedCache } from './announced-cache';

const make = () => {
  const cache = new AnnouncedCache<number>({
    maxEntries: 2,
    ttlMs: 1_000,
    flushPrefixes: ['vendor:'],
  });
  cache.setListening(true);
  return cache;
};

describe('AnnouncedCache (decision 0081)', () => {
  it('keeps a value until one of its keys is announced', async () => {
    const cache = make();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.remember('a', ['material:1', 'material:2'], load)).toBe(1);
    expect(await cache.remember('a', ['material:1', 'material:2'], load)).toBe(1);
    cache.invalidate(['material:3']);
    expect(await cache.remember('a', ['material:1', 'material:2'], load)).toBe(1);
    cache.invalidate(['material:2']);
    expect(await cache.remember('a', ['material:1', 'material:2'], load)).toBe(2);
    cache.invalidate(['vendor:9']);
    expect(await cache.remember('a', ['material:1'], load)).toBe(3);
  });

  it('does not keep what was read while one of its keys was announced', async () => {
    const cache = make();
    const first = await cache.remember('a', ['material:1'], async () => {
      cache.invalidate(['material:1']);
      return 1;
    });
    expect(first).toBe(1);
    expect(await cache.remember('a', ['material:1'], async () => 2)).toBe(2);
    expect(await cache.remember('a', ['material:1'], async () => 3)).toBe(2);
  });

  it('answers nothing from memory while it is not listening, and forgets on the way', async () => {
    const cache = make();
    await cache.remember('a', ['material:1'], async () => 1);
    cache.setListening(false);
    expect(await cache.remember('a', ['material:1'], async () => 2)).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, the oldest going first, each for ttlMs', async () => {
    let now = 0;
    const cache = new AnnouncedCache<string>({ maxEntries: 2, ttlMs: 1_000, now: () => now });
    cache.setListening(true);
    for (const key of ['a', 'b', 'c']) await cache.remember(key, [], async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.remember('a', [], async () => 'a again')).toBe('a again');
    now = 1_000;
    expect(await cache.remember('c', [], async () => 'c again')).toBe('c again');
  });
});
