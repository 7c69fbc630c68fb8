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
