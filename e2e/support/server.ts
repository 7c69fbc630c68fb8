import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const API_DIR = fileURLToPath(new URL('../../apps/api', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (the benchmarks read its CPU time). */
  pid: number | undefined;
  /** The server's own database, when DATABASE_URL named a PostgreSQL server to make it on. */
  databaseUrl: string | undefined;
  output: () => string;
  stop: () => Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The server from its TypeScript source; `COMPILED_SERVER` is what `npm start` runs after the build. */
const SOURCE_SERVER = ['--import', 'tsx', 'src/main.ts'];
export const COMPILED_SERVER = ['dist/main.js'];

/**
 * Starts the real server (`npm start`'s process) on a free port with a database of its own:
 * a fresh database on DATABASE_URL's server, or the embedded PostgreSQL in a temp folder.
 */
export async function startServer(
  env: Record<string, string>,
  args: string[] = SOURCE_SERVER,
): Promise<RunningServer> {
  const port = await freePort();
  const cleanups: (() => Promise<void>)[] = [];
  const dbEnv: Record<string, string> = {};
  if (process.env.DATABASE_URL) {
    const name = `laydown_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin(process.env.DATABASE_URL, `create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    dbEnv.DATABASE_URL = url.toString();
    cleanups.push(() =>
      admin(process.env.DATABASE_URL as string, `drop database if exists ${name} with (force)`),
    );
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-e2e-'));
    fs.chmodSync(dir, 0o777);
    dbEnv.DATA_DIR = dir;
    dbEnv.EMBEDDED_PG_PORT = String(await freePort());
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  }

  let output = '';
  // SERVER_CPU_PROF=<dir>: a V8 CPU profile of the server, written there when it stops (benches).
  const profile = process.env.SERVER_CPU_PROF;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, ...args] : args;
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...dbEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, exited, () => output);
  return {
    baseUrl,
    pid: child.pid,
    databaseUrl: dbEnv.DATABASE_URL,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      for (const cleanup of cleanups) await cleanup();
      return code;
    },
  };
}

async function waitForHealth(
  baseUrl: string,
  exited: Promise<number | null>,
  output: () => string,
) {
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (done) throw new Error(`server exited before it was ready:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after 90 s:\n${output()}`);
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
