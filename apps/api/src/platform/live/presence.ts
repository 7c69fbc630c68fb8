import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PRESENCE_MAX_VIEWERS } from '@laydown/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { liveMessages, livePresence, users } from '../../db/schema/index';
import { LIVE_MESSAGES_CHANNEL } from '../unit-of-work';

/**
 * Who has a presence channel open, across processes (decision 0093). Each process writes a row per
 * (socket, channel) it holds and refreshes its rows at every keepalive; a join or a leave publishes
 * the channel's present users through the live outbox, so every process's sockets hear it. A row
 * left by a process that died stops counting after `staleSeconds` and is removed at a keepalive.
 */
export interface Presence {
  join(socketId: number, channel: string, companyId: number, userId: number): Promise<void>;
  leave(socketId: number, channel: string): Promise<void>;
  /** One keepalive: refreshes this process's rows, removes the dead processes' ones. */
  beat(): Promise<void>;
  /** The process stops: its rows go, and their channels hear it. */
  leaveAll(): Promise<void>;
}

/** Joins and leaves of a channel within this window are announced once (a crowd opening it). */
const ANNOUNCE_DELAY_MS = 200;

export function createPresence(db: Database, log: FastifyBaseLogger, staleSeconds: number) {
  const processId = randomUUID();
  const due = new Map<string, number>();
  // Unqualified: it is read under an alias too.
  const fresh = sql`seen_at > now() - make_interval(secs => ${staleSeconds}::double precision)`;

  /** The channel's present users, as one outbox row (and its NOTIFY) of the channel's company. */
  const announce = async (channel: string, companyId: number) => {
    const viewers = sql`(select u.id, trim(u.first_name || ' ' || u.last_name) as name,
        min(p.seen_at) as since
      from ${livePresence} p join ${users} u on u.id = p.user_id
      where p.company_id = ${companyId} and p.channel = ${channel} and p.${fresh}
      group by u.id)`;
    await db.execute(sql`with present as ${viewers},
      payload as (
        select jsonb_build_object(
          'type', 'presence',
          'by_user_id', null,
          'count', (select count(*) from present),
          'viewers', coalesce((select jsonb_agg(jsonb_build_object('user_id', v.id, 'name', v.name)
            order by v.since, v.id) from (select * from present order by since, id
            limit ${PRESENCE_MAX_VIEWERS}) v), '[]'::jsonb)) as body),
      written as (
        insert into ${liveMessages} (company_id, channel, payload)
        select ${companyId}, ${channel}, body from payload
        returning id)
      select pg_notify(${LIVE_MESSAGES_CHANNEL}, id::text) from written`);
  };

  const safely = (what: string, work: () => Promise<void>) =>
    work().catch((error: unknown) => log.error({ err: error }, `live presence: ${what} failed`));

  const later = (channel: string, companyId: number) => {
    if (due.has(channel)) return;
    due.set(channel, companyId);
    setTimeout(() => {
      due.delete(channel);
      void safely('announce', () => announce(channel, companyId));
    }, ANNOUNCE_DELAY_MS).unref();
  };

  const presence: Presence = {
    join: (socketId, channel, companyId, userId) =>
      safely('join', async () => {
        await db.execute(sql`insert into ${livePresence}
            (process_id, socket_id, channel, company_id, user_id)
          values (${processId}, ${socketId}, ${channel}, ${companyId}, ${userId})
          on conflict (company_id, channel, process_id, socket_id) do update set seen_at = now()`);
        later(channel, companyId);
      }),
    leave: (socketId, channel) =>
      safely('leave', async () => {
        const gone = await db.execute<{ company_id: number }>(sql`delete from ${livePresence}
          where process_id = ${processId} and socket_id = ${socketId} and channel = ${channel}
          returning company_id`);
        const row = gone.rows[0];
        if (row) later(channel, row.company_id);
      }),
    beat: () =>
      safely('keepalive', async () => {
        await db.execute(sql`update ${livePresence} set seen_at = now()
          where process_id = ${processId}`);
        const dead = await db.execute<{ channel: string; company_id: number }>(sql`
          delete from ${livePresence} where not (${fresh}) returning channel, company_id`);
        for (const row of dead.rows) later(row.channel, row.company_id);
      }),
    leaveAll: () =>
      safely('close', async () => {
        const gone = await db.execute<{ channel: string; company_id: number }>(sql`
          delete from ${livePresence} where process_id = ${processId}
          returning channel, company_id`);
        const channels = new Map(gone.rows.map((r) => [r.channel, r.company_id]));
        for (const [channel, companyId] of channels) await announce(channel, companyId);
      }),
  };
  return presence;
}
