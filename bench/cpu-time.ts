import fs from 'node:fs';

/**
 * CPU time (user + system, µs) a process has used, from /proc on Linux; null elsewhere. Per
 * request it says what a call costs the server, which a machine busy with other work changes
 * far less than it changes requests per second.
 */
export function cpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * (1_000_000 / CLOCK_TICKS) : null;
  } catch {
    return null;
  }
}

/** USER_HZ: 100 on every Linux build Node runs on. */
const CLOCK_TICKS = 100;
