import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export async function insertMail(db: Executor, values: NewOutboxRow): Promise<OutboxRow> {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  if (!row) throw new Error('insert mail_outbox returned nothing');
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
