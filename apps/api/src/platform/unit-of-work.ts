import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { historyEntries, liveMessages, type HistoryChange } from '../db/schema/index';
import type { JobQueue, EnqueueOptions } from './jobs/job-queue';
import type { JobName, JobPayloads } from './jobs/job-names';
import { StaleVersionError } from './errors';
import type { WorkScope } from './scope';

/** The open transaction of a unit of work. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface HistoryRecord {
  subjectType: string;
  subjectId: number;
  /** What happened, in one word: created, updated, deleted, submitted... */
  action: string;
  /** What a person reads in the history list. */
  title: string;
  /** The record as it was after the change, when the reader needs it whole. */
  snapshot?: unknown;
  changes?: HistoryChange[];
}

/** What a service's write gets: its transaction, its scope and the effects it may collect. */
export interface UnitOfWork<S extends WorkScope = WorkScope> {
  tx: Transaction;
  scope: S;
  history: { record(entry: HistoryRecord): Promise<void> };
  /** Queues a job that exists only if the unit of work commits. */
  enqueue<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<string>;
  /**
   * A live message, announced to other processes only once the unit of work commits. Messages are
   * written together when the work is done, so `when` (an SQL condition) sees the final state.
   */
  publish(channel: string, payload: unknown, options?: PublishOptions): Promise<void>;
  /** Refuses a save based on an older version of the record (409 with the current version). */
  expectVersion(current: number, sent: number): void;
}

export interface PublishOptions {
  /** Written only if this holds when the work is done (e.g. the order is sent to its vendor). */
  when?: SQL;
}

interface LiveMessage {
  channel: string;
  payload: unknown;
  when: SQL | undefined;
}

export const LIVE_MESSAGES_CHANNEL = 'live_messages';

/** What a module does whenever a history entry of its subject is recorded (e.g. announce it live). */
export type HistoryFollower = (uow: UnitOfWork, entry: HistoryRecord) => Promise<void>;

const historyFollowers = new Map<string, HistoryFollower>();

/**
 * Every write of a subject records history, so a module that announces its writes live follows its
 * history in one place instead of in each service (the orders module: decision 0085).
 */
export function followHistory(subjectType: string, follower: HistoryFollower): void {
  if (historyFollowers.has(subjectType)) throw new Error(`${subjectType} is followed twice`);
  historyFollowers.set(subjectType, follower);
}

/**
 * The job queue units of work enqueue through; buildApp binds it. A job is inserted through the
 * unit of work's own transaction, so any bound queue of the process inserts the same row.
 */
let jobQueue: JobQueue | undefined;

export function bindJobQueue(jobs: JobQueue): void {
  jobQueue = jobs;
}

/**
 * One write: opens the transaction, runs `work` with the unit of work, commits. History, jobs and
 * live messages are written in the same transaction, so a failed request leaves none of them
 * behind (decision 0068). Services open it; routes never do. Opened inside another transaction
 * (a seed that runs many services at once), it is a savepoint of that transaction.
 */
export async function inUnitOfWork<S extends WorkScope, T>(
  db: Executor,
  scope: S,
  work: (uow: UnitOfWork<S>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const effects: Effects = { history: [], live: [] };
    const result = await work(unitOfWork(tx, scope, effects));
    await writeEffects(tx, scope, effects);
    return result;
  });
}

/** What a unit of work writes when its work is done, in one statement (one round trip). */
interface Effects {
  /** History rows as JSON, serialised when recorded (later changes to a snapshot do not leak in). */
  history: string[];
  live: LiveMessage[];
}

function unitOfWork<S extends WorkScope>(
  tx: Transaction,
  scope: S,
  { history, live }: Effects,
): UnitOfWork<S> {
  // One write announces the same message once, however many entries or calls lead to it.
  const published = new Set<string>();
  const uow: UnitOfWork<S> = {
    tx,
    scope,
    history: {
      async record(entry) {
        history.push(historyRow(scope, entry));
        await historyFollowers.get(entry.subjectType)?.(uow, entry);
      },
    },
    enqueue(name, data, options) {
      if (!jobQueue) throw new Error('no job queue is bound (bindJobQueue)');
      return jobQueue.enqueue(tx, name, data, options);
    },
    async publish(channel, payload, options = {}) {
      const key = `${channel}\n${JSON.stringify(payload)}`;
      if (published.has(key)) return;
      published.add(key);
      live.push({ channel, payload, when: options.when });
    },
    expectVersion(current, sent) {
      if (current !== sent) throw new StaleVersionError(current);
    },
  };
  return uow;
}

const HISTORY_COLUMNS = [
  'company_id',
  'subject_type',
  'subject_id',
  'author_user_id',
  'author_vendor_user_id',
  'impersonator_user_id',
  'action',
  'title',
  'snapshot',
  'changes',
] as const;

function historyRow(scope: WorkScope, entry: HistoryRecord): string {
  const row: Record<(typeof HISTORY_COLUMNS)[number], unknown> = {
    company_id: scope.companyId,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    author_user_id: scope.userId,
    author_vendor_user_id: scope.kind === 'vendor' ? scope.vendorUserId : null,
    impersonator_user_id: scope.impersonatorUserId,
    action: entry.action,
    title: entry.title,
    snapshot: entry.snapshot ?? null,
    changes: entry.changes ?? [],
  };
  return JSON.stringify(row);
}

/**
 * The unit of work's history rows and live messages in one statement. The live messages are
 * outbox rows with their NOTIFY: NOTIFY inside a transaction is delivered at commit and dropped on
 * rollback; its payload is the row's id (a NOTIFY payload is limited to 8000 bytes).
 */
async function writeEffects(tx: Executor, scope: WorkScope, { history, live }: Effects) {
  const columns = sql.raw(HISTORY_COLUMNS.join(', '));
  const historyInsert =
    history.length === 0
      ? undefined
      : sql`insert into ${historyEntries} (${columns})
          select ${columns} from json_populate_recordset(null::history_entries, ${`[${history.join(',')}]`}::json)`;
  if (live.length === 0) {
    if (historyInsert) await tx.execute(historyInsert);
    return;
  }
  const rows = live.map(
    (m) =>
      sql`select ${scope.companyId}::int, ${m.channel}::text, ${JSON.stringify(m.payload)}::jsonb${
        m.when ? sql` where ${m.when}` : sql``
      }`,
  );
  await tx.execute(sql`with ${historyInsert ? sql`history as (${historyInsert}), ` : sql``}written as (
    insert into ${liveMessages} (company_id, channel, payload) ${sql.join(rows, sql` union all `)}
    returning id
  ) select pg_notify(${LIVE_MESSAGES_CHANNEL}, id::text) from written`);
}

/** A JSON-friendly value for a change row: dates as ISO strings, undefined as null. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}

/**
 * The change rows between a record before and after a save, for the named fields: a field absent
 * from `after` (not sent) is not a change.
 */
export function diffFields<T extends object>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
  section = 'details',
): HistoryChange[] {
  return fields
    .filter((field) => field in after && after[field] !== undefined)
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ section, field, old: plain(before[field]), new: plain(after[field]) }));
}
