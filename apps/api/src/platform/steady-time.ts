import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers no sooner than `floorMs` after the start, whatever happened inside:
 * a call whose work differs by whether an account exists (mailing a link or not) then takes the
 * same time either way, so its timing does not tell (decision 0029).
 */
export async function atSteadyPace<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

/** The floor of the account calls that mail a link: well above what mailing takes. */
export const ACCOUNT_MAIL_FLOOR_MS = 300;
