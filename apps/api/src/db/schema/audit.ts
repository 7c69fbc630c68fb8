import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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

/**
 * Access events: who joined, left or changed role in which company, how sessions were opened and
 * moved, domain and SSO changes, and every request support staff make (decision 0029). Rows are
 * only ever added; user ids are kept as plain numbers so the trail outlives the accounts.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    /** The company the event concerns; null for events of no company (a support request). */
    companyId: integer('company_id'),
    /** Who did it: a user, or null for the system or an anonymous caller. */
    actorUserId: integer('actor_user_id'),
    /** Support staff acting as actor_user_id, if any. */
    impersonatorUserId: integer('impersonator_user_id'),
    action: text('action').notNull(),
    /** The user the event is about (the invitee, the member whose role changed...). */
    subjectUserId: integer('subject_user_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_company_created_idx').on(t.companyId, t.createdAt),
    index('audit_events_actor_created_idx').on(t.actorUserId, t.createdAt),
    index('audit_events_subject_created_idx').on(t.subjectUserId, t.createdAt),
  ],
);
