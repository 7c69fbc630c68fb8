import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitHealthy } from '../../test/server-process';

// Slow by nature: a real PostgreSQL is initialised and started twice.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-restart-'));
fs.chmodSync(dataDir, 0o777); // as root, PostgreSQL runs as its own user and needs the folder
afterAll(async () => {
  // After a failure half-way, the killed server's PostgreSQL may still run: stop it first.
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = postmasterPid();
    if (alive(pid)) process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function postmasterPid(): number {
  const text = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // An exited process that nobody reaped yet is not running.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
}

describe('the embedded PostgreSQL after the server was killed', () => {
  it('starts again after kill -9: the orphaned PostgreSQL is stopped, a second server is refused', async () => {
    const env = {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      DEMO: '0',
      WEB_CONCURRENCY: '2',
    };
    const firstPort = await freePort();
    const first = startServerProcess({ ...env, PORT: String(firstPort) });
    expect(await waitHealthy(first, firstPort), first.output()).toBe(true);
    const orphan = postmasterPid();

    // A second server on the same DATA_DIR while the first runs: one clear line, the first unharmed.
    const other = startServerProcess({ ...env, PORT: String(await freePort()) });
    expect(await other.exited).toBe(1);
    expect(other.output().trim()).toBe(
      `Cannot start: another Laydown server (process ${first.child.pid}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    expect(alive(orphan)).toBe(true);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(alive(orphan)).toBe(true); // what used to stop the next start

    const secondPort = await freePort();
    const second = startServerProcess({ ...env, PORT: String(secondPort) });
    expect(await waitHealthy(second, secondPort), second.output()).toBe(true);
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
    const health = await fetch(`http://127.0.0.1:${secondPort}/api/health`).then((r) => r.json());
    expect(health).toMatchObject({ status: 'ok', database: 'up' });

    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'laydown.pid'))).toBe(false);
  }, 180_000);
});
