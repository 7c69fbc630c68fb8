import cluster, { type Worker } from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { wantsPrettyLogs } from '../platform/logger';
import { StartFailure } from '../start-failure';
import type { Prepared } from './prepare';

const START_FAILURE = 'laydown:start-failure';
const STOP_TIMEOUT_MS = 20_000;
/** More unplanned exits than this within a minute: something is wrong that restarts will not fix. */
const RESTARTS_PER_MINUTE = 5;

/** What a server process tells the primary when it cannot start, so the line is printed once. */
export function startFailureMessage(line: string) {
  return { type: START_FAILURE, line };
}

function failureLine(message: unknown): string | null {
  const m = message as { type?: unknown; line?: unknown } | null;
  return m?.type === START_FAILURE && typeof m.line === 'string' ? m.line : null;
}

interface ClusterOptions {
  config: Config;
  prepared: Prepared;
  logger: Logger;
}

/**
 * Forks WEB_CONCURRENCY server processes that share the port (node:cluster) and resolves once all
 * listen; a process that fails to start stops the whole start with its one line. Afterwards a
 * process that dies is replaced in its slot. Slot 0 alone runs the job workers (decision 0036).
 * SIGTERM/SIGINT: every process finishes its in-flight requests, then the database is closed.
 */
export async function startCluster({ config, prepared, logger }: ClusterOptions): Promise<void> {
  const count = config.webConcurrency;
  const slots = new Map<Worker, number>();
  let phase: 'starting' | 'running' | 'stopping' | 'failed' = 'starting';
  let startFailure: string | null = null;
  const exits: number[] = [];

  const fork = (slot: number): Worker => {
    const worker = cluster.fork({
      DATABASE_URL: prepared.database.url,
      JOBS: config.jobs && slot === 0 ? '1' : '0',
      LOG_FORMAT: wantsPrettyLogs(config.logFormat) ? 'pretty' : 'json',
      WEB_CONCURRENCY: String(count),
    });
    slots.set(worker, slot);
    worker.on('message', (message: unknown) => (startFailure ??= failureLine(message)));
    return worker;
  };

  const stopAll = async (): Promise<boolean> => {
    const results = await Promise.all([...slots.keys()].map(stopWorker));
    return results.every(Boolean);
  };

  const shutdown = async (reason: string, code: number) => {
    if (phase === 'stopping' || phase === 'failed') return;
    phase = 'stopping';
    logger.info({ reason }, 'shutting down');
    const clean = await stopAll();
    await prepared.database.close();
    process.exit(clean ? code : 1);
  };

  const started = new Promise<void>((resolve, reject) => {
    // A process may listen on several addresses (HOST=localhost: IPv4 and IPv6): count processes.
    const listening = new Set<Worker>();
    cluster.on('listening', (worker) => {
      listening.add(worker);
      if (phase === 'starting' && listening.size === count) {
        phase = 'running';
        resolve();
      }
    });
    cluster.on('exit', (worker, code, signal) => {
      const slot = slots.get(worker) ?? 0;
      slots.delete(worker);
      listening.delete(worker);
      const how = signal ?? `exit code ${code}`;
      if (phase === 'failed') return;
      if (phase === 'stopping') {
        if (code !== 0 && signal !== 'SIGTERM') {
          logger.warn(`server process ${slot + 1} stopped with ${how}`);
        }
        return;
      }
      if (phase === 'starting') {
        phase = 'failed';
        // The failing process's message may still be in flight behind its exit.
        void sleep(200).then(async () => {
          await stopAll();
          reject(
            new StartFailure(
              startFailure ??
                `Cannot start: a server process stopped while starting (${how}). Run with LOG_LEVEL=debug for the details.`,
            ),
          );
        });
        return;
      }
      const now = Date.now();
      exits.push(now);
      while (exits.length > 0 && (exits[0] ?? now) < now - 60_000) exits.shift();
      if (exits.length > RESTARTS_PER_MINUTE) {
        logger.error(
          `server processes stopped ${exits.length} times in a minute; stopping Laydown`,
        );
        void shutdown('server processes keep stopping', 1);
        return;
      }
      logger.warn(`server process ${slot + 1} stopped (${how}); starting a new one`);
      fork(slot);
    });
  });

  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  for (let slot = 0; slot < count; slot++) fork(slot);
  await started;
}

/**
 * SIGTERM (a graceful stop), then SIGKILL after the timeout. Clean when it exited with 0, or was
 * ended by the SIGTERM itself before it had set up its shutdown: it was still starting then, so no
 * request was in flight.
 */
async function stopWorker(worker: Worker): Promise<boolean> {
  const proc = worker.process;
  const clean = (code: number | null, signal: NodeJS.Signals | null) =>
    code === 0 || signal === 'SIGTERM';
  if (worker.isDead()) return clean(proc.exitCode, proc.signalCode);
  const exited = new Promise<boolean>((resolve) =>
    proc.once('exit', (code, signal) => resolve(clean(code, signal))),
  );
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const result = await exited;
  clearTimeout(timer);
  return result;
}
