import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import {
  freePort,
  startServerProcess as start,
  waitForOutput,
  waitHealthy,
} from '../test/server-process';

describe('the server process', () => {
  it('stops at a bad setting with one clear line', async () => {
    const server = start({ PORT: 'not-a-port', DATABASE_URL: inject('databaseUrl') });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration: PORT must be a port number between 1 and 65535 (got "not-a-port")',
    );
  });

  it.each(['1', '2'])(
    'serves with %s server process(es), then on SIGTERM finishes in-flight requests and exits cleanly',
    async (processes) => {
      const port = await freePort();
      const server = start({
        PORT: String(port),
        DATABASE_URL: inject('databaseUrl'),
        DEMO: '0',
        WEB_CONCURRENCY: processes,
      });
      const base = `http://127.0.0.1:${port}`;
      expect(await waitHealthy(server, port)).toBe(true);
      await waitForOutput(server, 'Server processes:');
      expect(server.output()).toContain(`Laydown is running at http://localhost:${port}`);
      expect(server.output()).toContain(`Server processes: ${processes}`);

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
    },
  );

  it('replaces a server process that dies, and keeps serving', async () => {
    const port = await freePort();
    const server = start({
      PORT: String(port),
      DATABASE_URL: inject('databaseUrl'),
      DEMO: '0',
      WEB_CONCURRENCY: '2',
    });
    expect(await waitHealthy(server, port)).toBe(true);
    await waitForOutput(server, 'Server processes: 2');
    const children = () =>
      execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
    const [victim] = children();
    process.kill(victim ?? 0, 'SIGKILL');
    let replaced = false;
    for (let i = 0; i < 120 && !replaced; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const now = children();
      replaced = now.length === 2 && victim !== undefined && !now.includes(victim);
    }
    expect(replaced, server.output()).toBe(true);
    expect(server.output()).toMatch(/server process \d stopped \(SIGKILL\); starting a new one/);
    expect(await waitHealthy(server, port)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops with one clear line when its port is taken', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      const server = start({
        PORT: String(port),
        DATABASE_URL: inject('databaseUrl'),
        DEMO: '0',
        WEB_CONCURRENCY: '2',
      });
      expect(await server.exited).toBe(1);
      expect(server.output().trim()).toBe(
        `Cannot start: port ${port} is already in use (another program, perhaps another Laydown, listens there). Stop it or set PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  });

  it('stops with one clear line when the database does not answer', async () => {
    const closed = await freePort();
    const server = start({ DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/laydown` });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      `Cannot start: PostgreSQL does not answer at 127.0.0.1:${closed}. Start it, or correct DATABASE_URL (unset it to use the embedded PostgreSQL).`,
    );
  });
});
