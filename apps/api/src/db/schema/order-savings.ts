import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { orders } from './orders';
import { companyUsers } from './users';

/**
 * procurement-core §3 Other "order savings", §7 POST /order_savings {order_saving} (decision
 * 0049): what an order saved against another price (a quote leveled, a price sheet), as the
 * purchaser recorded it. The list never needs it; reports read it per order.
 */
export const orderSavings = pgTable(
  'order_savings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    /** The amount saved (USD, §9 money precision); never negative. */
    amount: numeric('amount', { precision: 18, scale: 6 }).notNull(),
    /** Where the saving came from, as the purchaser named it (e.g. "RFQ leveling"). */
    source: text('source').notNull().default(''),
    createdByCompanyUserId: integer('created_by_company_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_savings_order_idx').on(t.companyId, t.orderId),
    check('order_savings_amount_check', sql`${t.amount} >= 0`),
    foreignKey({
      name: 'order_savings_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_savings_created_by_fk',
      columns: [t.companyId, t.createdByCompanyUserId],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }),
  ],
);
