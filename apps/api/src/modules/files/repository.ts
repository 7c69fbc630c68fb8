import { and, asc, eq, inArray, lt, notExists, sql, type Placeholder } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
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

export async function findBlobs(db: Executor, ctx: Company, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(fileBlobs)
    .where(and(eq(fileBlobs.companyId, ctx.companyId), inArray(fileBlobs.id, ids)));
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
    .set({ ...values, state: 'uploaded', uploadedAt: new Date() })
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
    .returning({ id: fileAttachments.id });
  return rows.length === 1;
}

/** A document's files with their blobs, oldest first. */
/**
 * A record's files, oldest first. On the pool a prepared statement: every order read asks for
 * them (decision 0107), and drizzle building the select cost more CPU than PostgreSQL's answer.
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

/**
 * System maintenance across companies (no tenant scope): deletes up to `limit` blobs the app
 * generated (origin 'generated') that were stored before `before` and are attached to nothing;
 * answers their storage keys, whose objects the caller removes.
 */
export async function deleteGeneratedBlobsBefore(db: Executor, before: Date, limit: number) {
  const expired = db
    .select({ id: fileBlobs.id })
    .from(fileBlobs)
    .where(
      and(
        eq(fileBlobs.origin, 'generated'),
        lt(fileBlobs.uploadedAt, before),
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
        ),
      ),
    )
    .orderBy(asc(fileBlobs.uploadedAt))
    .limit(limit);
  const rows = await db
    .delete(fileBlobs)
    .where(inArray(fileBlobs.id, expired))
    .returning({ storageKey: fileBlobs.storageKey });
  return rows.map((row) => row.storageKey);
}
