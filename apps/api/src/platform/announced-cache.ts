import { FLUSH_ALL } from './auth/access-keys';
import type { AnnouncementSubscriber } from './auth/access-listener';

export interface AnnouncedCacheOptions {
  maxEntries: number;
  /** Bounds the harm of a notification lost without the listening connection noticing. */
  ttlMs: number;
  /** Key prefixes whose announcement forgets everything (rows no entry names by key). */
  flushPrefixes?: readonly string[];
  now?: () => number;
}

interface Entry<V> {
  value: V;
  keys: readonly string[];
  storedAt: number;
}

/**
 * Values read from the database, kept until the database announces a change of one of the keys
 * they were read under (the access channel of decision 0064, heard by the process's access
 * listener). Like the session cache it answers only while notifications are certain to arrive,
 * and a value whose keys were announced while it was being read is not kept (decision 0081).
 */
export class AnnouncedCache<V> implements AnnouncementSubscriber {
  private readonly entries = new Map<string, Entry<V>>();
  private announced = 0;
  private flushedAt = 0;
  /** When each key was last announced, for reads under way. */
  private readonly recent = new Map<string, number>();
  private answering = false;

  constructor(private readonly options: AnnouncedCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The kept value of `key`, or `load`'s, kept under `keys` unless one was announced meanwhile
   * (or `keep` refuses it).
   */
  async remember(
    key: string,
    keys: readonly string[],
    load: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const now = (this.options.now ?? Date.now)();
    const entry = this.entries.get(key);
    if (entry && this.answering && now - entry.storedAt < this.options.ttlMs) return entry.value;
    if (entry) this.entries.delete(key);
    const mark = this.announced;
    const value = await load();
    if (!this.answering || this.flushedAt > mark || !keep(value)) return value;
    if (keys.some((k) => (this.recent.get(k) ?? 0) > mark)) return value;
    this.entries.set(key, { value, keys, storedAt: now });
    if (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }

  invalidate(keys: Iterable<string>): void {
    const now = ++this.announced;
    const flushing = this.options.flushPrefixes ?? [];
    const announced = new Set<string>();
    for (const key of keys) {
      if (key === FLUSH_ALL || flushing.some((prefix) => key.startsWith(prefix))) {
        this.flush();
        return;
      }
      announced.add(key);
      this.recent.set(key, now);
    }
    // Few entries (a company's facets per filter): a walk is cheaper than an index by key.
    for (const [key, entry] of this.entries) {
      if (entry.keys.some((k) => announced.has(k))) this.entries.delete(key);
    }
    if (this.recent.size > 10_000) {
      this.recent.clear();
      this.flushedAt = now;
    }
  }

  setListening(on: boolean): void {
    this.answering = on;
    this.flush();
  }

  flush(): void {
    this.flushedAt = ++this.announced;
    this.recent.clear();
    this.entries.clear();
  }
}
