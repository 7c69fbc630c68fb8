import { and, asc, eq, inArray, lt, notExists, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { jsonArraySql, jsonRowSql, rowsFromJson, type RowKey } from '../../db/json-rows';
import { preparedPerDatabase } from '../../db/prepared';
import { fileAttachments, fileBlobs } from '../../db/schema/index';

type Company = { companyId: number };
export type BlobRow = typeof fileBlobs.$inferSelect;
export type AttachmentRow = typeof fileAttachments.$inferSelect;

export async function insertBlob(db: Executor, values: typeof fileBlobs.$inferInsert) {
  const [row] = await db.insert(fileBlobs).values(values).returning();
  if (!row) throw new Error('blob insert returned nothing');
  return row;
}

export async function findBlob(db: Executor, ctx: Company, id: number) {
  const [row] = await db
    .select()
    .from(fileBlobs)
    .where(and(eq(fileBlobs.companyId, ctx.companyId), eq(fileBlobs.id, id)));
  return row;
}

/**
 * The blobs about to be attached, marked attached (`unattached_since` null) and so locked until
 * the caller's transaction ends: `files.prune_unattached` skips a locked blob, and a blob it
 * deleted first is simply not found here (decision 0111).
 */
export async function claimBlobsToAttach(db: Executor, ctx: Company, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .update(fileBlobs)
    .set({ unattachedSince: null })
    .where(and(eq(fileBlobs.companyId, ctx.companyId), inArray(fileBlobs.id, ids)))
    .returning();
}

/** After an attachment is removed: the blob counts as unattached from `now` if nothing else holds it. */
export async function markUnattachedIfFree(db: Executor, ctx: Company, blobId: number, now: Date) {
  await db
    .update(fileBlobs)
    .set({ unattachedSince: now })
    .where(
      and(
        eq(fileBlobs.companyId, ctx.companyId),
        eq(fileBlobs.id, blobId),
        eq(fileBlobs.origin, 'upload'),
        notAttached(db),
      ),
    );
}

/** Marks a pending blob uploaded with what was stored; false if it was not pending any more. */
export async function markUploaded(
  db: Executor,
  ctx: Company,
  id: number,
  values: Pick<BlobRow, 'filename' | 'contentType' | 'byteSize' | 'checksum'>,
) {
  const rows = await db
    .update(fileBlobs)
    .set({ ...values, state: 'uploaded', uploadedAt: new Date(), unattachedSince: new Date() })
    .where(
      and(
        eq(fileBlobs.companyId, ctx.companyId),
        eq(fileBlobs.id, id),
        eq(fileBlobs.state, 'pending'),
      ),
    )
    .returning({ id: fileBlobs.id });
  return rows.length === 1;
}

export async function attachmentsOfBlob(db: Executor, ctx: Company, blobId: number) {
  return db
    .select()
    .from(fileAttachments)
    .where(and(eq(fileAttachments.companyId, ctx.companyId), eq(fileAttachments.blobId, blobId)));
}

export async function insertAttachments(
  db: Executor,
  rows: (typeof fileAttachments.$inferInsert)[],
) {
  if (rows.length === 0) return;
  await db.insert(fileAttachments).values(rows).onConflictDoNothing();
}

/** Removes one attachment; answers its blob's id, or undefined when there was none. */
export async function deleteAttachment(
  db: Executor,
  ctx: Company,
  where: { recordType: string; recordId: number; keyType: string; attachmentId: number },
) {
  const rows = await db
    .delete(fileAttachments)
    .where(
      and(
        eq(fileAttachments.companyId, ctx.companyId),
        eq(fileAttachments.id, where.attachmentId),
        eq(fileAttachments.recordType, where.recordType),
        eq(fileAttachments.recordId, where.recordId),
        eq(fileAttachments.keyType, where.keyType),
      ),
    )
    .returning({ blobId: fileAttachments.blobId });
  return rows[0]?.blobId;
}

/** A document's files with their blobs, oldest first. */
/**
 * A record's files, oldest first. On the pool a prepared statement: the vendor portal's order
 * reads ask for them (decision 0107; a member's order read takes `filesOfRecordJsonSql`, 0112),
 * and drizzle building the select cost more CPU than PostgreSQL's answer.
 */
export async function filesOfRecord(
  db: Executor,
  ctx: Company,
  recordType: string,
  recordId: number,
) {
  if ('$indexReads' in db) {
    return preparedFilesOfRecord(db as Database).execute({
      companyId: ctx.companyId,
      recordType,
      recordId,
    });
  }
  return filesOfRecordQuery(db, ctx.companyId, recordType, recordId);
}

const preparedFilesOfRecord = preparedPerDatabase((db) =>
  filesOfRecordQuery(
    db,
    sql.placeholder('companyId'),
    sql.placeholder('recordType'),
    sql.placeholder('recordId'),
  ).prepare('files_of_record'),
);

function filesOfRecordQuery(
  db: Executor,
  companyId: number | Placeholder,
  recordType: string | Placeholder,
  recordId: number | Placeholder,
) {
  return db
    .select({ attachment: fileAttachments, blob: fileBlobs })
    .from(fileAttachments)
    .innerJoin(
      fileBlobs,
      and(
        eq(fileBlobs.companyId, fileAttachments.companyId),
        eq(fileBlobs.id, fileAttachments.blobId),
      ),
    )
    .where(
      and(
        eq(fileAttachments.companyId, companyId),
        eq(fileAttachments.recordType, recordType),
        eq(fileAttachments.recordId, recordId),
      ),
    )
    .orderBy(asc(fileAttachments.createdAt), asc(fileAttachments.id));
}

/** A record's files, oldest first, as one JSON array: read inside another statement (decision 0112). */
export function filesOfRecordJsonSql(
  companyId: RowKey,
  recordType: string,
  recordId: RowKey,
): SQL<unknown[][]> {
  return jsonArraySql(
    sql`json_build_array(${jsonRowSql(fileAttachments)}, ${jsonRowSql(fileBlobs)})`,
    sql`${fileAttachments.createdAt}, ${fileAttachments.id}`,
    sql`from ${fileAttachments}
      join ${fileBlobs}
        on ${fileBlobs.companyId} = ${fileAttachments.companyId} and ${fileBlobs.id} = ${fileAttachments.blobId}
      where ${fileAttachments.companyId} = ${companyId}
        and ${fileAttachments.recordType} = ${recordType} and ${fileAttachments.recordId} = ${recordId}`,
  );
}

const attachmentRows = rowsFromJson(fileAttachments);
const blobRows = rowsFromJson(fileBlobs);

/** The files read by `filesOfRecordJsonSql`, as `filesOfRecord` answers them. */
export const filesFromJson = (rows: unknown[][]): FileRows =>
  rows.map(([attachment, blob]) => ({
    attachment: attachmentRows([attachment as unknown[]])[0]!.row,
    blob: blobRows([blob as unknown[]])[0]!.row,
  }));
export type FileRows = { attachment: AttachmentRow; blob: BlobRow }[];

/** No attachment points at the blob (file_attachments is the only table that can). */
const notAttached = (db: Executor) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(fileAttachments)
      .where(
        and(
          eq(fileAttachments.companyId, fileBlobs.companyId),
          eq(fileAttachments.blobId, fileBlobs.id),
        ),
      ),
  );

