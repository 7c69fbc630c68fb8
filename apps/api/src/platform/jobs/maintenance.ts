import type { Database } from '../../db/client';
import { deleteExpiredSessions } from '../auth/session-store';
import { pruneHits } from '../rate-limit';
import { pruneLiveMessages } from '../live/outbox';
import type { JobQueue } from './job-queue';

/**
 * The hourly `maintenance.prune` job: expired sessions, day-old rate-limit hits and hour-old live
 * messages go.
 */
export async function pruneExpired(db: Database): Promise<void> {
  await deleteExpiredSessions(db);
  await pruneHits(db);
  await pruneLiveMessages(db);
}

export function registerMaintenance(jobs: JobQueue, { db }: { db: Database }): void {
  jobs.work('maintenance.prune', () => pruneExpired(db));
}
