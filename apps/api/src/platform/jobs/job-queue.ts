import PgBoss from 'pg-boss';
import type { Database, Executor } from '../../db/client';
import { JOB_DEFINITIONS, JOB_NAMES, type JobName, type JobPayloads } from './job-names';
import { JOBS_SCHEMA } from './install';
import { executorSql, poolSql } from './sql-executor';

/** What a worker knows about the run it is in. */
export interface JobAttempt {
  id: string;
  /** 0 on the first run, 1 on the first retry... */
  retryCount: number;
  /** No retry follows when this run fails. */
  final: boolean;
}

export type JobHandler<N extends JobName> = (
  data: JobPayloads[N],
  attempt: JobAttempt,
) => Promise<void>;

export interface EnqueueOptions {
  /** Seconds to wait before the job may run. */
  startAfterSeconds?: number;
}

export interface JobQueue {
  /**
   * Inserts a job through `db`. Inside a transaction the job exists only if that transaction
   * commits, so a failed request leaves no job behind. Answers the job's id.
   */
  enqueue<N extends JobName>(
    db: Executor,
    name: N,
    data: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Registers the worker of one job; workers run once `start` is called (JOBS=1). */
  work<N extends JobName>(name: N, handler: JobHandler<N>): void;
  /** Runs when the queue stops, after the last job finished (closing a transport). */
  onStop(cleanup: () => void | Promise<void>): void;
  start(): Promise<void>;
  /** Stops fetching, waits for running jobs (up to 10 s) and for pg-boss's last statements. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Database;
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  /** How often an idle worker looks for jobs; pg-boss's default is 2 s. */
  pollingIntervalSeconds?: number;
  /** Replaces every job's retry delay (no backoff); tests use 0 to see retries at once. */
  retryDelaySeconds?: number;
}

type AnyHandler = (data: unknown, attempt: JobAttempt) => Promise<void>;

/** The app's job queue on pg-boss; nothing connects or polls until `start`. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const inFlight = new Set<Promise<unknown>>();
  const pool = poolSql(options.db);
  // Every statement pg-boss runs on the pool is tracked, so `stop` can wait for the last ones
  // before main.ts closes the pool.
  const tracked: PgBoss.Db = {
    executeSql(text, values) {
      const run = pool.executeSql(text, values);
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run)).catch(() => {});
      return run;
    },
  };
  const boss = new PgBoss({ db: tracked, schema: JOBS_SCHEMA, migrate: false });
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  const handlers = new Map<JobName, AnyHandler>();
  const cleanups: (() => void | Promise<void>)[] = [];
  let started = false;

  // pg-boss refuses an option that is present but undefined, so options are only set when known.
  const jobOptions = (name: JobName) => {
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = JOB_DEFINITIONS[name];
    return options.retryDelaySeconds === undefined
      ? { retryLimit, retryDelay, retryBackoff, expireInSeconds }
      : { retryLimit, retryDelay: options.retryDelaySeconds, retryBackoff: false, expireInSeconds };
  };
  const workOptions = {
    includeMetadata: true as const,
    batchSize: 1,
    ...(options.pollingIntervalSeconds === undefined
      ? {}
      : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
  };

  return {
    async enqueue(db, name, data, enqueueOptions = {}) {
      const { startAfterSeconds } = enqueueOptions;
      const id = await boss.send(name, data, {
        db: executorSql(db),
        ...jobOptions(name),
        ...(startAfterSeconds === undefined ? {} : { startAfter: startAfterSeconds }),
      });
      // pg-boss inserts nothing (and answers null) for a queue it does not know.
      if (!id) throw new Error(`job ${name} was not queued: is its queue installed?`);
      return id;
    },
    work(name, handler) {
      if (handlers.has(name)) throw new Error(`job ${name} already has a worker`);
      handlers.set(name, handler as AnyHandler);
    },
    onStop(cleanup) {
      cleanups.push(cleanup);
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      for (const [name, handler] of handlers) {
        await boss.work<unknown>(name, workOptions, async ([job]) => {
          if (!job) return;
          const attempt = {
            id: job.id,
            retryCount: job.retryCount,
            final: job.retryCount >= job.retryLimit,
          };
          try {
            await handler(job.data, attempt);
          } catch (err) {
            // pg-boss records the failure and retries; the log says which job failed and why.
            options.log.warn({ err, job: name, ...attempt }, 'job failed');
            throw err;
          }
        });
      }
      for (const name of JOB_NAMES) {
        const { cron } = JOB_DEFINITIONS[name];
        if (cron) await boss.schedule(name, cron, {}, { ...jobOptions(name), tz: 'UTC' });
      }
    },
    async stop() {
      if (started) {
        started = false;
        await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
        while (inFlight.size) await Promise.allSettled([...inFlight]);
      }
      for (const cleanup of cleanups.splice(0)) await cleanup();
    },
  };
}
