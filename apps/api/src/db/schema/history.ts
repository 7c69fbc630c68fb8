import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** One changed field of a history entry: what it was and what it became. */
export interface HistoryChange {
  section: string;
  field: string;
  old: unknown;
  new: unknown;
}

/**
 * What happened to a company's record, who did it (and who was acting as them) and which fields
 * changed, old -> new. Rows are only ever added (platform/unit-of-work.ts); user ids are plain
 * numbers so the history outlives the accounts.
 */
export const historyEntries = pgTable(
  'history_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** null for work done by a named system scope (a job, a seed) or by a vendor user. */
    authorUserId: integer('author_user_id'),
    /** The vendor user who acted on the company's record (the vendor portal), else null. */
    authorVendorUserId: integer('author_vendor_user_id'),
    impersonatorUserId: integer('impersonator_user_id'),
    action: text('action').notNull(),
    title: text('title').notNull(),
    snapshot: jsonb('snapshot'),
    changes: jsonb('changes').$type<HistoryChange[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('history_entries_subject_idx').on(
      t.companyId,
      t.subjectType,
      t.subjectId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

/**
 * The outbox of live messages: written in the transaction of the change they announce, and
 * announced with NOTIFY live_messages (delivered by PostgreSQL only when that transaction commits).
 */
export const liveMessages = pgTable(
  'live_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_messages_created_idx').on(t.createdAt)],
);
