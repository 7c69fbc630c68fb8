import type { AppDeps } from '../../deps';
import * as repo from './repository';
import { createFilesDeps, type FilesDeps } from './service';
import { SIGNED_ID_SECONDS } from './signed-ids';

/** Blobs deleted per transaction, so one run never holds a long lock on file_blobs. */
const BATCH = 500;
/** A signed id is made just after the moment a rule counts from: a minute covers the gap. */
const MARGIN_SECONDS = 60;
/**
 * How long a blob of each kind is kept unused. A generated file's url, and the last signed id
 * handed out for an upload before it was removed from its document, last SIGNED_ID_SECONDS; an
 * upload url lasts 10 minutes, so a day-old pending blob will never get its bytes.
 */
const KEPT_SECONDS: Record<repo.UnusedBlobKind, number> = {
  generated: SIGNED_ID_SECONDS + MARGIN_SECONDS,
  pending: 24 * 3600,
  unattached: SIGNED_ID_SECONDS + MARGIN_SECONDS,
};

/**
 * Deletes the unused blobs of one kind, in batches: each batch's rows in one transaction (locked,
 * then deleted if still unused: decision 0111), then, after commit, their stored objects (an object
 * left by a failed delete is unreachable, no row names it). Answers how many went.
 */
export async function deleteUnusedBlobs(
  files: Pick<FilesDeps, 'db' | 'storage'>,
  kind: repo.UnusedBlobKind,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - KEPT_SECONDS[kind] * 1000);
  let deleted = 0;
  for (;;) {
    const { locked, keys } = await files.db.transaction(async (tx) => {
      const ids = await repo.lockUnusedBlobs(tx, kind, before, BATCH);
      return { locked: ids.length, keys: await repo.deleteUnusedBlobs(tx, kind, before, ids) };
    });
    for (const key of keys) await files.storage.delete(key);
    deleted += keys.length;
    if (locked < BATCH) return deleted;
  }
}

/** The files the app generated for a member (background PDFs, 0096) whose url has expired (0105). */
export const deleteExpiredGeneratedFiles = (files: Pick<FilesDeps, 'db' | 'storage'>, now?: Date) =>
  deleteUnusedBlobs(files, 'generated', now);

/** Registers the hourly `files.prune_generated` and `files.prune_unattached` workers (modules/workers.ts). */
export function registerUnusedBlobsCleanup(deps: AppDeps): void {
  const files = createFilesDeps(deps);
  deps.jobs.work('files.prune_generated', async () => {
    await deleteUnusedBlobs(files, 'generated');
  });
  deps.jobs.work('files.prune_unattached', async () => {
    await deleteUnusedBlobs(files, 'pending');
    await deleteUnusedBlobs(files, 'unattached');
  });
}
