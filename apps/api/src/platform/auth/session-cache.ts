import type { Principal } from './principal';
import { accessKeysOf, FLUSH_ALL } from './access-keys';

/**
 * How many signed-in sessions one process keeps; the least recently used one goes first. An entry
 * with its GET /api/user view takes about 6 KB (measured), so the cache stays under ~30 MB a
 * process.
 */
export const SESSION_CACHE_MAX_ENTRIES = 5_000;
/**
 * Invalidation is by LISTEN/NOTIFY; this bound only limits the harm of a notification lost
 * without the listening connection noticing (a silently dead network path): decision 0064.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Announced keys remembered for lookups under way; past this many, those lookups are dropped. */
const RECENT_KEYS_MAX = 10_000;

interface Entry {
  tokenHash: string;
  principal: Principal;
  /** The session's own expiry (ms): past it the session answers 401 at once, cached or not. */
  sessionExpiresAt: number;
  storedAt: number;
  keys: readonly string[];
  /** What was derived from the principal under the same invalidation (GET /api/user's view). */
  derived: Map<symbol, unknown>;
}

export interface SessionCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

/** Which cache (and entry) a principal handed out by a cache came from. */
const origins = new WeakMap<Principal, { cache: SessionCache; entry: Entry }>();

/**
 * One process's signed-in sessions by token hash: a bounded LRU with a short TTL, emptied by
 * access keys (`user:12`, `role:3`...) that the database announces on every change (decision 0064).
 *
 * It answers only while `listening` is on: whenever notifications may have been missed (before the
 * listening connection is up, after it dropped) the cache is empty and bypassed. A lookup takes a
 * `mark` before it reads the database; what it read is not kept if one of its keys was announced
 * since (or everything was flushed), so a row read just before a change cannot be cached after the
 * change's notification went by.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byKey = new Map<string, Set<Entry>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Counts announcements; a lookup's mark is the count when it started. */
  private announced = 0;
  /** When each recently announced key was last announced. */
  private readonly recent = new Map<string, number>();
  /** Lookups that started before this count are not kept, whatever their keys. */
  private flushedAt = 0;
  private answering = false;

  constructor(options: SessionCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** Take it before reading the database, and give it to `store`. */
  get mark(): number {
    return this.announced;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether notifications are certain to arrive, so the cache may answer. */
  get listening(): boolean {
    return this.answering;
  }

  /** Every change of state empties the cache. */
  setListening(on: boolean): void {
    this.answering = on;
    this.flush();
  }

  lookup(tokenHash: string): Principal | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (!this.isFresh(entry)) {
      this.remove(entry);
      return undefined;
    }
    // Most recently used goes last: Map keeps insertion order.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry.principal;
  }

  /** Keeps what the database answered, unless one of its keys was announced since `mark`. */
  store(tokenHash: string, mark: number, principal: Principal, sessionExpiresAt: Date): void {
    const keys = accessKeysOf(principal);
    if (!this.answering || this.announcedSince(mark, keys)) return;
    const existing = this.entries.get(tokenHash);
    if (existing) this.remove(existing);
    const entry: Entry = {
      tokenHash,
      principal,
      sessionExpiresAt: sessionExpiresAt.getTime(),
      storedAt: this.now(),
      keys,
      derived: new Map(),
    };
    this.entries.set(tokenHash, entry);
    for (const key of entry.keys) {
      let holders = this.byKey.get(key);
      if (!holders) this.byKey.set(key, (holders = new Set()));
      holders.add(entry);
    }
    origins.set(principal, { cache: this, entry });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.values().next().value;
      if (oldest) this.remove(oldest);
    }
  }

  /** Forgets every session that depends on one of the keys (`*` forgets all). */
  invalidate(keys: Iterable<string>): void {
    const now = ++this.announced;
    for (const key of keys) {
      if (key === FLUSH_ALL) {
        this.flush();
        return;
      }
      this.recent.set(key, now);
      const holders = this.byKey.get(key);
      if (holders) for (const entry of [...holders]) this.remove(entry);
    }
    if (this.recent.size > RECENT_KEYS_MAX) {
      this.recent.clear();
      this.flushedAt = now;
    }
  }

  flush(): void {
    this.flushedAt = ++this.announced;
    this.recent.clear();
    this.entries.clear();
    this.byKey.clear();
  }

  /**
   * Something derived from a cached principal alone (and from rows its keys cover), kept with it
   * and forgotten with it. A principal the cache did not hand out (just signed in) is not kept.
   */
  static async derive<T>(principal: Principal, slot: symbol, load: () => Promise<T>): Promise<T> {
    const origin = origins.get(principal);
    if (!origin) return load();
    const { cache, entry } = origin;
    if (!cache.holds(entry)) return load();
    if (entry.derived.has(slot)) return entry.derived.get(slot) as T;
    const mark = cache.announced;
    const value = await load();
    if (cache.holds(entry) && !cache.announcedSince(mark, entry.keys))
      entry.derived.set(slot, value);
    return value;
  }

  private announcedSince(mark: number, keys: readonly string[]): boolean {
    return this.flushedAt > mark || keys.some((key) => (this.recent.get(key) ?? 0) > mark);
  }

  private holds(entry: Entry): boolean {
    return this.answering && this.entries.get(entry.tokenHash) === entry && this.isFresh(entry);
  }

  private isFresh(entry: Entry): boolean {
    const now = this.now();
    return now < entry.sessionExpiresAt && now - entry.storedAt < this.ttlMs;
  }

  private remove(entry: Entry): void {
    if (this.entries.get(entry.tokenHash) === entry) this.entries.delete(entry.tokenHash);
    for (const key of entry.keys) {
      const holders = this.byKey.get(key);
      if (!holders) continue;
      holders.delete(entry);
      if (holders.size === 0) this.byKey.delete(key);
    }
  }
}
