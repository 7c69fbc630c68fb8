import { and, asc, eq, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import { LIVE_CATCH_UP_SECONDS, type LivePayload } from '@laydown/contracts';
import type { Executor } from '../../db/client';
import { liveMessages } from '../../db/schema/index';

/** The `live_messages` outbox as the hub reads it (rows are written by the unit of work). */
export interface OutboxRow {
  id: number;
  companyId: number;
  channel: string;
  payload: LivePayload;
}

const columns = {
  id: liveMessages.id,
  companyId: liveMessages.companyId,
  channel: liveMessages.channel,
  payload: sql<LivePayload>`${liveMessages.payload}`,
};

export async function readRows(db: Executor, ids: readonly number[]): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(liveMessages)
    .where(inArray(liveMessages.id, [...ids]))
    .orderBy(asc(liveMessages.id));
}

/** Rows after `since`, of the last catch-up window only (the process's own missed notifications). */
export async function readRowsSince(db: Executor, since: number, limit: number) {
  return db
    .select(columns)
    .from(liveMessages)
    .where(and(gt(liveMessages.id, since), recent()))
    .orderBy(asc(liveMessages.id))
    .limit(limit);
}

export const CATCH_UP_LIMIT = 100;

/**
 * A channel's rows after `since`, for a client that reconnects; `gap` when they cannot all be
 * given (older than the catch-up window, more than the limit, or already pruned): the client then
 * reloads instead.
 */
export async function channelRowsSince(
  db: Executor,
  channel: string,
  since: number,
): Promise<{ rows: OutboxRow[]; gap: boolean }> {
  const [rows, [oldest]] = await Promise.all([
    db
      .select({ ...columns, recent: recent() })
      .from(liveMessages)
      .where(and(eq(liveMessages.channel, channel), gt(liveMessages.id, since)))
      .orderBy(asc(liveMessages.id))
      .limit(CATCH_UP_LIMIT + 1),
    db.select({ id: min(liveMessages.id) }).from(liveMessages),
  ]);
  const pruned = oldest?.id != null && since < oldest.id - 1;
  const gap = pruned || rows.length > CATCH_UP_LIMIT || rows.some((row) => !row.recent);
  return { rows: rows.map(({ recent: _recent, ...row }) => row), gap };
}

/** The newest id: where a new subscriber's catch-up starts from. */
export async function lastId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: max(liveMessages.id) }).from(liveMessages);
  return row?.id ?? 0;
}

/** The hourly maintenance job: rows older than an hour go (catch-up needs the last minutes only). */
export async function pruneLiveMessages(db: Executor, keepSeconds = 3_600): Promise<void> {
  await db
    .delete(liveMessages)
    .where(lt(liveMessages.createdAt, sql`now() - make_interval(secs => ${keepSeconds})`));
}

function recent() {
  return sql<boolean>`${liveMessages.createdAt} > now() - make_interval(secs => ${LIVE_CATCH_UP_SECONDS})`;
}
