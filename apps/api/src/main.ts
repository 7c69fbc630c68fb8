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

main().catch((error: unknown) => {
  const line = describeStartFailure(error);
  const exit = () => process.exit(1);
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(error);
  // A server process tells the primary, which prints the line once for all of them.
  if (cluster.isWorker && process.send)
    process.send(startFailureMessage(line), undefined, {}, exit);
  else {
    console.error(line);
    exit();
  }
});
