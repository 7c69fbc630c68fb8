import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartFailure } from '../start-failure';

/**
 * A Laydown server that dies without its shutdown (kill -9, power loss, an OOM kill) leaves its
 * embedded PostgreSQL running, holding the data folder and the port. The next start must recognise
 * that PostgreSQL as its own and stop it, but must not stop the database of a Laydown server that
 * is still running on the same DATA_DIR. `DATA_DIR/laydown.pid` names the server that owns the
 * folder (decision 0037).
 */
const OWNER_FILE = 'laydown.pid';

export interface DataDirClaim {
  release: () => void;
}

/** Claims DATA_DIR for this process; refuses when a live Laydown server holds it. */
export function claimDataDir(dataDir: string): DataDirClaim {
  const file = path.join(dataDir, OWNER_FILE);
  const owner = readPid(file);
  if (owner !== null && owner !== process.pid && isAlive(owner) && looksLike(owner, 'node')) {
    throw new StartFailure(
      `Cannot start: another Laydown server (process ${owner}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  fs.writeFileSync(file, `${process.pid}\n`);
  return {
    release: () => {
      if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
    },
  };
}

/**
 * Stops the PostgreSQL named by `postmaster.pid` in `databaseDir`, when the folder is claimed
 * (so its owner is gone): a fast shutdown first (running transactions roll back, as after any
 * crash), then an immediate one. A pid file whose process is gone is removed.
 */
export async function stopOrphanedPostgres(databaseDir: string): Promise<number | null> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (pid === null) return null;
  if (!isAlive(pid) || !looksLike(pid, 'postgres')) {
    fs.rmSync(pidFile, { force: true });
    return null;
  }
  for (const [signal, waitMs] of [
    ['SIGINT', 20_000],
    ['SIGQUIT', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      break; // not ours to signal: reported below
    }
    if (await exited(pid, waitMs)) {
      fs.rmSync(pidFile, { force: true });
      return pid;
    }
  }
  throw new StartFailure(
    `Cannot start: PostgreSQL (process ${pid}) from an earlier run still holds ${databaseDir} and did not stop. Stop it (kill ${pid}) and start again.`,
  );
}

function readPid(file: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.split('\n')[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as its own user under root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** An exited process its new parent has not reaped yet (a container's init may never do it). */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/**
 * Whether the process's command mentions `name`, so a pid reused by an unrelated program after a
 * reboot is left alone. Where the command cannot be read, a live process is taken at its word.
 */
function looksLike(pid: number, name: string): boolean {
  const command = processCommand(pid);
  return command === null || command.includes(name);
}

function processCommand(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    // No /proc (macOS): ask ps; Windows has neither.
  }
  try {
    return execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
  } catch {
    return null;
  }
}

async function exited(pid: number, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}
