import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { orders } from './orders';
import { companyUsers } from './users';

/** How the current owner got the lock: a free take, an unlock (takeover) or a lapsed lock's take. */
export const ORDER_SESSION_TAKES = ['take', 'unlock', 'expired'] as const;
export type OrderSessionTake = (typeof ORDER_SESSION_TAKES)[number];

/**
 * procurement-core §4 Order edit session (decision 0086): the edit lock of one order. One row per
 * order (the primary key), so two takes at once queue on the row and one of them wins. A lock is
 * live while `expires_at` is in the future; each heartbeat moves it on. `previous_owner…` and
 * `taken_by` tell the former owner, on their next heartbeat, what happened to their lock.
 */
export const orderEditSessions = pgTable(
  'order_edit_sessions',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    ownerCompanyUserId: integer('owner_company_user_id').notNull(),
    previousOwnerCompanyUserId: integer('previous_owner_company_user_id'),
    takenBy: text('taken_by').notNull().default('take'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_edit_sessions_pkey', columns: [t.companyId, t.orderId] }),
    check('order_edit_sessions_taken_by_check', sql`${t.takenBy} in ('take', 'unlock', 'expired')`),
    foreignKey({
      name: 'order_edit_sessions_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_edit_sessions_owner_fk',
      columns: [t.companyId, t.ownerCompanyUserId],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }).onDelete('cascade'),
    // order_edit_sessions_previous_owner_fk is hand-written in migration 0028: its ON DELETE
    // SET NULL names the one column (drizzle would null company_id too).
  ],
);
