import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitHits } from '../db/schema/index';
import { TooManyRequestsError } from './errors';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
  message: string;
}

/** Refuses when `key` has already reached `max` hits within the window. */
export async function assertUnderLimit(db: Executor, limit: Limit, key: string): Promise<void> {
  const since = new Date(Date.now() - limit.windowSeconds * 1000);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.hitAt, since),
      ),
    );
  if ((row?.count ?? 0) >= limit.max)
    throw new TooManyRequestsError(limit.message, limit.windowSeconds);
}

export async function recordHit(db: Executor, limit: Limit, key: string): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket: limit.bucket, key });
}

/** Old hits are useless; dropped now and then so the table stays small. */
export async function pruneHits(db: Executor, olderThanSeconds = 86_400): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.hitAt, new Date(Date.now() - olderThanSeconds * 1000)));
}

/**
 * A growing delay instead of a lockout: after `freeAttempts` failures within the window, each
 * further attempt must wait 1 s, 2 s, 4 s … (at most `maxDelaySeconds`) after the last failure.
 * Nobody is ever locked out for long, and guessing becomes hopelessly slow.
 */
export interface Throttle {
  bucket: string;
  freeAttempts: number;
  windowSeconds: number;
  maxDelaySeconds: number;
  message: string;
}

/** Seconds still to wait after `failures` failures, the last at `lastAt`. */
export function throttleWait(t: Throttle, failures: number, lastAt: Date, now: Date): number {
  if (failures < t.freeAttempts) return 0;
  const delay = Math.min(2 ** (failures - t.freeAttempts), t.maxDelaySeconds);
  return Math.max(0, lastAt.getTime() / 1000 + delay - now.getTime() / 1000);
}

export async function assertNotThrottled(db: Executor, t: Throttle, key: string): Promise<void> {
  const now = new Date();
  const since = new Date(now.getTime() - t.windowSeconds * 1000);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<Date | null>`max(${rateLimitHits.hitAt})`,
    })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, t.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.hitAt, since),
      ),
    );
  if (!row?.last) return;
  const wait = throttleWait(t, row.count, new Date(row.last), now);
  if (wait > 0) throw new TooManyRequestsError(t.message, Math.ceil(wait));
}

export async function recordFailure(db: Executor, t: Throttle, key: string): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket: t.bucket, key });
}
