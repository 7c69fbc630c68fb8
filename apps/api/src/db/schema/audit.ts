import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Every request made while support staff act as a company user, with both user ids, and the start
 * and end of each impersonation. Kept even when the session is gone.
 */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    impersonatorUserId: integer('impersonator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** START, STOP, or the HTTP method of an API request. */
    action: text('action').notNull(),
    path: text('path'),
    statusCode: smallint('status_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('impersonation_audit_company_created_idx').on(t.companyId, t.createdAt),
    index('impersonation_audit_impersonator_idx').on(t.impersonatorUserId, t.createdAt),
  ],
);
