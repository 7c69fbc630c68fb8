import type { AppDeps } from '../../deps';
import * as repo from './repository';
import { createFilesDeps, type FilesDeps } from './service';
import { SIGNED_ID_SECONDS } from './signed-ids';

/** Blobs deleted per statement, so one run never holds a long lock on file_blobs. */
const BATCH = 500;
/** A generated file's url is signed just after its row is written: a minute covers the gap. */
const MARGIN_SECONDS = 60;

/**
 * Deletes the files the app generated for a member (background PDFs, decision 0096) whose url has
 * expired: their rows first, then their stored objects (an object left by a failed delete is
 * unreachable, no row names it). Answers how many went.
 */
export async function deleteExpiredGeneratedFiles(
  files: Pick<FilesDeps, 'db' | 'storage'>,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - (SIGNED_ID_SECONDS + MARGIN_SECONDS) * 1000);
  let deleted = 0;
  for (;;) {
    const keys = await repo.deleteGeneratedBlobsBefore(files.db, before, BATCH);
    for (const key of keys) await files.storage.delete(key);
    deleted += keys.length;
    if (keys.length < BATCH) return deleted;
  }
}

/** Registers the hourly `files.prune_generated` worker (modules/workers.ts). */
export function registerGeneratedFilesCleanup(deps: AppDeps): void {
  const files = createFilesDeps(deps);
  deps.jobs.work('files.prune_generated', async () => {
    await deleteExpiredGeneratedFiles(files);
  });
}
