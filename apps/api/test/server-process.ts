import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterEach } from 'vitest';

const API_DIR = new URL('..', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ReturnType<typeof spawn>;
  exited: Promise<number | null>;
  output: () => string;
}

const running = new Set<ServerProcess>();

// A test that fails half-way leaves no server behind: its server processes follow the primary.
afterEach(async () => {
  for (const server of running) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  running.clear();
});

/** `npm start`'s entry as a process of its own, with only the given environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const server = { child, exited, output: () => output };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** True once /api/health answers 200; false when the process exits or time runs out first. */
export async function waitHealthy(
  server: ServerProcess,
  port: number,
  timeoutMs = 90_000,
): Promise<boolean> {
  let gone = false;
  void server.exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Waits until the process has printed `text` (the start banner comes once every process listens). */
export async function waitForOutput(
  server: ServerProcess,
  text: string,
  timeoutMs = 30_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !server.output().includes(text)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return server.output();
}
