import { spawn } from 'node:child_process';
import net from 'node:net';
import { describe, expect, inject, it } from 'vitest';

const API_DIR = new URL('..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
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
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('stops at a bad setting with one clear line', async () => {
    const server = start({ PORT: 'not-a-port', DATABASE_URL: inject('databaseUrl') });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration: PORT must be a port number between 1 and 65535 (got "not-a-port")',
    );
  });

  it('serves, then on SIGTERM finishes in-flight requests and exits cleanly', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), DATABASE_URL: inject('databaseUrl'), DEMO: '0' });
    const base = `http://127.0.0.1:${port}`;
    let healthy = false;
    for (let i = 0; i < 120 && !healthy; i++) {
      healthy = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy).toBe(true);
    expect(server.output()).toContain(`Laydown is running at http://localhost:${port}`);

    // A request whose headers have arrived but whose body has not: in flight when SIGTERM comes.
    const body = JSON.stringify({
      user: { email: 'nobody@nowhere.test', password: 'Wrong-passw0rd!' },
    });
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (d) => (response += String(d)));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/users/sign_in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 401/);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
