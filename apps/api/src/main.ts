import cluster from 'node:cluster';
import { loadConfig } from './config';
import { startFailureMessage } from './process/cluster';
import { describeStartFailure } from './start-failure';

/**
 * Process entry. The primary prepares the database and seeds once, then serves or forks the
 * server processes (process/primary.ts); a forked one only serves (process/worker.ts). Each part
 * is loaded only where it runs. Any start failure prints one line saying what to do.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary) {
    const { runPrimary } = await import('./process/primary');
    await runPrimary(config);
  } else {
    const { runWorker } = await import('./process/worker');
    await runWorker(config);
  }
}

const debugging = () => process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';

/** Ends a failed start with its one line: a server process tells the primary, which prints it. */
function failStart(error: unknown): void {
  const line = describeStartFailure(error);
  const exit = () => process.exit(1);
  if (debugging()) console.error(error);
  if (cluster.isWorker && process.send && process.connected)
    process.send(startFailureMessage(line), undefined, {}, exit);
  else if (cluster.isWorker) exit();
  else {
    console.error(line);
    exit();
  }
}

/**
 * While a server process starts, Node's own cluster code can throw outside main()'s promise (on
 * Node 20, a TypeError in listenOnPrimaryHandle when a second process's listen is refused after
 * the first's): that process ends without a word, and the primary prints the line the other one
 * sent (or its own "stopped while starting"), instead of a stack trace beside it.
 */
function endQuietly(error: unknown): void {
  if (debugging()) console.error(error);
  process.exit(1);
}

if (cluster.isWorker) process.on('uncaughtException', endQuietly);
main()
  .then(() => process.off('uncaughtException', endQuietly))
  .catch(failStart);