/**
 * What a maintenance job deletes (decisions 0105, 0111): a generated file stored before the date,
 * a pending blob created before it that never got its bytes, an upload attached to nothing since
 * before it. Never one that is attached.
 */
export type UnusedBlobKind = 'generated' | 'pending' | 'unattached';

function unusedBefore(kind: UnusedBlobKind, before: Date) {
  switch (kind) {
    case 'generated':
      return and(eq(fileBlobs.origin, 'generated'), lt(fileBlobs.uploadedAt, before));
    case 'pending':
      return and(eq(fileBlobs.state, 'pending'), lt(fileBlobs.createdAt, before));
    case 'unattached':
      return and(eq(fileBlobs.origin, 'upload'), lt(fileBlobs.unattachedSince, before));
  }
}

const orderOf = {
  generated: fileBlobs.uploadedAt,
  pending: fileBlobs.createdAt,
  unattached: fileBlobs.unattachedSince,
} as const;

/**
 * System maintenance across companies (no tenant scope), step 1 inside the job's transaction:
 * locks up to `limit` unused blobs, skipping any another transaction holds (an upload being marked
 * uploaded, a blob being attached). Answers their ids.
 */
export async function lockUnusedBlobs(
  tx: Executor,
  kind: UnusedBlobKind,
  before: Date,
  limit: number,
) {
  const rows = await tx
    .select({ id: fileBlobs.id })
    .from(fileBlobs)
    .where(and(unusedBefore(kind, before), notAttached(tx)))
    .orderBy(asc(orderOf[kind]))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/**
 * Step 2, in the same transaction: deletes the locked blobs that are still unused. A new statement
 * sees what was committed before the locks were taken (an attachment committed between step 1's
 * snapshot and its lock), which step 1's own snapshot may not; an attachment started after them
 * waits for the lock. Answers the storage keys, whose objects the caller removes after commit.
 */
export async function deleteUnusedBlobs(
  tx: Executor,
  kind: UnusedBlobKind,
  before: Date,
  ids: number[],
) {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(fileBlobs)
    .where(and(inArray(fileBlobs.id, ids), unusedBefore(kind, before), notAttached(tx)))
    .returning({ storageKey: fileBlobs.storageKey });
  return rows.map((row) => row.storageKey);
}
