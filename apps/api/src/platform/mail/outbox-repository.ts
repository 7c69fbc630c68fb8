import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema/index';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export async function insertMail(db: Executor, values: NewOutboxRow): Promise<OutboxRow> {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  if (!row) throw new Error('insert mail_outbox returned nothing');
  return row;
}

export async function insertAttachments(
  db: Executor,
  mailId: number,
  files: readonly { filename: string; contentType: string; content: Buffer }[],
): Promise<void> {
  await db.insert(mailAttachments).values(
    files.map((file) => ({
      mailId,
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      byteSize: file.content.length,
    })),
  );
}

/** A mail's files with their bytes, for its delivery. */
export async function findAttachments(db: Executor, mailId: number) {
  return db
    .select()
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(asc(mailAttachments.id));
}

/** The mails' files without their bytes, for the outbox page. */
export async function listAttachmentSummaries(db: Executor, mailIds: readonly number[]) {
  if (mailIds.length === 0) return [];
  return db
    .select({
      id: mailAttachments.id,
      mailId: mailAttachments.mailId,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      byteSize: sql<number>`${mailAttachments.byteSize}`,
    })
    .from(mailAttachments)
    .where(inArray(mailAttachments.mailId, [...mailIds]))
    .orderBy(asc(mailAttachments.id));
}

/** One file of a mail the scope may read. */
export async function findAttachment(
  db: Executor,
  scope: OutboxScope,
  mailId: number,
  attachmentId: number,
) {
  const mail = await findMail(db, scope, mailId);
  if (!mail) return undefined;
  const [row] = await db
    .select()
    .from(mailAttachments)
    .where(and(eq(mailAttachments.mailId, mailId), eq(mailAttachments.id, attachmentId)))
    .limit(1);
  return row;
}

export async function markDelivered(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    // The secret was for the recipient; once delivered it is kept nowhere.
    .set({ status: 'SENT', sentAt: new Date(), error: null, sealedBody: null })
    .where(eq(mailOutbox.id, id));
}

export async function findMailById(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}

export async function markFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'FAILED', error: error.slice(0, 1000), sealedBody: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * Who may read which mails: a company admin reads the company's mail; support staff read every
 * mail, including account mail that belongs to no company.
 */
export type OutboxScope = { companyId: number } | { everything: true };

export interface OutboxQuery {
  page: number;
  perPage: number;
  search?: string;
}

export async function listMail(db: Executor, scope: OutboxScope, q: OutboxQuery) {
  const filters: SQL[] = [];
  if ('companyId' in scope) filters.push(eq(mailOutbox.companyId, scope.companyId));
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern));
    if (match) filters.push(match);
  }
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(mailOutbox).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findMail(db: Executor, scope: OutboxScope, id: number) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.id, id),
        'companyId' in scope ? eq(mailOutbox.companyId, scope.companyId) : undefined,
      ),
    )
    .limit(1);
  return row;
}
